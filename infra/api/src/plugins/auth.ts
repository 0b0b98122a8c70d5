import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { forbidden, HttpError, MESSAGES, notAuthenticated, tokenInvalid } from '../domain/http-error.ts';
import { canUseBackOffice, type Principal, type Scope, scopeOf, toPrincipal } from '../domain/principal.ts';
import { type TelemetrySessions, telemetrySessions } from '../domain/telemetry-session.ts';
import { createTokenService, type TokenService } from '../domain/tokens.ts';
import type { AccountRow } from '../repositories/users.ts';
import { loadOrCreateJwtSecret } from '../services/jwt-secret.ts';
import { answers } from './operation-contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Signs and verifies the browsers' telemetry session ids (canary counting). */
    telemetrySessions: TelemetrySessions;
    /**
     * onRequest hook: requires a valid access token of a back-office user with nothing pending (a
     * new password, two-factor setup); see `pendingAction`.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook of Meu Perfil: a back-office user's own account, even with an action pending. */
    authenticateAccount: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: requires a valid access token of any active user, CLIENTE included. */
    authenticateAny: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The access token's session (user_sessions.id), once authenticated. */
    sessionId: string | null;
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
 * The active user an access token names, loaded on every request with the token's session in the
 * same statement: a token of an ended session (Sair, Encerrar) or of an older session version (every
 * session ended: a new password, a role or status change) is refused.
 */
export async function accountOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<AccountRow> {
  const token = bearer(request);
  if (!token) throw notAuthenticated();
  const claims = app.tokens.verifyAccess(token);
  if (claims === null) throw tokenInvalid();
  const found = await app.usersRepository.findForAccess(claims.userId, claims.sessionId);
  if (!found?.isActive) throw new HttpError(401, { detail: MESSAGES.userInactive, code: 'user_inactive' });
  const { sessionLive, ...account } = found;
  if (account.sessionVersion !== claims.sessionVersion || !sessionLive) throw tokenInvalid();
  request.sessionId = claims.sessionId;
  return account;
}

/** Answers of a back-office request while the account must first act in Meu Perfil. */
const PENDING = {
  password_change_required: 'Defina uma nova senha em Meu Perfil para continuar.',
  two_factor_setup_required: 'Ative a verificação em duas etapas em Meu Perfil para continuar.',
} as const;
export type PendingAction = keyof typeof PENDING;
type PendingFields = Pick<AccountRow, 'passwordChangeRequired' | 'twoFactorRequired' | 'twoFactorEnabled'>;

/**
 * What a back-office account must do before anything else: pick a password the staff policy
 * accepts (docs/product.md §5.7), or set up the second factor its role requires.
 */
export function pendingAction(account: PendingFields): PendingAction | null {
  if (account.passwordChangeRequired) return 'password_change_required';
  if (account.twoFactorRequired && !account.twoFactorEnabled) return 'two_factor_setup_required';
  return null;
}

export function refusePending(account: PendingFields): void {
  const pending = pendingAction(account);
  if (pending) throw new HttpError(403, { detail: PENDING[pending], code: pending });
}

async function authPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const jwtSecret = opts.config.JWT_SECRET ?? (await loadOrCreateJwtSecret(app.db));
  // The browsers' telemetry ids are signed with a key derived from the same secret, so every
  // instance on one database verifies them alike (domain/telemetry-session.ts).
  app.decorate('telemetrySessions', telemetrySessions(jwtSecret));
  app.decorate(
    'tokens',
    createTokenService({
      jwtSecret,
      accessTtlSeconds: opts.config.ACCESS_TTL_SECONDS,
      refreshTtlSeconds: opts.config.REFRESH_TTL_SECONDS,
      sessionMaxSeconds: opts.config.SESSION_MAX_DAYS * 24 * 60 * 60,
    }),
  );
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionId', null);

  app.decorate(
    'authenticateAccount',
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
    'authenticate',
    answers(
      async (request: FastifyRequest) => {
        await app.authenticateAccount(request);
        if (request.principal) refusePending(request.principal);
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
