import { TabSwitcher } from '@fidelidade/ui/tab-switcher';
import { Card, Typography } from 'antd';
import { ActivitiesTab } from './features/activities/components/activities-tab';
import { OffersTab } from './features/offers/components/offers-tab';
import { PointsTab } from './features/points/components/points-tab';
import { RedemptionsTab } from './features/redemptions/components/redemptions-tab';

// docs/product.md §2.2: /admin/tables?tab= points (default), activities, redemptions, offers.
// The tab strip sits on the page and each tab's content in its own card, as in Ações and
// Configurações (whose tabs are forms and management screens, each already a card with a title).
const tabs = [
  { id: 'points', label: 'Usuários', Content: PointsTab },
  { id: 'activities', label: 'Atividades Recentes', Content: ActivitiesTab },
  { id: 'redemptions', label: 'Últimos Resgates', Content: RedemptionsTab },
  { id: 'offers', label: 'Lista de Ofertas', Content: OffersTab },
].map(({ Content, ...tab }) => ({
  ...tab,
  content: (
    <Card>
      <Content />
    </Card>
  ),
}));

export default function TablesScreen() {
  return (
    // inline-size containment: wide tables scroll inside their card instead of widening the shell.
    <section aria-labelledby="tables-title" style={{ contain: 'inline-size' }}>
      <Typography.Title level={2} id="tables-title">
        Tabelas
      </Typography.Title>
      <TabSwitcher tabs={tabs} defaultTab="points" />
    </section>
  );
}
