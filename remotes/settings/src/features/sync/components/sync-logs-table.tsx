import type { SyncLog } from '@fidelidade/contract';
import {
  type FinishedSyncLogStatus,
  SYNC_LOG_RUNNING_LABEL,
  SYNC_LOG_STATUS_LABELS,
} from '@fidelidade/contract/enums';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Tag } from 'antd';
import { countOrNotInformed, dateOrNotInformed, formatDuration, textOrNotInformed } from './sync-format';
import { SyncTable } from './sync-table';

const statusColors: Record<FinishedSyncLogStatus, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
};

// A running log reads 'Em andamento'; a status this build does not know is shown as it came.
const isFinished = (status: string): status is FinishedSyncLogStatus => Object.hasOwn(statusColors, status);

interface SyncLogsTableProps {
  rows: SyncLog[];
  loading: boolean;
  onDetails: (log: SyncLog) => void;
}

export function SyncLogsTable(props: SyncLogsTableProps) {
  const columns: TypedColumns<SyncLog> = [
    { title: 'Tarefa', dataIndex: 'task_name', key: 'task_name', render: textOrNotInformed },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) =>
        isFinished(status) ? (
          <Tag color={statusColors[status]}>{SYNC_LOG_STATUS_LABELS[status]}</Tag>
        ) : status === 'running' ? (
          <Tag color="blue">{SYNC_LOG_RUNNING_LABEL}</Tag>
        ) : (
          textOrNotInformed(status)
        ),
    },
    { title: 'Início', dataIndex: 'started_at', key: 'started_at', render: dateOrNotInformed },
    { title: 'Duração', dataIndex: 'duration', key: 'duration', render: formatDuration },
    { title: 'Processados', dataIndex: 'records_processed', key: 'processed', render: countOrNotInformed },
    { title: 'Criados', dataIndex: 'records_created', key: 'created', render: countOrNotInformed },
    { title: 'Atualizados', dataIndex: 'records_updated', key: 'updated', render: countOrNotInformed },
    {
      title: 'Detalhes',
      key: 'details',
      render: (_: unknown, log: SyncLog) => (
        <Button size="small" onClick={() => props.onDetails(log)} aria-label={`Detalhes do log ${log.id}`}>
          Detalhes
        </Button>
      ),
    },
  ];
  return (
    <SyncTable<SyncLog>
      title="Logs de Sincronização"
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText="Nenhum log encontrado"
      paged
    />
  );
}
