import { CloseCircleOutlined } from '@ant-design/icons';
import type { Voucher } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { REDEMPTION_STATUS_LABELS, type RedemptionStatus } from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber, useSession } from '@fidelidade/session';
import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { singleLine } from '../../../components/single-line';
import { useCustomerVouchers } from '../api/get-customer-vouchers';
import { cancelMessages } from '../lib/cancel-redemption';
import { CancelRedemptionModal } from './cancel-redemption-modal';

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
      <Tag color={statusColors[status] ?? 'default'}>{REDEMPTION_STATUS_LABELS[status] ?? status}</Tag>
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

/** 'Ações': 'Cancelar resgate' on the vouchers not yet used (pinned at the card's right edge). */
const actionsColumn = (onCancel: (voucher: Voucher) => void): TypedColumns<Voucher>[number] => ({
  title: 'Ações',
  key: 'actions',
  fixed: 'right',
  ...singleLine,
  render: (_: unknown, voucher: Voucher) =>
    voucher.status === 'pendente' ? (
      <Button
        size="small"
        danger
        icon={<CloseCircleOutlined />}
        aria-label={`${cancelMessages.action} ${voucher.voucher_code}`}
        onClick={() => onCancel(voucher)}
      >
        {cancelMessages.action}
      </Button>
    ) : (
      '—'
    ),
});

/**
 * The customer's redemptions: each voucher, its status and who validated it; who may cancel
 * redemptions (redemptions.cancel, within its scope) cancels a pending one here.
 */
export function CustomerVouchersSection(props: { customerId: number }) {
  const table = useCustomerVouchers(props.customerId);
  const user = useSession((state) => state.user);
  const mayCancel = can(user, 'redemptions.cancel');
  const [cancelling, setCancelling] = useState<Voucher | null>(null);
  const shown = useMemo(
    () => (mayCancel ? [...columns, actionsColumn(setCancelling)] : columns),
    [mayCancel],
  );
  return (
    <>
      <ListTable<Voucher>
        label="Resgates e vouchers"
        table={table}
        columns={shown}
        rowKey={(row) => row.id}
        errorMessage="Erro ao carregar os vouchers do cliente. Verifique sua conexão."
        emptyText="Nenhum resgate encontrado"
        fitColumns
      />
      {cancelling && (
        <CancelRedemptionModal
          customerId={props.customerId}
          voucher={cancelling}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
