import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerBalance, Detail } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';

/**
 * GET /api/v1/loyalty/points/ — the customer app's balance: spendable points, points waiting for
 * their settlement period, and the next expiry (points and instant). CLIENTE only.
 */
export default async function customerBalance(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.authenticateCustomer,
      schema: { response: { 200: CustomerBalance, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const id = request.principal?.id;
      if (id === undefined) throw notAuthenticated();
      const points = await app.pointsRepository.customerPoints(id, 30);
      return { available: points.available, pending: points.pending, next_expiry: points.next_expiry };
    },
  );
}
