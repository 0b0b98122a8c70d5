import type { LiabilityReport } from '@fidelidade/contract';
import { formatDate } from '@fidelidade/session';
import { Card, Col, Row, Space, Typography } from 'antd';
import { LiabilityFigure } from './liability-figure';

type Key = keyof LiabilityReport['totals']['points'];

const MOVEMENT: { key: Key; title: string }[] = [
  { key: 'earned', title: 'Pontos creditados' },
  { key: 'spent', title: 'Pontos utilizados' },
  { key: 'expired', title: 'Pontos expirados' },
  { key: 'net', title: 'Saldo do período' },
];
const POSITION: { key: Key; title: string }[] = [
  { key: 'outstanding', title: 'Pontos em aberto' },
  { key: 'pending', title: 'Pontos pendentes' },
  { key: 'expiring_30', title: 'Vencem em até 30 dias' },
  { key: 'expiring_60', title: 'Vencem em até 60 dias' },
  { key: 'expiring_90', title: 'Vencem em até 90 dias' },
];

function Cards(props: { report: LiabilityReport; cards: { key: Key; title: string }[] }) {
  const { totals } = props.report;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {props.cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6} xxl={4}>
          <Card size="small" data-testid={`liability-${card.key}`}>
            <Typography.Text type="secondary">{card.title}</Typography.Text>
            <LiabilityFigure points={totals.points[card.key]} value={totals.value[card.key]} size="large" />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** A section's title, and its dates beside it (text, so the screen's headings stay the same every day). */
function Heading(props: { title: string; dates: string }) {
  return (
    <Space wrap align="baseline" style={{ marginBottom: 8 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      <Typography.Text type="secondary" data-testid="liability-dates">
        {props.dates}
      </Typography.Text>
    </Space>
  );
}

/** The period's movement and today's position, each figure in points and R$. */
export function LiabilitySummary(props: { report: LiabilityReport }) {
  const { report } = props;
  return (
    <>
      <Heading
        title="Movimento no período"
        dates={`${formatDate(report.date_from)} a ${formatDate(report.date_to)}`}
      />
      <Cards report={report} cards={MOVEMENT} />
      <Heading title="Posição atual" dates={`em ${formatDate(report.today)}`} />
      <Cards report={report} cards={POSITION} />
    </>
  );
}
