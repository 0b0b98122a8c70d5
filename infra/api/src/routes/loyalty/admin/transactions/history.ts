import { TransactionHistoryItem, TransactionHistoryQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { isDebit } from '../../../../domain/ledger-direction.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import type { LedgerRow } from '../../../../repositories/ledger.ts';
import { listRoute } from '../../../list-route.ts';

const transactionItem = (row: LedgerRow): TransactionHistoryItem => ({
  id: row.id,
  user_name: row.userName,
  points: Math.abs(row.points),
  transaction_type: isDebit(row) ? 'REDEEM' : 'EARN',
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/** GET /api/v1/loyalty/admin/transactions/history/ — ledger as earn/redeem transactions. */
export default async function transactionsHistory(app: FastifyInstance) {
  listRoute(app, {
    url: '/history/',
    onRequest: app.requireCapability('loyalty.read'),
    query: TransactionHistoryQuery,
    item: TransactionHistoryItem,
    filter: (request, query) => ({ scope: requestScope(request), search: query.search }),
    page: (filter, p) => app.ledgerRepository.page(filter, p),
    toItem: transactionItem,
  });
}
