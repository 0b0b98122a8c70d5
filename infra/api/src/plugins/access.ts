import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, MESSAGES, notAuthenticated, tokenInvalid } from '../lib/http-error.ts';
import { canUseBackOffice, isAdmin, toPrincipal } from '../lib/principal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid access token of an active CLIENTE user (redeeming offers). */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a CLIENTE or a back-office user (the handler branches on the user type). */
    requireCustomerOrStaff: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a back-office ADMIN (or superuser). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw notAuthenticated();
  const [scheme, token] = header.split(' ');
  if (!scheme || !/^Bearer$/i.test(scheme) || !token) throw tokenInvalid();
  return token;
}

/** Role hooks beyond `authenticate` (back-office): customers, customers or staff, ADMIN only. */
async function accessPlugin(app: FastifyInstance) {
  async function load(request: FastifyRequest) {
    const userId = app.tokens.verifyAccess(bearer(request));
    if (userId === null) throw tokenInvalid();
    const account = await app.usersRepository.findById(userId);
    if (!account?.isActive)
      throw new HttpError(401, { detail: MESSAGES.userInactive, code: 'user_inactive' });
    return account;
  }

  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const account = await load(request);
    if (account.userType !== 'CLIENTE') throw forbidden();
    request.principal = toPrincipal(account);
  });

  app.decorate('requireCustomerOrStaff', async (request: FastifyRequest) => {
    const account = await load(request);
    if (account.userType !== 'CLIENTE' && !canUseBackOffice(account)) throw forbidden();
    request.principal = toPrincipal(account);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.principal || !isAdmin(request.principal)) throw forbidden();
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth', 'users-repository'] });
