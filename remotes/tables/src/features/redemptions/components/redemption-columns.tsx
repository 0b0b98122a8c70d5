import type { Redemption } from '@fidelidade/contract';
import { REDEMPTION_STATUS_LABELS, type RedemptionStatus } from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';
import { desktopOnly } from '../../../components/column-priority';
import { userTypeLabel } from '../../../lib/user-type';

const statusColors: Record<RedemptionStatus, string> = {
  pendente: 'gold',
  utilizado: 'green',
  cancelado: 'default',
};

export const redemptionColumns: TypedColumns<Redemption> = [
  { title: 'Usuário', dataIndex: 'user_name', key: 'user' },
  {
    title: 'Tipo de Usuário',
    dataIndex: 'user_type',
    key: 'user_type',
    render: userTypeLabel,
    ...desktopOnly,
  },
  { title: 'Oferta', dataIndex: 'offer_title', key: 'offer' },
  { title: 'Pontos', dataIndex: 'points_spent', key: 'points', align: 'right', render: formatNumber },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    // The API sends the status (pendente until the voucher is burned); the UI only colours it.
    render: (status: RedemptionStatus) => (
      <Tag color={statusColors[status]}>{REDEMPTION_STATUS_LABELS[status]}</Tag>
    ),
  },
  { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime, ...desktopOnly },
];
