import { TabSwitcher } from '@fidelidade/ui/tab-switcher';
import { Card, Typography } from 'antd';
import { ActivitiesTab } from './features/activities/components/activities-tab';
import { OffersTab } from './features/offers/components/offers-tab';
import { PointsTab } from './features/points/components/points-tab';
import { RedemptionsTab } from './features/redemptions/components/redemptions-tab';

// SPEC §2.2: /admin/tables?tab= points (default), activities, redemptions, offers.
const tabs = [
  { id: 'points', label: 'Usuários', content: <PointsTab /> },
  { id: 'activities', label: 'Atividades Recentes', content: <ActivitiesTab /> },
  { id: 'redemptions', label: 'Últimos Resgates', content: <RedemptionsTab /> },
  { id: 'offers', label: 'Lista de Ofertas', content: <OffersTab /> },
];

export default function TablesScreen() {
  return (
    // inline-size containment: wide tables scroll inside their card instead of widening the shell.
    <section aria-labelledby="tables-title" style={{ contain: 'inline-size' }}>
      <Typography.Title level={2} id="tables-title">
        Tabelas
      </Typography.Title>
      <Card>
        <TabSwitcher tabs={tabs} defaultTab="points" />
      </Card>
    </section>
  );
}
