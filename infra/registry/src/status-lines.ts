import type { VersionHealth } from '@fidelidade/contract';
import { RELEASE_ACTION_LABELS } from '@fidelidade/contract/enums';
import type { RemoteStatus } from './registry-status.ts';

// What `registry status` prints for each remote: live and previous versions, the canary with the
// watcher's latest numbers, and the latest decisions (the console shows the same, docs/operations.md).

const decisionsShown = 5;

/** 0.25 → '25,0%' (pt-BR decimal comma, one decimal). */
export const percentText = (rate: number) => `${(rate * 100).toFixed(1).replace('.', ',')}%`;

/** '12 (3 com falha, 25,0%, de 9 endereços)'; numbers recorded before addresses were counted lack the last part. */
const healthText = (health: VersionHealth) =>
  `${health.sessions} (${health.failed_sessions} com falha, ${percentText(health.failure_rate)}` +
  `${health.sources === undefined ? '' : `, de ${health.sources} endereços`})`;

export function remoteStatusLines(name: string, remote: RemoteStatus): string[] {
  const { current, previous, canary, history } = remote;
  const lines = [name, `  atual:    ${current.version} (no ar desde ${current.at}, por ${current.by})`];
  for (const deployment of previous) {
    lines.push(`  anterior: ${deployment.version} (entrou no ar em ${deployment.at}, por ${deployment.by})`);
  }
  if (previous.length === 0) lines.push('  anterior: nenhuma');
  if (canary) {
    lines.push(
      `  canário:  ${canary.version} (${canary.percent}% das sessões, desde ${canary.started_at}, por ${canary.started_by})`,
    );
    const health = canary.health;
    if (health) {
      lines.push(
        `            sessões: canário ${healthText(health.canary)}, atual ${healthText(health.live)} em ${health.checked_at}`,
      );
    }
  }
  for (const event of history.slice(-decisionsShown).reverse()) {
    const reason = event.reason ? ` — ${event.reason}` : '';
    lines.push(
      `  decisão:  ${event.at} ${RELEASE_ACTION_LABELS[event.action]} ${event.version} por ${event.by}${reason}`,
    );
  }
  return lines;
}
