import type { ScreenTab } from '@fidelidade/ui/tabbed-screen';
import { AudiencesTab } from './features/audiences/components/audiences-tab';
import { CampaignsTab } from './features/campaigns/components/campaigns-tab';
import { NotificationHistory } from './features/notifications/components/notification-history';
import { PushForm } from './features/notifications/components/push-form';
import { OfferForm } from './features/offers/components/offer-form';
import { UserForm } from './features/users/components/user-form';
import { LazyValidarVoucherTab } from './features/vouchers/components/lazy-validar-voucher-tab';

export const defaultTab = 'criar-promocao';

/** Every tab, in order; the capability table's acoes.tab.<id> decides who sees it. */
export const acoesTabs: readonly ScreenTab[] = [
  {
    id: 'criar-promocao',
    label: 'Criar Promoção',
    content: <OfferForm />,
    capability: 'acoes.tab.criar-promocao',
  },
  {
    id: 'criar-usuario',
    label: 'Criar Usuário',
    content: <UserForm />,
    capability: 'acoes.tab.criar-usuario',
  },
  {
    id: 'enviar-notificacao',
    label: 'Enviar Notificação',
    content: <PushForm />,
    capability: 'acoes.tab.enviar-notificacao',
  },
  {
    id: 'historico-notificacoes',
    label: 'Histórico de Notificações',
    content: <NotificationHistory />,
    capability: 'acoes.tab.historico-notificacoes',
  },
  {
    id: 'publicos',
    label: 'Públicos',
    content: <AudiencesTab />,
    capability: 'acoes.tab.publicos',
  },
  {
    id: 'campanhas',
    label: 'Campanhas',
    content: <CampaignsTab />,
    capability: 'acoes.tab.campanhas',
  },
  {
    id: 'validar-voucher',
    label: 'Validar Voucher',
    content: <LazyValidarVoucherTab />,
    capability: 'acoes.tab.validar-voucher',
  },
];
