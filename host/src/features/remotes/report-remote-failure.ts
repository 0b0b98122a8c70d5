import type { RemoteFailureKind } from '@fidelidade/contract/enums';

/** The failing remote version, as the API's failure reports name it. */
export interface FailedRemote {
  remote: string;
  version: string;
  kind: RemoteFailureKind;
}

let apiBase = '/api/v1/';

/** Reports go to the API (`<apiBaseUrl>ops/remote-failures/`); bootstrap sets it from /config.json. */
export function configureFailureReports(apiBaseUrl: string) {
  apiBase = apiBaseUrl;
}

const sessionKey = 'fidelidade:sessao-anonima';
let memoryId: string | undefined;
// crypto.randomUUID exists only on https and localhost; getRandomValues everywhere.
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** Random per browser tab (sessionStorage): counts sessions, identifies nobody. */
function anonymousSessionId(): string {
  try {
    const stored = sessionStorage.getItem(sessionKey);
    if (stored) return stored;
    const id = randomId();
    sessionStorage.setItem(sessionKey, id);
    return id;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}

// A failure that repeats (a crash loop, an error on every click) is reported once per page load,
// and a page reports a bounded number: the API's per-address limit is for all tabs behind it.
const sent = new Set<string>();
const maxReportsPerPage = 20;

/**
 * Tells operators that a remote version failed in a real browser: the API stores it (beacon, so it
 * leaves even while the page unloads), so a bad deploy is noticed even when the fallback version
 * hides it from users.
 */
export function reportRemoteFailure(failed: FailedRemote, message: string, error: unknown) {
  console.error(message, error);
  const detail = error instanceof Error ? error.message : String(error);
  const text = `${message}: ${detail}`.slice(0, 1000);
  const key = `${failed.remote}@${failed.version}:${failed.kind}:${text}`;
  if (sent.has(key) || sent.size >= maxReportsPerPage) return;
  sent.add(key);
  const body = JSON.stringify({
    ...failed,
    page: window.location.pathname,
    message: text,
    session_id: anonymousSessionId(),
  });
  try {
    const endpoint = new URL('ops/remote-failures/', new URL(apiBase, window.location.origin)).toString();
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
    void fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the screen.
  }
}

/** Tests only: forget what this page load already reported. */
export function resetSentReports() {
  sent.clear();
}
