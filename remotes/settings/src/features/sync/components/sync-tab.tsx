import type { SyncLog } from '@fidelidade/contract';
import { Alert, App, Button, Space } from 'antd';
import { useSyncTab } from '../hooks/use-sync-tab';
import { ApiConfigsTable } from './api-configs-table';
import { LogDetails } from './log-details';
import { SyncActions } from './sync-actions';
import { SyncLogsTable } from './sync-logs-table';
import { SyncStatsCards } from './sync-stats-cards';
import { TasksTable } from './tasks-table';

export function SyncTab() {
  const sync = useSyncTab();
  const { modal } = App.useApp();
  const showDetails = (log: SyncLog) =>
    modal.info({ title: 'Detalhes do log', width: 640, content: <LogDetails log={log} />, okText: 'Fechar' });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {sync.loadFailed && (
        <Alert
          type="error"
          showIcon
          title="Erro ao carregar dados de sincronização"
          action={<Button onClick={sync.refresh}>Tentar novamente</Button>}
        />
      )}
      <SyncStatsCards statistics={sync.statistics} />
      <SyncActions
        running={sync.running}
        onStart={(action) => void sync.startSync(action)}
        onRefresh={sync.refresh}
      />
      <ApiConfigsTable
        rows={sync.apiConfigs}
        loading={sync.isLoading}
        running={sync.running}
        onTest={(id) => void sync.testConnection(id)}
        onToggle={(id, active) => void sync.toggleApiConfig(id, active)}
      />
      <TasksTable
        rows={sync.tasks}
        loading={sync.isLoading}
        running={sync.running}
        onExecute={(id) => void sync.runTask(id)}
      />
      <SyncLogsTable rows={sync.logs} loading={sync.isLoading} onDetails={showDetails} />
    </Space>
  );
}
