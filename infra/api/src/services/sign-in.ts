import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountRow } from '../repositories/users.ts';

export interface OpenedSession {
  access: string;
  refresh: string;
  sessionId: string;
}

/**
 * A new session for this device: its row (user_sessions, the session list), the first refresh
 * token of its family and the login event. The access token names the session (`sid`), so ending
 * it later ends this device only.
 */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  account: AccountRow,
  channel: 'admin' | 'app',
): Promise<OpenedSession> {
  const refresh = app.tokens.startSession(account);
  const userAgent = request.headers['user-agent'] ?? null;
  await app.userSessionsRepository.create({
    id: refresh.familyId,
    userId: account.id,
    channel,
    ip: request.ip || null,
    userAgent,
  });
  await app.refreshTokensRepository.create({
    jti: refresh.jti,
    familyId: refresh.familyId,
    userId: account.id,
    expiresAt: refresh.expiresAt,
    sessionStartedAt: refresh.sessionStartedAt,
  });
  await app.usersRepository.recordLogin(account.id, request.ip, userAgent, channel);
  return {
    access: app.tokens.accessToken(account, refresh.familyId),
    refresh: refresh.token,
    sessionId: refresh.familyId,
  };
}
