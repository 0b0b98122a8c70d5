import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { Col, Row, Typography } from 'antd';
import { RecentActivitiesTable } from './features/activities/components/recent-activities-table';
import { LiabilityCard } from './features/liability/components/liability-card';
import { QuickActions } from './features/quick-actions/components/quick-actions';
import { StatCards } from './features/stats/components/stat-cards';
import { RecentTransactions } from './features/transactions/components/recent-transactions';
import { TrendsCard } from './features/trends/components/trends-card';

export default function DashboardScreen() {
  const user = useSession((state) => state.user);
  return (
    <section aria-labelledby="dashboard-title">
      <Typography.Title level={2} id="dashboard-title">
        Dashboard
      </Typography.Title>
      <StatCards />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col span={24}>
          <TrendsCard />
        </Col>
        {/* What the programme owes, in the user's scope: for who may read it (liability.read). */}
        {can(user, 'liability.read') && (
          <Col span={24}>
            <LiabilityCard />
          </Col>
        )}
        <Col xs={24} xl={16}>
          <RecentActivitiesTable />
        </Col>
        <Col xs={24} xl={8}>
          <QuickActions />
        </Col>
        <Col span={24}>
          <RecentTransactions />
        </Col>
      </Row>
    </section>
  );
}
