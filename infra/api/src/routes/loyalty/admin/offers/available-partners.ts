import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AvailablePartners } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../../plugins/auth.ts';

/**
 * GET /api/v1/loyalty/admin/offers/available-partners/ — targets for the offer form, by role:
 * ADMIN every store and dealership, DEALERSHIP its dealership, PARCEIRO its partner's stores.
 * `location` reads 'address - city - state'.
 */
export default async function availablePartners(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/available-partners/',
    {
      onRequest: app.requireCapability('offers.read'),
      schema: {
        response: {
          200: AvailablePartners,
        },
      },
    },
    async (request) => {
      const { stores, dealerships } = await app.offersRepository.targets(requestScope(request));
      return { partner_locations: stores, dealerships };
    },
  );
}
