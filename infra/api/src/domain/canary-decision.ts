// The release watcher's rule (docs/architecture.md §3, canary releases): a canary runs beside the
// live version for a share of sessions; both are measured over the same window, and the canary is
// rolled back when it fails clearly more often, or promoted when it stayed clean long enough. The
// sessions are the vouched ones, at most a few per client address (repositories/remote-sessions.ts),
// and neither decision rests on fewer than `minSources` addresses, so one client can neither force
// a rollback nor wave a canary through (docs/security.md, canary telemetry). Pure: the watcher
// plugin reads the numbers and carries the decision out.
import type { VersionHealth } from '@fidelidade/contract';

export interface CanaryThresholds {
  /** Canary sessions needed before anything is decided (CANARY_MIN_SESSIONS). */
  minSessions: number;
  /** Tolerated excess of the canary's failure rate over the live one's, 0–1 (CANARY_MAX_EXCESS). */
  maxExcess: number;
  /** Promote a clean canary after it ran this long; 0 = never (CANARY_PROMOTE_AFTER_MINUTES). */
  promoteAfterMinutes: number;
  /**
   * Distinct client addresses a rollback needs among the canary's failed sessions, and a promotion
   * among its sessions (CANARY_MIN_SOURCES).
   */
  minSources: number;
}

export interface CanaryReading {
  canary: VersionHealth;
  live: VersionHealth;
  /** How long the canary has been running, in minutes. */
  ranMinutes: number;
}

export type CanaryVerdict = 'rollback' | 'promote' | 'wait';

export interface CanaryDecision {
  verdict: CanaryVerdict;
  /** pt-BR, recorded with the decision in the registry's history and the audit log. */
  reason: string;
}

/** failed / total, 0 without sessions. */
export const failureRate = (failed: number, sessions: number) => (sessions > 0 ? failed / sessions : 0);

/** A rate (0–1) as pt-BR percent with one decimal: 0.25 → '25,0%'. */
export const percentText = (rate: number) => `${(rate * 100).toFixed(1).replace('.', ',')}%`;

const pointsText = (excess: number) => `${(excess * 100).toFixed(1).replace('.', ',')} pontos`;

const sessionsText = (count: number) => `${count} ${count === 1 ? 'sessão' : 'sessões'}`;

const addressesText = (count: number) => `${count} ${count === 1 ? 'endereço' : 'endereços'}`;

/**
 * The comparison a decision rests on, e.g. '40,0% das sessões do canário contra 0,0% da versão atual
 * (10 sessões de 4 endereços; falhas de 3 endereços; limite +5,0 pontos)'.
 */
function comparison({ canary, live }: CanaryReading, thresholds: CanaryThresholds) {
  return (
    `${percentText(canary.failure_rate)} das sessões do canário contra ` +
    `${percentText(live.failure_rate)} da versão atual ` +
    `(${sessionsText(canary.sessions)} de ${addressesText(canary.sources ?? 0)}; ` +
    `falhas de ${addressesText(canary.failed_sources ?? 0)}; limite +${pointsText(thresholds.maxExcess)})`
  );
}

/** Rates at exactly the limit are within it, whatever the float sums round to. */
const ROUNDING = 1e-9;

export function decideCanary(reading: CanaryReading, thresholds: CanaryThresholds): CanaryDecision {
  const { canary, live, ranMinutes } = reading;
  if (canary.sessions < thresholds.minSessions) {
    return {
      verdict: 'wait',
      reason: `aguardando sessões do canário (${canary.sessions} de ${thresholds.minSessions})`,
    };
  }
  if (canary.failure_rate - live.failure_rate - thresholds.maxExcess > ROUNDING) {
    if ((canary.failed_sources ?? 0) < thresholds.minSources) {
      return {
        verdict: 'wait',
        reason:
          `falhas de ${addressesText(canary.failed_sources ?? 0)} ` +
          `(mínimo ${thresholds.minSources}): ${comparison(reading, thresholds)}`,
      };
    }
    return { verdict: 'rollback', reason: `falhas em ${comparison(reading, thresholds)}` };
  }
  const promoteAfter = thresholds.promoteAfterMinutes;
  if (promoteAfter > 0 && ranMinutes >= promoteAfter && (canary.sources ?? 0) >= thresholds.minSources) {
    return {
      verdict: 'promote',
      reason: `sem excesso de falhas em ${promoteAfter} min: ${comparison(reading, thresholds)}`,
    };
  }
  return { verdict: 'wait', reason: `dentro do limite: ${comparison(reading, thresholds)}` };
}
