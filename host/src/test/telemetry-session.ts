import { resetTelemetrySession, telemetryStorageKey } from '../features/remotes/telemetry-session';

/** A telemetry id as the API issues it (domain/telemetry-session.ts in infra/api). */
export const VOUCHED_TELEMETRY_ID = 'v1-0123456789ab-0123456789ab-6750a1b2-0123456789abcdef01234567';

/**
 * The tab already holds a telemetry id (the boot fetched it), so beacons leave at once, as in the
 * browser once the first screen loaded.
 */
export function holdTelemetrySession(id = VOUCHED_TELEMETRY_ID) {
  resetTelemetrySession();
  sessionStorage.setItem(telemetryStorageKey, JSON.stringify({ id, expiresAt: Date.now() + 86_400_000 }));
}
