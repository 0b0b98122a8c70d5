// Telemetry session ids the product vouches for (docs/security.md, canary telemetry): the API hands
// one to each browser tab (GET ops/telemetry-session/), signed with a key derived from the JWT
// secret, naming a pseudonymous source (a keyed hash of the address that asked, never the address)
// and when it was issued. The release watcher counts only sessions whose id verifies, caps how many
// one source contributes, and wants failures from several sources before it acts. The id keeps the
// shape of the anonymous ids before it (`[A-Za-z0-9-]`, at most 64 characters), so the same
// columns and body schemas hold it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an id counts after it was issued; the host fetches a new one after that. */
export const TELEMETRY_SESSION_TTL_SECONDS = 24 * 60 * 60;
/** An issue time this far in the future still verifies (instances' clocks differ a little). */
const CLOCK_SKEW_SECONDS = 300;

const FORMAT = /^v1-([0-9a-f]{12})-([0-9a-f]{12})-([0-9a-f]{8})-([0-9a-f]{24})$/;

export interface TelemetrySession {
  /** The whole signed id, stored as the session id. */
  sessionId: string;
  /** The pseudonymous source it was issued to (12 hex digits). */
  source: string;
  issuedAt: Date;
}

export function telemetrySessions(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('fidelidade:telemetry-session:v1').digest();
  const mac = (text: string, length: number) =>
    createHmac('sha256', key).update(text).digest('hex').slice(0, length);

  return {
    /** The source an address counts as: keyed, so the stored value does not reveal the address. */
    sourceOf: (addressKey: string) => mac(`source:${addressKey}`, 12),

    /** A new id for a tab at `addressKey` (domain/client-address.ts: an IPv6 client by its /64). */
    issue(addressKey: string, now = new Date()): TelemetrySession {
      const id = randomBytes(6).toString('hex');
      const source = this.sourceOf(addressKey);
      const issued = Math.floor(now.getTime() / 1000)
        .toString(16)
        .padStart(8, '0');
      const body = `v1-${id}-${source}-${issued}`;
      return {
        sessionId: `${body}-${mac(body, 24)}`,
        source,
        issuedAt: new Date(Number.parseInt(issued, 16) * 1000),
      };
    },

    /** The session an id names, or null: not issued by this product, altered, or expired. */
    verify(sessionId: string, now = new Date()): TelemetrySession | null {
      const match = FORMAT.exec(sessionId);
      if (!match) return null;
      const [, , source = '', issued = '', signature = ''] = match;
      const expected = Buffer.from(mac(sessionId.slice(0, -25), 24));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
      const issuedSeconds = Number.parseInt(issued, 16);
      const nowSeconds = now.getTime() / 1000;
      if (issuedSeconds > nowSeconds + CLOCK_SKEW_SECONDS) return null;
      if (nowSeconds - issuedSeconds > TELEMETRY_SESSION_TTL_SECONDS) return null;
      return { sessionId, source, issuedAt: new Date(issuedSeconds * 1000) };
    },
  };
}

export type TelemetrySessions = ReturnType<typeof telemetrySessions>;
