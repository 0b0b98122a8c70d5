let apiBase = '/api/v1/';

/** Beacons go to the API (`<apiBaseUrl>ops/…`); bootstrap sets it from /config.json. */
export function configureBeacons(apiBaseUrl: string) {
  apiBase = apiBaseUrl;
}

/** The absolute URL of `<apiBase><path>`. */
export const beaconUrl = (path: string) => new URL(path, new URL(apiBase, window.location.origin)).toString();

/**
 * POSTs `body` as JSON to `<apiBase><path>` without the session (the endpoints are anonymous): a
 * beacon, so it leaves even while the page unloads; fetch with keepalive where there is none.
 * Never throws: telemetry must not break a screen.
 */
export function sendBeacon(path: string, body: object) {
  const json = JSON.stringify(body);
  try {
    const endpoint = beaconUrl(path);
    if (navigator.sendBeacon?.(endpoint, new Blob([json], { type: 'application/json' }))) return;
    void fetch(endpoint, {
      method: 'POST',
      body: json,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the screen.
  }
}
