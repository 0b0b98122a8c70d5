import { formatDateTime, formatNumber } from '@fidelidade/session';
import { type TableColumnsType, Tag } from 'antd';
import { type PagedListResult, PagedTable } from '../../../components/paged-table';
import { userTypeLabel } from '../../../lib/user-type';
import { type Redemption, redemptionStatus } from '../api/get-recent-redemptions';

const columns: TableColumnsType<Redemption> = [
  { title: 'Usuário', dataIndex: 'user_name', key: 'user' },
  { title: 'Tipo de Usuário', dataIndex: 'user_type', key: 'user_type', render: userTypeLabel },
  { title: 'Oferta', dataIndex: 'offer_title', key: 'offer' },
  { title: 'Pontos', dataIndex: 'points_spent', key: 'points', align: 'right', render: formatNumber },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, row: Redemption) =>
      redemptionStatus(row) === 'utilizado' ? (
        <Tag color="green">Utilizado</Tag>
      ) : (
        <Tag color="gold">Pendente</Tag>
      ),
  },
  { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime },
];

export function RedemptionsTable(props: { list: PagedListResult<Redemption> }) {
  return (
    <PagedTable<Redemption>
      label="Últimos resgates"
      list={props.list}
      columns={columns}
      rowKey={(row) => row.id}
      errorMessage="Erro ao carregar dados de resgates. Verifique sua conexão."
      emptyText="Nenhum resgate encontrado"
    />
  );
}
