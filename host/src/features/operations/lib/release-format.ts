import type { VersionHealth } from '@fidelidade/contract';
import { REMOTE_NAME_LABELS, type RemoteName } from '@fidelidade/contract/enums';
import { formatNumber, formatPercent } from '@fidelidade/session';

/** The registry records the watcher's decisions with this name. */
const watcherActor = 'watcher';

/** '25,0%': failure rates with one decimal, so a small canary's difference is visible. */
export const formatRate = (rate: number) => formatPercent(rate, 1);

/** Who decided: a person's name, or the watcher as people read it. */
export const actorName = (by: string) => (by === watcherActor ? 'Sistema (vigia de versões)' : by);

/** 'Dashboard', 'Feedback e Relatórios'. */
export const remoteLabel = (remote: RemoteName) => REMOTE_NAME_LABELS[remote];

/**
 * The distinct client addresses behind a version's figures: '4 (3 com falha)'; '—' for numbers
 * recorded before addresses were counted.
 */
export function sourcesText(health: VersionHealth | null | undefined): string {
  if (health?.sources === undefined) return '—';
  return `${formatNumber(health.sources)} (${formatNumber(health.failed_sources ?? 0)} com falha)`;
}
