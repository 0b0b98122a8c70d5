import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { setApiConfigActive, testApiConnection } from '../api/api-config-actions';
import { executeTask } from '../api/execute-task';
import { useApiConfigs } from '../api/get-api-configs';
import { useLatestLogs } from '../api/get-latest-logs';
import { syncKeys, useLogStatistics } from '../api/get-log-statistics';
import { useTasks } from '../api/get-tasks';
import { runSync, type SyncAction } from '../api/run-sync';

/** Logs reload this long after a sync starts (docs/product.md §9). */
export const logsReloadDelayMs = 2000;

export function useSyncTab() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const statistics = useLogStatistics();
  const logs = useLatestLogs();
  const apiConfigs = useApiConfigs();
  const tasks = useTasks();
  const [running, setRunning] = useState<string | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const reload = (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });
  const refresh = () => {
    for (const key of Object.values(syncKeys)) void reload(key);
  };

  async function guarded(id: string, run: () => Promise<unknown>, ok: string, failed: string) {
    setRunning(id);
    try {
      await run();
      message.success(ok);
      return true;
    } catch (error) {
      console.error(failed, error);
      message.error(failed);
      return false;
    } finally {
      setRunning(null);
    }
  }

  return {
    statistics: statistics.data,
    logs: logs.data ?? [],
    apiConfigs: apiConfigs.data ?? [],
    tasks: tasks.data ?? [],
    isLoading: statistics.isPending || logs.isPending || apiConfigs.isPending || tasks.isPending,
    loadFailed: statistics.isError || apiConfigs.isError || tasks.isError,
    running,
    refresh,
    async startSync(action: SyncAction) {
      const started = await guarded(
        action.path,
        () => runSync(action),
        action.started,
        `Erro ao executar sincronização ${action.type}`,
      );
      if (started) {
        timers.current.push(
          setTimeout(() => {
            void reload(syncKeys.logs);
            void reload(syncKeys.statistics);
          }, logsReloadDelayMs),
        );
      }
    },
    async testConnection(id: number) {
      await guarded(
        `test-${id}`,
        () => testApiConnection(id),
        'Conexão testada com sucesso!',
        'Erro ao testar conexão',
      );
    },
    async toggleApiConfig(id: number, active: boolean) {
      const done = await guarded(
        `toggle-${id}`,
        () => setApiConfigActive(id, active),
        active ? 'Configuração de API ativada!' : 'Configuração de API desativada!',
        active ? 'Erro ao ativar configuração de API' : 'Erro ao desativar configuração de API',
      );
      if (done) void reload(syncKeys.apiConfigs);
    },
    async runTask(id: number) {
      const done = await guarded(
        `task-${id}`,
        () => executeTask(id),
        'Tarefa iniciada com sucesso!',
        'Erro ao executar tarefa',
      );
      if (done) timers.current.push(setTimeout(() => void reload(syncKeys.logs), logsReloadDelayMs));
    },
  };
}

export type SyncTabState = ReturnType<typeof useSyncTab>;
