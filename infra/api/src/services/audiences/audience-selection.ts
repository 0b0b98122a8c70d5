import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audiences } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';
import type { AudienceOwner, Selection } from './recipients.ts';

/**
 * Whom a push reaches: the audience's members when it names one (its rules as they are now, or its
 * list, within its owner's scope, which the sender's contains), else every customer of the sender's
 * scope. Null when the named audience no longer exists.
 */
export async function audienceSelection(
  db: Database | Tx,
  audienceId: number | null,
  senderScope: AudienceOwner,
  at: Date,
): Promise<Selection | null> {
  if (audienceId === null) return { owner: senderScope, audience: null, at };
  const [row] = await db.select().from(audiences).where(eq(audiences.id, audienceId));
  if (!row) return null;
  return {
    owner: { dealershipId: row.dealershipId, partnerId: row.partnerId },
    audience: { id: row.id, rules: row.rules },
    at,
  };
}
