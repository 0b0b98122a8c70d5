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

/**
 * Tells operators that a remote version failed in a real browser: the API stores it, so a bad
 * deploy is noticed even when the fallback version hides it from users.
 */
export function reportRemoteFailure(failed: FailedRemote, message: string, error: unknown) {
  console.error(message, error);
  const detail = error instanceof Error ? error.message : String(error);
  const text = `${message}: ${detail}`.slice(0, 1000);
  const key = `${failed.remote}@${failed.version}:${failed.kind}:${text}`;
  if (sent.has(key) || sent.size >= maxReportsPerPage) return;
  sent.add(key);
  const page = window.location.pathname;
  withTelemetrySession((sessionId) =>
    sendBeacon('ops/remote-failures/', { ...failed, page, message: text, session_id: sessionId }),
  );
}

/** Tests only: forget what this page load already reported. */
export function resetSentReports() {
  sent.clear();
}
