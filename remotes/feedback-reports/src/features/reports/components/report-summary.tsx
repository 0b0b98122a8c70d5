import type { RedemptionReportSummary } from '@fidelidade/contract';
import { Card, Col, Row, Typography } from 'antd';
import { money, percent, points } from './report-format';

const cards: {
  key: keyof RedemptionReportSummary;
  title: string;
  format: (value: number) => string;
}[] = [
  { key: 'total_redemptions', title: 'Total de Resgates', format: points },
  { key: 'total_points_spent', title: 'Pontos Gastos', format: points },
  { key: 'total_value_offers', title: 'Valor Total das Ofertas', format: money },
  { key: 'total_discounts_applied', title: 'Descontos Aplicados', format: money },
  { key: 'total_value_spent_by_users', title: 'Valor Gasto pelos Usuários', format: money },
  { key: 'average_discount_percentage', title: 'Desconto Médio', format: percent },
];

/** The six summary cards (docs/product.md §2.12). */
export function ReportSummary(props: { summary: RedemptionReportSummary }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={8} xxl={4}>
          <Card size="small" data-testid={`summary-${card.key}`}>
            <Typography.Text type="secondary">{card.title}</Typography.Text>
            <div className="report-summary-value" style={{ fontSize: 22, fontWeight: 600 }}>
              {card.format(props.summary[card.key])}
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
