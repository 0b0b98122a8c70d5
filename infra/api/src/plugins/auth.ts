import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { forbidden, HttpError, MESSAGES, notAuthenticated, tokenInvalid } from '../domain/http-error.ts';
import { canUseBackOffice, type Principal, type Scope, scopeOf, toPrincipal } from '../domain/principal.ts';
import { createTokenService, type TokenService } from '../domain/tokens.ts';
import type { AccountRow } from '../repositories/users.ts';
import { loadOrCreateJwtSecret } from '../services/jwt-secret.ts';
import { answers } from './operation-contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: requires a valid access token of a back-office user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: requires a valid access token of any active user, CLIENTE included. */
    authenticateAny: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The authenticated user's data scope; only valid after `authenticate`. */
export function requestScope(request: FastifyRequest): Scope {
  if (!request.principal) throw notAuthenticated();
  return scopeOf(request.principal);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (!scheme || !/^Bearer$/i.test(scheme) || !token) throw tokenInvalid();
  return token;
}

/**
 * The active user an access token names, loaded on every request: a token of an older session
 * version (the user signed out, or their password, role or status changed since) is refused.
 */
export async function accountOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<AccountRow> {
  const token = bearer(request);
  if (!token) throw notAuthenticated();
  const claims = app.tokens.verifyAccess(token);
  if (claims === null) throw tokenInvalid();
  const account = await app.usersRepository.findById(claims.userId);
  if (!account?.isActive) throw new HttpError(401, { detail: MESSAGES.userInactive, code: 'user_inactive' });
  if (account.sessionVersion !== claims.sessionVersion) throw tokenInvalid();
  return account;
}

async function authPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  app.decorate(
    'tokens',
    createTokenService({
      jwtSecret: opts.config.JWT_SECRET ?? (await loadOrCreateJwtSecret(app.db)),
      accessTtlSeconds: opts.config.ACCESS_TTL_SECONDS,
      refreshTtlSeconds: opts.config.REFRESH_TTL_SECONDS,
      sessionMaxSeconds: opts.config.SESSION_MAX_DAYS * 24 * 60 * 60,
    }),
  );
  app.decorateRequest('principal', null);

  app.decorate(
    'authenticate',
    answers(
      async (request: FastifyRequest) => {
        const account = await accountOfRequest(app, request);
        if (!canUseBackOffice(account)) throw forbidden();
        request.principal = toPrincipal(account);
      },
      401,
      403,
    ),
  );

  app.decorate(
    'authenticateAny',
    answers(async (request: FastifyRequest) => {
      request.principal = toPrincipal(await accountOfRequest(app, request));
    }, 401),
  );
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'users-repository'] });
