import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import { Detail } from '../common/schemas.ts';
import { OfferOut, OfferTypeQuery, offerJson } from './schemas.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  active_only: Type.Optional(Type.Boolean()),
  valid_only: Type.Optional(Type.Boolean()),
  type: OfferTypeQuery,
});

/**
 * GET /api/v1/loyalty/admin/offers/list/ — newest first, scoped by role. `is_valid_now` (and the
 * valid_only filter, in SQL) read the validity window, time window and weekdays in São Paulo time.
 */
export default async function listOffers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/offers/list/',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: Query,
        response: { 200: PageOf(OfferOut), 401: Detail, 403: Detail, 404: Detail },
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
