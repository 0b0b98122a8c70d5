import { eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

/**
 * THE condition of every marketing message (docs/security.md, LGPD; docs/architecture.md §5): the
 * customer's marketing consent is on. A customer without a recorded consent has not given it. The
 * recipient selection of every push (services/audiences/recipients.ts, reachableWhere: the form's
 * 'all', an audience, a scheduled push, a campaign) ANDs it. It reads users.marketing_consent, the
 * copy of customer_consents its triggers keep (migration 0028), so it costs no probe per customer.
 */
export function marketingConsentSql(): SQL {
  return eq(users.marketingConsent, true);
}
