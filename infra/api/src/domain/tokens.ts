import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenConfig {
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface IssuedRefresh {
  token: string;
  jti: string;
  familyId: string;
  expiresAt: Date;
}

export interface RefreshClaims {
  userId: number;
  jti: string;
  familyId: string;
}

function claimsUserId(payload: Record<string, unknown>): number | null {
  const id = Number(payload.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** HS256 JWTs: short-lived access tokens and rotating refresh tokens (jti + family id). */
export function createTokenService(config: TokenConfig) {
  const signAccess = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: config.accessTtlSeconds * 1000,
  });
  const signRefresh = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: config.refreshTtlSeconds * 1000,
  });
  const verify = createVerifier({ key: config.jwtSecret, algorithms: ['HS256'] });

  function decode(token: string, type: 'access' | 'refresh'): Record<string, unknown> | null {
    try {
      const payload = verify(token) as Record<string, unknown>;
      return payload.token_type === type ? payload : null;
    } catch {
      return null;
    }
  }

  return {
    accessToken(user: { id: number; userType: string }): string {
      return signAccess({ sub: String(user.id), token_type: 'access', user_type: user.userType });
    },

    refreshToken(userId: number, familyId: string = randomUUID()): IssuedRefresh {
      const jti = randomUUID();
      const token = signRefresh({ sub: String(userId), token_type: 'refresh', jti, fam: familyId });
      const expiresAt = new Date(Date.now() + config.refreshTtlSeconds * 1000);
      return { token, jti, familyId, expiresAt };
    },

    verifyAccess(token: string): number | null {
      const payload = decode(token, 'access');
      return payload ? claimsUserId(payload) : null;
    },

    verifyRefresh(token: string): RefreshClaims | null {
      const payload = decode(token, 'refresh');
      if (!payload) return null;
      const userId = claimsUserId(payload);
      const { jti, fam } = payload;
      if (userId === null || typeof jti !== 'string' || typeof fam !== 'string') return null;
      return { userId, jti, familyId: fam };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
