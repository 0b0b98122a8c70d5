import type { Voucher } from '@fidelidade/contract';
import type { OrderingField } from '@fidelidade/contract/ordering';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { SortableColumnProps } from '@fidelidade/ui/use-url-sort';
import { Button, Tag, Typography } from 'antd';
import type { vouchersPath } from '../api/get-vouchers';
import { voucherFieldLabels as label, voucherMessages } from '../lib/voucher-messages';
import { statusColors, statusLabel } from '../lib/voucher-status';

const dateOrDash = (value: string | null) => formatDateTime(value) || '—';

/** Makes a column sortable by the API on one of the list's ordering fields (useUrlSort). */
export type SortableVoucherColumn = (field: OrderingField<typeof vouchersPath>) => SortableColumnProps;

/**
 * The vouchers list; a pending row's 'Validar' puts its code on the counter above. Every column but
 * 'Baixado por' and the actions sorts through the API. The actions stay pinned at the card's right
 * edge, so 'Validar' is in view whatever the width (the other columns scroll under it); on a phone
 * the dates, the offer and who burned it leave the row (antd's `responsive`, below md/lg) so the code,
 * the customer, the points and the status fit beside it.
 */
export function voucherColumns(
  onOpen: (code: string) => void,
  sortable: SortableVoucherColumn,
): TypedColumns<Voucher> {
  return [
    {
      title: label.code,
      dataIndex: 'voucher_code',
      key: 'voucher_code',
      ...sortable('voucher_code'),
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    { title: label.customer, dataIndex: 'user_name', key: 'user_name', ...sortable('user_name') },
    {
      title: label.offer,
      dataIndex: 'offer_title',
      key: 'offer_title',
      ...sortable('offer_title'),
      responsive: ['md'],
    },
    {
      title: label.points,
      dataIndex: 'points_spent',
      key: 'points_spent',
      ...sortable('points_spent'),
      align: 'right',
      render: (points: number) => formatNumber(points),
    },
    {
      title: label.status,
      dataIndex: 'status',
      key: 'status',
      ...sortable('status'),
      render: (status: Voucher['status']) => <Tag color={statusColors[status]}>{statusLabel(status)}</Tag>,
    },
    {
      title: label.redeemedAt,
      dataIndex: 'created_at',
      key: 'created_at',
      ...sortable('created_at'),
      render: dateOrDash,
      responsive: ['lg'],
    },
    {
      title: label.usedAt,
      dataIndex: 'used_at',
      key: 'used_at',
      ...sortable('used_at'),
      render: dateOrDash,
      responsive: ['lg'],
    },
    {
      title: label.burnedBy,
      dataIndex: 'burned_by',
      key: 'burned_by',
      render: (burnedBy: Voucher['burned_by']) => burnedBy?.full_name ?? '—',
      responsive: ['lg'],
    },
    {
      title: voucherMessages.actions,
      key: 'actions',
      fixed: 'right',
      render: (_value: unknown, voucher: Voucher) =>
        voucher.status !== 'pendente' ? null : (
          <Button
            size="small"
            onClick={() => onOpen(voucher.voucher_code)}
            aria-label={`${voucherMessages.openInCounter} ${voucher.voucher_code}`}
          >
            {voucherMessages.openInCounter}
          </Button>
        ),
    },
  ];
}
