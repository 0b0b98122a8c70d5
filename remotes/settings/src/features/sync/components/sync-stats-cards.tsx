import type { LogStatistics } from '@fidelidade/contract';
import { Card, Col, Row, Statistic } from 'antd';

const rate = (value: number | undefined) =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(value) || 0)}%`;

export function SyncStatsCards(props: { statistics: LogStatistics | undefined }) {
  const stats = props.statistics;
  const cards = [
    { key: 'total_logs', title: 'Total de Logs', value: stats?.total_logs ?? 0 },
    { key: 'success_logs', title: 'Sucessos', value: stats?.success_logs ?? 0 },
    { key: 'error_logs', title: 'Erros', value: stats?.error_logs ?? 0 },
    { key: 'warning_logs', title: 'Avisos', value: stats?.warning_logs ?? 0 },
    { key: 'success_rate', title: 'Taxa de Sucesso', value: rate(stats?.success_rate) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col xs={12} md={8} xl={4} key={card.key}>
          <Card size="small" data-testid={`sync-stat-${card.key}`}>
            <Statistic title={card.title} value={card.value} groupSeparator="." />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
