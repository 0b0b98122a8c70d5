import type { SyncTask } from '@fidelidade/contract';
import { labelOf, SYNC_TASK_TYPE_LABELS } from '@fidelidade/contract/enums';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Card, Tag } from 'antd';
import { dateOrNotInformed, textOrNotInformed } from './sync-format';

interface TasksTableProps {
  rows: SyncTask[];
  loading: boolean;
  running: string | null;
  onExecute: (id: number) => void;
}

export function TasksTable(props: TasksTableProps) {
  const columns: TypedColumns<SyncTask> = [
    { title: 'Nome', dataIndex: 'name', key: 'name', render: textOrNotInformed },
    {
      title: 'Tipo',
      dataIndex: 'task_type',
      key: 'task_type',
      render: (type: string | null) => textOrNotInformed(labelOf(SYNC_TASK_TYPE_LABELS, type)),
    },
    {
      title: 'Status',
      dataIndex: 'is_active',
      key: 'is_active',
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'}>{active ? 'Ativa' : 'Inativa'}</Tag>
      ),
    },
    { title: 'Última Execução', dataIndex: 'last_run', key: 'last_run', render: dateOrNotInformed },
    { title: 'Próxima Execução', dataIndex: 'next_run', key: 'next_run', render: dateOrNotInformed },
    {
      title: 'Ações',
      key: 'actions',
      // Pinned at the card's right edge: the actions stay in view while the columns scroll.
      fixed: 'right',
      render: (_: unknown, task: SyncTask) => (
        <Button
          size="small"
          loading={props.running === `task-${task.id}`}
          onClick={() => props.onExecute(task.id)}
        >
          Executar
        </Button>
      ),
    },
  ];
  return (
    <Card size="small" title="Tarefas de Integração">
      <DataTable<SyncTask>
        label="Tarefas de Integração"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={false}
        locale={{ emptyText: props.loading ? ' ' : 'Nenhuma tarefa encontrada' }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
