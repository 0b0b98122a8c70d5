import type { DashboardTrends, TrendPoint } from '@fidelidade/contract';
import { formatDate, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Table } from 'antd';
import { trendTotals } from '../lib/trend-totals';

const columns: TypedColumns<TrendPoint> = [
  { title: 'Data', dataIndex: 'date', key: 'date', render: formatDate },
  { title: 'Pontos ganhos', dataIndex: 'points_earned', key: 'earned', align: 'right', render: formatNumber },
  { title: 'Pontos gastos', dataIndex: 'points_spent', key: 'spent', align: 'right', render: formatNumber },
  { title: 'Resgates', dataIndex: 'redemptions', key: 'redemptions', align: 'right', render: formatNumber },
];

/** The chart's figures as a table (the accessible alternative): one row per day and the period's total. */
export function TrendsTable({ trends, id }: { trends: DashboardTrends; id: string }) {
  const totals = trendTotals(trends.series);
  const caption = `Pontos e resgates por dia, de ${formatDate(trends.from)} a ${formatDate(trends.to)}`;
  return (
    // Up to 90 rows: the region scrolls (and takes the keyboard focus to do so) instead of the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section id={id} aria-label={caption} tabIndex={0} style={{ maxHeight: 360, overflow: 'auto' }}>
      <Table<TrendPoint>
        caption={caption}
        rowKey="date"
        size="small"
        columns={columns}
        dataSource={trends.series}
        pagination={false}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatNumber(totals.points_earned)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{formatNumber(totals.points_spent)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong>{formatNumber(totals.redemptions)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}
