import type { Capability } from '@fidelidade/contract/capabilities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../domain/http-error.ts';
import { principalCan, toPrincipal } from '../domain/principal.ts';
import { accountOfRequest, refusePending } from './auth.ts';
import { answers } from './operation-contract.ts';

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

/** Role hooks beyond `authenticate`: customers, customers or staff, and the capability guard. */
async function accessPlugin(app: FastifyInstance) {
  const load = (request: FastifyRequest) => accountOfRequest(app, request);

  app.decorate(
    'requireCustomer',
    answers(
      async (request: FastifyRequest) => {
        const account = await load(request);
        if (account.userType !== 'CLIENTE') throw forbidden();
        request.principal = toPrincipal(account);
      },
      401,
      403,
    ),
  );

  app.decorate(
    'requireCustomerOrStaff',
    answers(
      async (request: FastifyRequest) => {
        const account = await load(request);
        const principal = toPrincipal(account);
        // The customer app's own vouchers, or the back-office's vouchers of the scope.
        if (account.userType !== 'CLIENTE' && !principalCan(principal, 'vouchers.read')) throw forbidden();
        if (account.userType !== 'CLIENTE') refusePending(account);
        request.principal = principal;
      },
      401,
      403,
    ),
  );

  app.decorate('requireCapability', (capability: Capability) =>
    answers(
      async (request: FastifyRequest) => {
        await app.authenticate(request);
        if (!request.principal || !principalCan(request.principal, capability)) throw forbidden();
      },
      401,
      403,
    ),
  );
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth', 'users-repository'] });
