import type { Voucher } from '@fidelidade/contract';
import { REDEMPTION_STATUS_LABELS, type RedemptionStatus } from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag, Typography } from 'antd';
import { PagedTable } from '../../../components/paged-table';
import { singleLine } from '../../../components/single-line';
import { useCustomerVouchers } from '../api/get-customer-vouchers';
import { useUrlPage } from '../hooks/use-url-page';

const statusColors: Record<RedemptionStatus, string> = {
  pendente: 'gold',
  utilizado: 'green',
  cancelado: 'default',
};

const columns: TypedColumns<Voucher> = [
  {
    title: 'Código',
    dataIndex: 'voucher_code',
    key: 'code',
    ...singleLine,
    render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
  },
  { title: 'Oferta', dataIndex: 'offer_title', key: 'offer', minWidth: 200 },
  {
    title: 'Pontos',
    dataIndex: 'points_spent',
    key: 'points',
    align: 'right',
    render: formatNumber,
    ...singleLine,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    ...singleLine,
    render: (status: RedemptionStatus) => (
      <Tag color={statusColors[status]}>{REDEMPTION_STATUS_LABELS[status]}</Tag>
    ),
  },
  { title: 'Criado em', dataIndex: 'created_at', key: 'created', render: formatDateTime, ...singleLine },
  {
    title: 'Utilizado em',
    dataIndex: 'used_at',
    key: 'used',
    ...singleLine,
    render: (usedAt: string | null) => formatDateTime(usedAt) || '—',
  },
  {
    title: 'Validado por',
    dataIndex: 'burned_by',
    key: 'burned_by',
    render: (burnedBy: Voucher['burned_by']) => burnedBy?.full_name ?? '—',
  },
];

/** The customer's redemptions: each voucher, its status and who validated it. */
export function CustomerVouchersSection(props: { customerId: number }) {
  const { page, setPage } = useUrlPage();
  const list = useCustomerVouchers(props.customerId, page, setPage);
  return (
    <PagedTable<Voucher>
      label="Resgates e vouchers"
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      errorMessage="Erro ao carregar os vouchers do cliente. Verifique sua conexão."
      emptyText="Nenhum resgate encontrado"
      fitColumns
    />
  );
}
