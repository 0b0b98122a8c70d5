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

export interface AccessClaims {
  userId: number;
  sessionVersion: number;
}

export interface RefreshClaims extends AccessClaims {
  jti: string;
  familyId: string;
}

/** Claims every token must carry: one without `exp` would never expire, one without `sv` never end. */
const REQUIRED_CLAIMS = ['exp', 'sub', 'token_type', 'sv'];

function subjectClaims(payload: Record<string, unknown>): AccessClaims | null {
  const userId = Number(payload.sub);
  const sessionVersion = payload.sv;
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion)) return null;
  return { userId, sessionVersion };
}

/**
 * HS256 JWTs: short-lived access tokens and rotating refresh tokens (jti + family id). Both carry
 * the user's session version (`sv`), compared with the user row on every use.
 */
export function createTokenService(config: TokenConfig) {
  const signAccess = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: config.accessTtlSeconds * 1000,
  });
  // Refresh tokens get their own `exp`: the idle timeout, capped by the session's absolute end.
  const signRefresh = createSigner({ key: config.jwtSecret, algorithm: 'HS256' });
  const verify = createVerifier({
    key: config.jwtSecret,
    algorithms: ['HS256'],
    requiredClaims: REQUIRED_CLAIMS,
  });

  function decode(token: string, type: 'access' | 'refresh'): Record<string, unknown> | null {
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
    accessToken(user: TokenSubject): string {
      return signAccess({
        sub: String(user.id),
        token_type: 'access',
        user_type: user.userType,
        sv: user.sessionVersion,
      });
    },

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
