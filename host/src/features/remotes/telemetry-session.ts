import { anonymousSessionId } from './anonymous-session-id';
import { beaconUrl } from './api-beacon';

// The tab's telemetry id: issued and signed by the API (GET ops/telemetry-session/), so the
// release watcher counts this tab's beacons and failure reports; ids the API did not issue are
// kept for operators but never counted (docs/security.md, canary telemetry). Fetched once per tab
// and kept in sessionStorage until it expires; while the API cannot be reached, the tab's random
// id stands in (its reports still reach operators) and a new id is asked for a minute later.
export const telemetryStorageKey = 'fidelidade:sessao-telemetria';
const renewBeforeMs = 60_000;
const retryAfterMs = 60_000;

interface Issued {
  id: string;
  expiresAt: number;
}

let inMemory: Issued | undefined;
let pending: Promise<string> | undefined;
let failedAt = 0;
// Set once the page is going (reload, navigation away): the id fetch is then aborted and answers
// with the random id, which the release watcher never counts. A send still waiting for its id is
// dropped instead, and what must outlive the page keeps itself (report-remote-failure.ts).
let leaving = false;
window.addEventListener('pagehide', () => {
  leaving = true;
});
window.addEventListener('pageshow', () => {
  leaving = false;
});

function stored(): Issued | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(telemetryStorageKey) ?? 'null');
    const candidate = parsed as Partial<Issued> | null;
    if (typeof candidate?.id === 'string' && typeof candidate.expiresAt === 'number')
      return { id: candidate.id, expiresAt: candidate.expiresAt };
  } catch {
    // Unreadable: ask again.
  }
  return inMemory;
}

function keep(issued: Issued) {
  inMemory = issued;
  try {
    sessionStorage.setItem(telemetryStorageKey, JSON.stringify(issued));
  } catch {
    // No storage: this page load keeps it in memory.
  }
}

/** The id now, when the tab holds one that is still valid (or the API was just unreachable). */
function currentId(): string | undefined {
  const issued = stored();
  if (issued && issued.expiresAt - renewBeforeMs > Date.now()) return issued.id;
  if (Date.now() - failedAt < retryAfterMs) return anonymousSessionId();
  return undefined;
}

async function fetchId(): Promise<string> {
  try {
    const response = await fetch(beaconUrl('ops/telemetry-session/'), {
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { session_id?: unknown; expires_at?: unknown };
    const expiresAt = Date.parse(String(body.expires_at));
    if (typeof body.session_id !== 'string' || Number.isNaN(expiresAt)) throw new Error('resposta inválida');
    keep({ id: body.session_id, expiresAt });
    return body.session_id;
  } catch {
    failedAt = Date.now();
    return anonymousSessionId();
  }
}

/** Fetches the tab's id ahead of its first beacon (bootstrap); never throws. */
export function prepareTelemetrySession(): Promise<string> {
  const now = currentId();
  if (now) return Promise.resolve(now);
  pending ??= fetchId().finally(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * Runs `send` with the tab's id: at once when the tab holds one, else once it arrived, unless the
 * page went meanwhile.
 */
export function withTelemetrySession(send: (sessionId: string) => void) {
  const now = currentId();
  if (now) send(now);
  else
    void prepareTelemetrySession().then((id) => {
      if (!leaving) send(id);
    });
}

/** Tests only: forget the tab's id and any failed attempt. */
export function resetTelemetrySession() {
  inMemory = undefined;
  pending = undefined;
  failedAt = 0;
  leaving = false;
  try {
    sessionStorage.removeItem(telemetryStorageKey);
  } catch {
    // Nothing stored.
  }
}
