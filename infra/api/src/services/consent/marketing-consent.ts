import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { customerConsents, users } from '../../db/schema/index.ts';

/**
 * THE condition of every marketing message (docs/security.md, LGPD; docs/architecture.md §5): the
 * customer's marketing consent is on. A customer without a recorded consent has not given it. The
 * recipient selection of every push (services/audiences/recipients.ts, reachableWhere: the form's
 * 'all', an audience, a scheduled push) ANDs it; so must any other selection that sends pushes or
 * campaigns. `userId` is the column holding the customer's id (users.id by default). Served by customer_consents_marketing_idx.
 */
export function marketingConsentSql(userId: AnyColumn | SQL = users.id): SQL {
  return sql`exists (select 1 from ${customerConsents} where ${customerConsents.userId} = ${userId} and ${customerConsents.purpose} = 'marketing_push' and ${customerConsents.granted})`;
}
