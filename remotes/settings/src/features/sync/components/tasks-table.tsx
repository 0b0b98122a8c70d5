import type { SyncTask } from '@fidelidade/contract';
import { SYNC_TASK_TYPE_LABELS } from '@fidelidade/contract/enums';
import { Button } from 'antd';
import { dateOrNotInformed } from './sync-format';
import { integrationColumns, SyncTable } from './sync-table';

interface TasksTableProps {
  rows: SyncTask[];
  loading: boolean;
  running: string | null;
  onExecute: (id: number) => void;
}

export function TasksTable(props: TasksTableProps) {
  const columns = integrationColumns<SyncTask>({
    typeField: 'task_type',
    typeLabels: SYNC_TASK_TYPE_LABELS,
    middle: [
      { title: 'Última Execução', dataIndex: 'last_run', key: 'last_run', render: dateOrNotInformed },
      { title: 'Próxima Execução', dataIndex: 'next_run', key: 'next_run', render: dateOrNotInformed },
    ],
    actions: (task) => (
      <Button
        size="small"
        loading={props.running === `task-${task.id}`}
        onClick={() => props.onExecute(task.id)}
      >
        Executar
      </Button>
    ),
  });
  return (
    <SyncTable<SyncTask>
      title="Tarefas de Integração"
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText="Nenhuma tarefa encontrada"
    />
  );
}
