import type { PointsSummaryRow } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { ListCpf } from '@fidelidade/ui/list-cpf';
import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { TableState } from '@fidelidade/ui/use-table';
import { type TableProps, Tag } from 'antd';
import { desktopOnly } from '../../../components/column-priority';
import { useHistoryColumns } from '../../../components/history-column';
import { userTypeLabel } from '../../../lib/user-type';
import { CustomerNameCell } from './customer-link';

const columns: TypedColumns<PointsSummaryRow> = [
  {
    title: 'Usuário',
    dataIndex: 'user_name',
    key: 'user',
    render: (_: string, row: PointsSummaryRow) => <CustomerNameCell row={row} />,
  },
  {
    title: 'CPF',
    dataIndex: 'user_cpf',
    key: 'cpf',
    // Masked, with 'Mostrar CPF' for the roles that may reveal it (audited); never wrapped.
    render: (cpf: string, row: PointsSummaryRow) => (
      <ListCpf userId={row.user_id} cpf={cpf} name={row.user_name} />
    ),
    ...desktopOnly,
  },
  { title: 'Saldo', dataIndex: 'points_balance', key: 'balance', align: 'right', render: formatNumber },
  // Credits still in their settlement period, and released points that expire within the
  // programme's notice window (the customer page's 'A expirar em N dias'); not sortable.
  {
    title: 'Pendentes',
    dataIndex: 'points_pending',
    key: 'pending',
    align: 'right',
    render: formatNumber,
    ...desktopOnly,
  },
  {
    title: 'A expirar',
    dataIndex: 'points_expiring',
    key: 'expiring',
    align: 'right',
    render: formatNumber,
    ...desktopOnly,
  },
  {
    title: 'Total Ganho',
    dataIndex: 'total_earned',
    key: 'earned',
    align: 'right',
    render: formatNumber,
    ...desktopOnly,
  },
  {
    title: 'Total Gasto',
    dataIndex: 'total_spent',
    key: 'spent',
    align: 'right',
    render: formatNumber,
    ...desktopOnly,
  },
  { title: 'Tipo', dataIndex: 'user_type', key: 'type', render: userTypeLabel, ...desktopOnly },
  {
    title: 'Status',
    dataIndex: 'is_active',
    key: 'active',
    render: (active: boolean) => (active ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>),
  },
  {
    title: 'Última Atividade',
    dataIndex: 'last_activity',
    key: 'last',
    render: (value: string | null) => formatDateTime(value) || '—',
    ...desktopOnly,
  },
];

const history = {
  idOf: (row: PointsSummaryRow) => row.user_id,
  nameOf: (row: PointsSummaryRow) => row.user_name,
};

export function PointsTable(props: {
  table: TableState<PointsSummaryRow>;
  rowSelection?: TableProps<PointsSummaryRow>['rowSelection'];
}) {
  const withHistory = useHistoryColumns(columns, 'user', history);
  return (
    <ListTable<PointsSummaryRow>
      table={props.table}
      label="Pontuação dos usuários"
      columns={withHistory}
      rowKey={(row) => row.user_id}
      rowSelection={props.rowSelection}
      errorMessage="Erro ao carregar dados de pontuações. Verifique sua conexão."
      emptyText="Nenhum usuário encontrado"
    />
  );
}
