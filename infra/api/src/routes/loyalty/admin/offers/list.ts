import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Offer, OfferListQuery, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import { offerJson } from '../../offer-helpers.ts';

/**
 * GET /api/v1/loyalty/admin/offers/list/ — newest first, scoped by role. `is_valid_now` (and the
 * valid_only filter, in SQL) read the validity window, time window and weekdays in São Paulo time.
 */
export default async function listOffers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/list/',
    {
      onRequest: app.requireCapability('offers.read'),
      schema: {
        querystring: OfferListQuery,
        response: { 200: PageOf(Offer), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const q = request.query;
      const { count, rows } = await app.offersRepository.page(
        {
          audience: requestScope(request),
          search: q.search,
          activeOnly: q.active_only,
          validOnly: q.valid_only,
          type: q.type || undefined,
        },
        p,
      );
      return pageBody(
        request,
        p,
        count,
        rows.map((row) => offerJson(app.media, row)),
      );
    },
  );
}
