import type { CustomerProfile } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { Card, Col, Row, Statistic } from 'antd';

/** The four figures: two per row on a phone, four on a wide screen. */
export function CustomerStats(props: { profile: CustomerProfile }) {
  const { profile } = props;
  const stats = [
    { title: 'Saldo', text: formatNumber(profile.points_balance) },
    { title: 'Pontos ganhos', text: formatNumber(profile.points_earned) },
    { title: 'Pontos gastos', text: formatNumber(profile.points_spent) },
    { title: 'Última atividade', text: formatDateTime(profile.last_activity_at) || '—' },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {stats.map((stat) => (
        <Col key={stat.title} xs={12} lg={6}>
          <Card style={{ height: '100%' }}>
            {/* pt-BR text from the shared formatters, not Statistic's own number grouping. */}
            <Statistic title={stat.title} value={stat.text} formatter={() => stat.text} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
