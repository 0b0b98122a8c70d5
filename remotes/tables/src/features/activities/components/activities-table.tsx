import type { Activity } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { TableSort } from '@fidelidade/ui/use-url-sort';
import { Tag } from 'antd';
import { desktopOnly } from '../../../components/column-priority';
import { type PagedListResult, PagedTable } from '../../../components/paged-table';
import { userTypeLabel } from '../../../lib/user-type';

const columns: TypedColumns<Activity> = [
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

export function ActivitiesTable(props: { list: PagedListResult<Activity>; sort: TableSort }) {
  return (
    <PagedTable<Activity>
      label="Atividades recentes"
      list={props.list}
      sort={props.sort}
      columns={columns}
      rowKey={(row) => row.id}
      errorMessage="Erro ao carregar dados de atividades. Verifique sua conexão."
      emptyText="Nenhuma atividade encontrada"
    />
  );
}
