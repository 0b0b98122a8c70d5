import type { Activity } from '@fidelidade/contract';
import { extractProductName, formatDateTime, formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Alert, Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useRecentActivities } from '../api/get-recent-activities';

const columns: TypedColumns<Activity> = [
  { title: 'Usuário', dataIndex: 'user_name', key: 'user' },
  {
    title: 'Ação',
    dataIndex: 'activity_type',
    key: 'action',
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
  { title: 'Detalhes', dataIndex: 'description', key: 'details', render: extractProductName },
  { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime },
];

export function RecentActivitiesTable() {
  const { data, isPending, isError } = useRecentActivities();
  return (
    <Card title="Atividades Recentes" extra={<Link to="/admin/tables?tab=activities">Ver Tudo</Link>}>
      {isError && (
        <Alert
          type="error"
          showIcon
          title="Erro ao carregar atividades recentes"
          style={{ marginBottom: 12 }}
        />
      )}
      <DataTable<Activity>
        label="Atividades Recentes"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data ?? []}
        loading={isPending ? { description: 'Carregando transações...' } : false}
        pagination={false}
        locale={{ emptyText: isPending ? 'Carregando transações...' : 'Nenhuma transação encontrada' }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
