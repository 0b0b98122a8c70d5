// One random id per browser tab: the stand-in for the telemetry id the API issues
// (telemetry-session.ts) while the API cannot be reached. Its failure reports reach operators; the
// release watcher does not count them.
const sessionKey = 'fidelidade:sessao-anonima';
let memoryId: string | undefined;

// crypto.randomUUID exists only on https and localhost; getRandomValues everywhere.
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** Random per browser tab (sessionStorage): counts sessions, identifies nobody. */
export function anonymousSessionId(): string {
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
