import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenConfig {
  jwtSecret: string;
  accessTtlSeconds: number;
  /** Idle timeout: a refresh token unused this long has expired. */
  refreshTtlSeconds: number;
  /** Absolute lifetime of a session from its sign-in, whatever the refreshes. */
  sessionMaxSeconds: number;
}

/** Whom a token is issued to: the user's session version ends every token when it changes. */
export interface TokenSubject {
  id: number;
  userType: string;
  sessionVersion: number;
}

export interface IssuedRefresh {
  token: string;
  jti: string;
  familyId: string;
  expiresAt: Date;
  /** The sign-in that started the family, carried over every rotation. */
  sessionStartedAt: Date;
}

/** The family a refresh token belongs to, and the id it will have. */
export interface RefreshSession {
  jti: string;
  familyId: string;
  sessionStartedAt: Date;
}

interface SubjectClaims {
  userId: number;
  sessionVersion: number;
}

export interface AccessClaims extends SubjectClaims {
  /** The sign-in (user_sessions.id, the refresh family) the token belongs to. */
  sessionId: string;
}

export interface RefreshClaims extends SubjectClaims {
  jti: string;
  familyId: string;
}

/** Between the password and the second factor of a sign-in (users/auth/two-factor/). */
export type ChallengeClaims = SubjectClaims;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a browser is remembered as one that signed in (the device cookie). */
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
/** The accounts one device cookie remembers (a shared counter computer), the latest kept. */
const DEVICE_MAX_USERS = 20;

export interface DeviceClaims {
  deviceId: string;
  userIds: number[];
}

/** How long the code step of a sign-in may take after the password. */
const CHALLENGE_TTL_SECONDS = 5 * 60;

/** Claims every token must carry: one without `exp` would never expire, one without `sv` never end. */
const REQUIRED_CLAIMS = ['exp', 'sub', 'token_type', 'sv'];

function subjectClaims(payload: Record<string, unknown>): SubjectClaims | null {
  const userId = Number(payload.sub);
  const sessionVersion = payload.sv;
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion)) return null;
  return { userId, sessionVersion };
}

/**
 * HS256 JWTs: short-lived access tokens, rotating refresh tokens (jti + family id) and the
 * sign-in's two-factor challenge. All carry the user's session version (`sv`), compared with the
 * user row on every use; an access token also names its session (`sid`, the refresh family), which
 * must still be live (docs/security.md, sessions).
 */
export function createTokenService(config: TokenConfig) {
  const signAccess = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: config.accessTtlSeconds * 1000,
  });
  const signChallenge = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: CHALLENGE_TTL_SECONDS * 1000,
  });
  // Refresh tokens get their own `exp`: the idle timeout, capped by the session's absolute end.
  const signRefresh = createSigner({ key: config.jwtSecret, algorithm: 'HS256' });
  const verify = createVerifier({
    key: config.jwtSecret,
    algorithms: ['HS256'],
    requiredClaims: REQUIRED_CLAIMS,
  });

  const signDevice = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: DEVICE_TTL_SECONDS * 1000,
  });
  const verifyDeviceToken = createVerifier({
    key: config.jwtSecret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'token_type', 'did', 'uids'],
  });

  function decode(token: string, type: 'access' | 'refresh' | 'two_factor'): Record<string, unknown> | null {
    try {
      const payload = verify(token) as Record<string, unknown>;
      return payload.token_type === type ? payload : null;
    } catch {
      return null;
    }
  }

  function issueRefresh(user: TokenSubject, session: RefreshSession): IssuedRefresh | null {
    const { jti, familyId, sessionStartedAt } = session;
    const sessionEnd = sessionStartedAt.getTime() + config.sessionMaxSeconds * 1000;
    const expiresAt = new Date(Math.min(Date.now() + config.refreshTtlSeconds * 1000, sessionEnd));
    // Whole seconds, rounded down: a token never outlives the session's end.
    const exp = Math.floor(expiresAt.getTime() / 1000);
    if (exp * 1000 <= Date.now()) return null;
    const token = signRefresh({
      sub: String(user.id),
      token_type: 'refresh',
      jti,
      fam: familyId,
      sv: user.sessionVersion,
      exp,
    });
    return { token, jti, familyId, expiresAt: new Date(exp * 1000), sessionStartedAt };
  }

  return {
    accessToken(user: TokenSubject, sessionId: string): string {
      return signAccess({
        sub: String(user.id),
        token_type: 'access',
        user_type: user.userType,
        sv: user.sessionVersion,
        sid: sessionId,
      });
    },

    /** Proof that the password was right, exchanged with a code for the session (5 minutes). */
    challengeToken(user: TokenSubject): string {
      return signChallenge({ sub: String(user.id), token_type: 'two_factor', sv: user.sessionVersion });
    },

    challengeTtlSeconds: CHALLENGE_TTL_SECONDS,

    /** The refresh token of a new sign-in: a new family whose session starts now. */
    startSession(user: TokenSubject): IssuedRefresh {
      const session = { jti: randomUUID(), familyId: randomUUID(), sessionStartedAt: new Date() };
      const issued = issueRefresh(user, session);
      if (!issued) throw new Error('SESSION_MAX_DAYS leaves no time for a session');
      return issued;
    },

    /** The next refresh token of a family; null once the session has reached SESSION_MAX_DAYS. */
    continueSession(user: TokenSubject, session: RefreshSession): IssuedRefresh | null {
      return issueRefresh(user, session);
    },

    verifyAccess(token: string): AccessClaims | null {
      const payload = decode(token, 'access');
      const subject = payload ? subjectClaims(payload) : null;
      // A token issued before sessions had ids has no `sid`: refused, the client refreshes.
      if (!subject || typeof payload?.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return { ...subject, sessionId: payload.sid };
    },

    /**
     * The device cookie's value: this browser signed in successfully as these users (the sign-in
     * limits trust it, plugins/login-guard.ts). Carries no right to anything else.
     */
    deviceToken(device: DeviceClaims): string {
      const uids = [...new Set(device.userIds)].slice(-DEVICE_MAX_USERS);
      return signDevice({ token_type: 'device', did: device.deviceId, uids });
    },

    deviceTtlSeconds: DEVICE_TTL_SECONDS,

    verifyDevice(token: string): DeviceClaims | null {
      try {
        const payload = verifyDeviceToken(token) as Record<string, unknown>;
        const { did, uids } = payload;
        if (payload.token_type !== 'device' || typeof did !== 'string' || !UUID.test(did)) return null;
        if (!Array.isArray(uids) || !uids.every((id) => Number.isSafeInteger(id))) return null;
        return { deviceId: did, userIds: uids as number[] };
      } catch {
        return null;
      }
    },

    verifyChallenge(token: string): ChallengeClaims | null {
      const payload = decode(token, 'two_factor');
      return payload ? subjectClaims(payload) : null;
    },

    verifyRefresh(token: string): RefreshClaims | null {
      const payload = decode(token, 'refresh');
      const subject = payload ? subjectClaims(payload) : null;
      if (!payload || !subject) return null;
      const { jti, fam } = payload;
      if (typeof jti !== 'string' || typeof fam !== 'string') return null;
      return { ...subject, jti, familyId: fam };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
