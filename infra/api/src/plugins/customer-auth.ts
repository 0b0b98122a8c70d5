import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, MESSAGES, notAuthenticated, tokenInvalid } from '../domain/http-error.ts';
import { toPrincipal } from '../domain/principal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for customer-app routes: a valid access token of an active CLIENTE. */
    authenticateCustomer: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (!scheme || !/^Bearer$/i.test(scheme) || !token) throw tokenInvalid();
  return token;
}

async function customerAuthPlugin(app: FastifyInstance) {
  app.decorate('authenticateCustomer', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw notAuthenticated();
    const userId = app.tokens.verifyAccess(token);
    if (userId === null) throw tokenInvalid();
    const account = await app.usersRepository.findById(userId);
    if (!account?.isActive)
      throw new HttpError(401, { detail: MESSAGES.userInactive, code: 'user_inactive' });
    if (account.userType !== 'CLIENTE') throw forbidden();
    request.principal = toPrincipal(account);
  });
}

export default fp(customerAuthPlugin, {
  name: 'customer-auth',
  dependencies: ['auth', 'users-repository'],
});
