import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requestScope } from '../../plugins/auth.ts';
import { Detail, Nullable } from '../common/schemas.ts';

const Option = Type.Object({ id: Type.Integer(), name: Type.String(), location: Nullable(Type.String()) });

/**
 * GET /api/v1/loyalty/admin/offers/available-partners/ — targets for the offer form, by role:
 * ADMIN every store and dealership, DEALERSHIP its dealership, PARCEIRO its partner's stores.
 * `location` reads 'address - city - state'.
 */
export default async function availablePartners(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/offers/available-partners/',
    {
      onRequest: app.authenticate,
      schema: {
        response: {
          200: Type.Object({ partner_locations: Type.Array(Option), dealerships: Type.Array(Option) }),
          401: Detail,
          403: Detail,
        },
      },
    },
    async (request) => {
      const { stores, dealerships } = await app.offersRepository.targets(requestScope(request));
      return { partner_locations: stores, dealerships };
    },
  );
}
