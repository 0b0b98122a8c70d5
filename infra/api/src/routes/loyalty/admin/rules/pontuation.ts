import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';

const Rule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  transaction_type_key: Type.String(),
  /** Fraction: 0.1 = 10 % of the value in BRL becomes points. */
  weight: Type.Number(),
  is_active: Type.Boolean(),
});

/** GET /api/v1/loyalty/admin/rules/pontuation/ — points rules (any back-office user may read). */
export default async function pointsRules(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/rules/pontuation/',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: Type.Object(PageQuery),
        response: { 200: PageOf(Rule), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.loyaltyAdminRepository.rules(p);
      const results = rows.map((row) => ({
        id: row.id,
        name: row.name,
        transaction_type_key: row.transactionTypeKey,
        weight: Number(row.weight),
        is_active: row.isActive,
      }));
      return pageBody(request, p, count, results);
    },
  );
}
