import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PageOf, TransactionHistoryItem, TransactionHistoryQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { isDebit } from '../../../../domain/ledger-direction.ts';
import { pageBody, paging } from '../../../../domain/pagination.ts';
import { requestScope } from '../../../../plugins/auth.ts';

/** GET /api/v1/loyalty/admin/transactions/history/ — ledger as earn/redeem transactions. */
export default async function transactionsHistory(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/history/',
    {
      onRequest: app.requireCapability('loyalty.read'),
      schema: {
        querystring: TransactionHistoryQuery,
        response: { 200: PageOf(TransactionHistoryItem), 404: Detail },
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
        transaction_type: isDebit(row) ? ('REDEEM' as const) : ('EARN' as const),
        description: row.description,
        created_at: row.createdAt.toISOString(),
      }));
      return pageBody(request, p, total, results);
    },
  );
}
