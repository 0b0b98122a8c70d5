import { sendBeacon } from './api-beacon';
import { withTelemetrySession } from './telemetry-session';

// The denominator of a version's failure rate: the tabs that ran it. Sent once per tab × remote ×
// version; the tab's list lives in sessionStorage so a reload does not send it again (the API
// ignores a repeat anyway).
const sentKey = 'fidelidade:sessoes-contadas';
const sentInMemory = new Set<string>();

function alreadySent(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(sentKey) ?? '[]');
    return new Set([...sentInMemory, ...(Array.isArray(stored) ? stored.map(String) : [])]);
  } catch {
    return new Set(sentInMemory);
  }
}

function remember(keys: Set<string>) {
  try {
    sessionStorage.setItem(sentKey, JSON.stringify([...keys]));
  } catch {
    // No storage: this page load still sends each one once.
  }
}

/** Counts this tab as a session of `remote@version` (POST ops/remote-sessions/, the tab's telemetry id). */
export function reportRemoteSession(remote: string, version: string) {
  const key = `${remote}@${version}`;
  const sent = alreadySent();
  if (sent.has(key)) return;
  sent.add(key);
  sentInMemory.add(key);
  remember(sent);
  withTelemetrySession((sessionId) =>
    sendBeacon('ops/remote-sessions/', { remote, version, session_id: sessionId }),
  );
}

/** Tests only: forget the sessions this tab counted. */
export function resetCountedSessions() {
  sentInMemory.clear();
  try {
    sessionStorage.removeItem(sentKey);
  } catch {
    // Nothing stored.
  }
}
