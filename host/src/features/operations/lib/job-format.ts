/** What the console calls each task of the job engine; an unknown one shows its own name. */
const TASK_LABELS: Record<string, string> = {
  'erp.sync': 'Sincronização com o ERP',
  'erp.scheduled-sync': 'Sincronizações agendadas do ERP',
  'notifications.dispatch': 'Envio de notificações agendadas',
  'releases.watch': 'Vigia de versões',
  'ops.prune': 'Limpeza de dados antigos',
};

export const taskLabel = (task: string) => TASK_LABELS[task] ?? task;

/** 'a cada 5 s', 'a cada 1 min', 'a cada 1 h'. */
export function everyLabel(ms: number): string {
  if (ms % 3_600_000 === 0) return `a cada ${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `a cada ${ms / 60_000} min`;
  return `a cada ${Math.round(ms / 100) / 10} s`.replace('.', ',');
}

/** Percent of a progress with a known total; null when the total is unknown. */
export function progressPercent(progress: { done: number; total: number | null }): number | null {
  if (!progress.total) return null;
  return Math.min(100, Math.round((progress.done * 100) / progress.total));
}

/**
 * '1 de 3'. A run taken over after its process died counts as an attempt too, so a job limited to one
 * attempt that was resumed reads '2 (com retomada)'.
 */
export const attemptsLabel = (job: { attempts: number; max_attempts: number }) =>
  job.attempts > job.max_attempts
    ? `${job.attempts} (com retomada)`
    : `${job.attempts} de ${job.max_attempts}`;
