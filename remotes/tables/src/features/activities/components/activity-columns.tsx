import type { Activity } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';
import { desktopOnly } from '../../../components/column-priority';
import { userTypeLabel } from '../../../lib/user-type';

export const activityColumns: TypedColumns<Activity> = [
  { title: 'Usuário', dataIndex: 'user_name', key: 'user' },
  {
    title: 'Tipo de Usuário',
    dataIndex: 'user_type',
    key: 'user_type',
    render: userTypeLabel,
    ...desktopOnly,
  },
  {
    title: 'Atividade',
    dataIndex: 'activity_type',
    key: 'type',
    render: (type: Activity['activity_type']) => (
      <Tag color={type === 'Adição' ? 'green' : 'red'}>{type}</Tag>
    ),
  },
  {
    title: 'Pontos',
    dataIndex: 'points_change',
    key: 'points',
    align: 'right',
    render: (points: number) => `${points > 0 ? '+' : ''}${formatNumber(points)}`,
  },
  { title: 'Descrição', dataIndex: 'description', key: 'description', ...desktopOnly },
  { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime },
];
