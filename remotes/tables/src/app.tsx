import { type ScreenTab, TabbedScreen } from '@fidelidade/ui/tabbed-screen';
import { Card } from 'antd';
import { ActivitiesTab } from './features/activities/components/activities-tab';
import { OffersTab } from './features/offers/components/offers-tab';
import { PointsTab } from './features/points/components/points-tab';
import { RedemptionsTab } from './features/redemptions/components/redemptions-tab';

// docs/product.md §2.2: /admin/tables?tab= points (default), activities, redemptions, offers; the
// capability table's tables.tab.<id> decides who sees each (the counter clerk: Usuários only).
// The tab strip sits on the page and each tab's content in its own card, as in Ações and
// Configurações (whose tabs are forms and management screens, each already a card with a title).
const tabs: ScreenTab[] = [
  { id: 'points', label: 'Usuários', Content: PointsTab, capability: 'tables.tab.points' as const },
  {
    id: 'activities',
    label: 'Atividades Recentes',
    Content: ActivitiesTab,
    capability: 'tables.tab.activities' as const,
  },
  {
    id: 'redemptions',
    label: 'Últimos Resgates',
    Content: RedemptionsTab,
    capability: 'tables.tab.redemptions' as const,
  },
  { id: 'offers', label: 'Lista de Ofertas', Content: OffersTab, capability: 'tables.tab.offers' as const },
].map(({ Content, ...tab }) => ({
  ...tab,
  content: (
    <Card>
      <Content />
    </Card>
  ),
}));

// inline-size containment: wide tables scroll inside their card instead of widening the shell.
const contained = { contain: 'inline-size' } as const;

export default function TablesScreen() {
  return (
    <TabbedScreen title="Tabelas" titleId="tables-title" tabs={tabs} defaultTab="points" style={contained} />
  );
}
