import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../domain/http-error.ts';
import { toPrincipal } from '../domain/principal.ts';
import { accountOfRequest } from './auth.ts';
import { answers } from './operation-contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for customer-app routes: a valid access token of an active CLIENTE. */
    authenticateCustomer: (request: FastifyRequest) => Promise<void>;
  }
}

async function customerAuthPlugin(app: FastifyInstance) {
  app.decorate(
    'authenticateCustomer',
    answers(
      async (request: FastifyRequest) => {
        const account = await accountOfRequest(app, request);
        if (account.userType !== 'CLIENTE') throw forbidden();
        request.principal = toPrincipal(account);
      },
      401,
      403,
    ),
  );
}

export default fp(customerAuthPlugin, {
  name: 'customer-auth',
  dependencies: ['auth', 'users-repository'],
});
