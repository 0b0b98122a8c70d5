import type { Capability } from '@fidelidade/contract/capabilities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, MESSAGES, notAuthenticated, tokenInvalid } from '../domain/http-error.ts';
import { principalCan, toPrincipal } from '../domain/principal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid access token of an active CLIENTE user (redeeming offers). */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook of the vouchers list: a CLIENTE, or a back-office user with vouchers.read. */
    requireCustomerOrStaff: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook factory: a back-office user whose role has `capability` in the shared table
     * (docs/architecture.md §6); 401 without a valid token, 403 otherwise.
     */
    requireCapability: (capability: Capability) => (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw notAuthenticated();
  const [scheme, token] = header.split(' ');
  if (!scheme || !/^Bearer$/i.test(scheme) || !token) throw tokenInvalid();
  return token;
}

/** Role hooks beyond `authenticate`: customers, customers or staff, and the capability guard. */
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
    const principal = toPrincipal(account);
    // The customer app's own vouchers, or the back-office's vouchers of the scope.
    if (account.userType !== 'CLIENTE' && !principalCan(principal, 'vouchers.read')) throw forbidden();
    request.principal = principal;
  });

  app.decorate('requireCapability', (capability: Capability) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.principal || !principalCan(request.principal, capability)) throw forbidden();
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth', 'users-repository'] });
