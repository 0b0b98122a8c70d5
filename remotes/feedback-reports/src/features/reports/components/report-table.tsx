import type { RedemptionReportRow } from '@fidelidade/contract';
import { labelOf, OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { useMediaQuery } from '@fidelidade/ui/use-narrow-screen';
import { useMemo } from 'react';
import { moneyOrDash, points } from './report-format';

const orDash = (value: string | null | undefined) => value || '—';

/** Who and what: they scroll under the figures on a desktop; on a phone only the offer and customer stay. */
const identity: TypedColumns<RedemptionReportRow> = [
  { title: 'Código', dataIndex: 'reference_code', key: 'reference_code', render: orDash, responsive: ['md'] },
  { title: 'Oferta', dataIndex: 'offer_title', key: 'offer_title' },
  {
    title: 'Tipo',
    dataIndex: 'offer_type',
    key: 'offer_type',
    render: (type: string) => labelOf(OFFER_TYPE_LABELS, type),
    responsive: ['md'],
  },
  {
    title: 'Parceiro',
    key: 'partner',
    render: (_, row) => orDash(row.partner?.brand_name),
    responsive: ['md'],
  },
  {
    title: 'Concessionária',
    key: 'dealership',
    render: (_, row) => orDash(row.dealership?.name),
    responsive: ['md'],
  },
  { title: 'Cliente', key: 'user_redeemed', render: (_, row) => orDash(row.user_redeemed?.full_name) },
  {
    title: 'Baixado por',
    key: 'burned_by',
    render: (_, row) => orDash(row.burned_by?.full_name),
    responsive: ['md'],
  },
];

type Pin = 'right' | undefined;

/** A figure or a date never breaks over two lines (a wrapped date no longer reads as one). */
const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** The key figures and the date, each with a width so a pinned column never covers its neighbour. */
const figures = (pinAll: Pin, pinPaid: Pin): TypedColumns<RedemptionReportRow> => [
  {
    title: 'Pontos',
    dataIndex: 'points_spent',
    key: 'points_spent',
    align: 'right',
    render: points,
    width: 80,
    fixed: pinAll,
    ...oneLine,
  },
  {
    title: 'Valor da Oferta',
    dataIndex: 'total_value_offer',
    key: 'total_value_offer',
    align: 'right',
    render: moneyOrDash,
    width: 130,
    fixed: pinAll,
    ...oneLine,
    responsive: ['md'],
  },
  {
    title: 'Desconto',
    dataIndex: 'total_discount_applied',
    key: 'total_discount_applied',
    align: 'right',
    render: moneyOrDash,
    width: 120,
    fixed: pinAll,
    ...oneLine,
    responsive: ['md'],
  },
  {
    title: 'Valor Pago',
    dataIndex: 'total_value_spent_by_user',
    key: 'total_value_spent_by_user',
    align: 'right',
    render: moneyOrDash,
    width: 120,
    fixed: pinPaid,
    ...oneLine,
  },
  {
    title: 'Data',
    dataIndex: 'redemption_date',
    key: 'redemption_date',
    render: formatDateTime,
    width: 140,
    fixed: pinPaid,
    ...oneLine,
  },
];

/**
 * Twelve columns do not fit a desktop card, so the key figures and the date are pinned at the
 * card's right edge and who/what scrolls under them (docs/product.md §2.12): from 1200 px all five,
 * from 768 px 'Valor Pago' and 'Data'. On a phone nothing is pinned (it would fill the screen) and
 * the row keeps the offer, the customer, the points, the amount paid and the date.
 */
export function ReportTable(props: { rows: RedemptionReportRow[] }) {
  const wide = useMediaQuery('(min-width: 1200px)');
  const desktop = useMediaQuery('(min-width: 768px)');
  const columns = useMemo(
    () => [...identity, ...figures(wide ? 'right' : undefined, desktop ? 'right' : undefined)],
    [wide, desktop],
  );
  return (
    <DataTable<RedemptionReportRow>
      label="Resgates do relatório"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.rows}
      // One page of the API's answer: the Paginator below the table asks for the next.
      pagination={false}
      // Each row keeps to one line (names broken over three lines were hard to scan) and the
      // table scrolls inside its card.
      scroll={{ x: 'max-content' }}
    />
  );
}
