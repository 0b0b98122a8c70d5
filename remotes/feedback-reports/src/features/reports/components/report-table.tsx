import type { RedemptionReportRow } from '@fidelidade/contract';
import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { moneyOrDash, points } from './report-format';

/** The API sends offer_type as a plain string: an unknown type is shown as it came. */
const offerTypeLabels: Partial<Record<string, string>> = OFFER_TYPE_LABELS;

const orDash = (value: string | null | undefined) => value || '—';

const columns: TypedColumns<RedemptionReportRow> = [
  { title: 'Código', dataIndex: 'reference_code', key: 'reference_code', render: orDash },
  { title: 'Oferta', dataIndex: 'offer_title', key: 'offer_title' },
  {
    title: 'Tipo',
    dataIndex: 'offer_type',
    key: 'offer_type',
    render: (type: string) => offerTypeLabels[type] ?? type,
  },
  { title: 'Parceiro', key: 'partner', render: (_, row) => orDash(row.partner?.brand_name) },
  { title: 'Concessionária', key: 'dealership', render: (_, row) => orDash(row.dealership?.name) },
  { title: 'Cliente', key: 'user_redeemed', render: (_, row) => orDash(row.user_redeemed?.full_name) },
  { title: 'Baixado por', key: 'burned_by', render: (_, row) => orDash(row.burned_by?.full_name) },
  { title: 'Pontos', dataIndex: 'points_spent', key: 'points_spent', align: 'right', render: points },
  {
    title: 'Valor da Oferta',
    dataIndex: 'total_value_offer',
    key: 'total_value_offer',
    align: 'right',
    render: moneyOrDash,
  },
  {
    title: 'Desconto',
    dataIndex: 'total_discount_applied',
    key: 'total_discount_applied',
    align: 'right',
    render: moneyOrDash,
  },
  {
    title: 'Valor Pago',
    dataIndex: 'total_value_spent_by_user',
    key: 'total_value_spent_by_user',
    align: 'right',
    render: moneyOrDash,
  },
  {
    title: 'Data',
    dataIndex: 'redemption_date',
    key: 'redemption_date',
    render: formatDateTime,
    // Pinned at the right edge of the card: the date of each row stays in view, and the shadow
    // antd draws beside a pinned column shows that more columns lie behind the scroll.
    fixed: 'right',
  },
];

export function ReportTable(props: { rows: RedemptionReportRow[] }) {
  return (
    <DataTable<RedemptionReportRow>
      label="Resgates do relatório"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.rows}
      // One page of the API's answer: the Paginator below the table asks for the next.
      pagination={false}
      // Twelve columns do not fit a desktop card: each row keeps to one line (names broken over
      // three lines, dates over two, were hard to scan) and the table scrolls inside its card.
      scroll={{ x: 'max-content' }}
    />
  );
}
