import { Col, Row, Typography } from 'antd';
import { RecentActivitiesTable } from './features/activities/components/recent-activities-table';
import { QuickActions } from './features/quick-actions/components/quick-actions';
import { StatCards } from './features/stats/components/stat-cards';
import { RecentTransactions } from './features/transactions/components/recent-transactions';
import { TrendsCard } from './features/trends/components/trends-card';

export default function DashboardScreen() {
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
