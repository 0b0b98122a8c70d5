import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerProfile, Detail, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { customerProfileBody, scopedCustomer } from './customer-helpers.ts';

/**
 * GET /api/v1/users/{id}/customer/ — the customer page's header: who, the points figures of the
 * ledger and the voucher counts. Scoped like Tabelas → Usuários; anything else is a 404.
 */
export default async function customerProfile(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/customer/',
    {
      onRequest: app.requireCapability('customers.read'),
      schema: {
        params: IdParams,
        response: { 200: CustomerProfile, 404: Detail },
      },
    },
    async (request) => customerProfileBody(await scopedCustomer(request, request.params.id)),
  );
}
