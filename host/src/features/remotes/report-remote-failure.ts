import type { RemoteFailureKind } from '@fidelidade/contract/enums';
import { sendBeacon } from './api-beacon';
import { withTelemetrySession } from './telemetry-session';

/** The failing remote version, as the API's failure reports name it. */
export interface FailedRemote {
  remote: string;
  version: string;
  kind: RemoteFailureKind;
}

// A failure that repeats (a crash loop, an error on every click) is reported once per page load,
// and a page reports a bounded number: the API's per-address limit is for all tabs behind it.
const sent = new Set<string>();
const maxReportsPerPage = 20;

// Reports not sent yet, kept in the tab: a report waits for the tab's telemetry id (only reports with
// the id the API issued count for the release watcher), and a page reloaded before the id arrived
// leaves its report here for the tab's next load to send (sendFailureReports at start-up). The tab
// remembers a failed version (bad-versions.ts), so that load will not fail and report it again.
const outboxKey = 'fidelidade:relatos-de-falha';

interface UnsentReport extends FailedRemote {
  page: string;
  message: string;
}

function unsent(): UnsentReport[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(outboxKey) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsentReport[]) : [];
  } catch {
    return [];
  }
}

function keepUnsent(reports: UnsentReport[]) {
  try {
    if (reports.length > 0) sessionStorage.setItem(outboxKey, JSON.stringify(reports));
    else sessionStorage.removeItem(outboxKey);
  } catch {
    // No storage: a report waits in this page load only.
  }
}

/** Sends the tab's unsent reports with its telemetry id; at start-up, those of an earlier load. */
export function sendFailureReports() {
  if (unsent().length === 0) return;
  withTelemetrySession((sessionId) => {
    const reports = unsent();
    keepUnsent([]);
    for (const report of reports) sendBeacon('ops/remote-failures/', { ...report, session_id: sessionId });
  });
}

/**
 * Tells operators that a remote version failed in a real browser: the API stores it, so a bad
 * deploy is noticed even when the fallback version hides it from users. `fromNextLoad`: the caller
 * reloads the page at once, which can cut a beacon sent now; the reloaded page sends it.
 */
export function reportRemoteFailure(
  failed: FailedRemote,
  message: string,
  error: unknown,
  { fromNextLoad = false } = {},
) {
  console.error(message, error);
  const detail = error instanceof Error ? error.message : String(error);
  const text = `${message}: ${detail}`.slice(0, 1000);
  const key = `${failed.remote}@${failed.version}:${failed.kind}:${text}`;
  if (sent.has(key) || sent.size >= maxReportsPerPage) return;
  sent.add(key);
  const report = { ...failed, page: window.location.pathname, message: text };
  keepUnsent([...unsent(), report].slice(-maxReportsPerPage));
  if (!fromNextLoad) sendFailureReports();
}

/** Tests only: forget what this page load already reported, and the tab's unsent reports. */
export function resetSentReports() {
  sent.clear();
  keepUnsent([]);
}
