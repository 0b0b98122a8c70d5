import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import { Detail } from '../common/schemas.ts';

const Query = Type.Object({ ...PageQuery, search: Type.Optional(Type.String({ maxLength: 200 })) });

const Transaction = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  /** Magnitude; the direction is in transaction_type. */
  points: Type.Integer(),
  transaction_type: Type.Union([Type.Literal('EARN'), Type.Literal('REDEEM')]),
  description: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

/** GET /api/v1/loyalty/admin/transactions/history/ — ledger as earn/redeem transactions. */
export default async function transactionsHistory(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/loyalty/admin/transactions/history/',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: Query,
        response: { 200: PageOf(Transaction), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { total, rows } = await app.ledgerRepository.page(
        { scope: requestScope(request), search: request.query.search },
        p,
      );
      const results = rows.map((row) => ({
        id: row.id,
        user_name: row.userName,
        points: Math.abs(row.points),
        transaction_type: row.points >= 0 ? ('EARN' as const) : ('REDEEM' as const),
        description: row.description,
        created_at: row.createdAt.toISOString(),
      }));
      return pageBody(request, p, total, results);
    },
  );
}
