import { isAdmin, type StoredUser } from '@fidelidade/session';
import type { TabDefinition } from '@fidelidade/ui/src/tab-switcher';
import { NotificationHistory } from './features/notifications/components/notification-history';
import { PushForm } from './features/notifications/components/push-form';
import { OfferForm } from './features/offers/components/offer-form';
import { UserForm } from './features/users/components/user-form';

export const defaultTab = 'criar-promocao';

/**
 * The tabs a role may use (DESIGN §6): user creation is ADMIN-only; PARCEIRO sends no notifications.
 */
export function tabsFor(user: StoredUser | null): TabDefinition[] {
  const admin = isAdmin(user);
  const parceiro = !admin && user?.user_type === 'PARCEIRO';
  const tabs: TabDefinition[] = [{ id: 'criar-promocao', label: 'Criar Promoção', content: <OfferForm /> }];
  if (admin) tabs.push({ id: 'criar-usuario', label: 'Criar Usuário', content: <UserForm /> });
  if (!parceiro) {
    tabs.push(
      { id: 'enviar-notificacao', label: 'Enviar Notificação', content: <PushForm /> },
      { id: 'historico-notificacoes', label: 'Histórico de Notificações', content: <NotificationHistory /> },
    );
  }
  return tabs;
}
