import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audiences, offers } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';
import { isMember } from './recipients.ts';

/**
 * The audiences of active offers that this customer belongs to now (docs/architecture.md §5,
 * "Audiences and campaigns"): the customer's offer list shows an offer restricted to an audience
 * only when its id is here. One point query per audience in use (there are few), each through the
 * recipient selection, so it agrees with every count and push.
 */
export async function memberAudiences(db: Database | Tx, userId: number, at = new Date()): Promise<number[]> {
  const used = await db
    .selectDistinct({
      id: audiences.id,
      rules: audiences.rules,
      dealershipId: audiences.dealershipId,
      partnerId: audiences.partnerId,
    })
    .from(audiences)
    .innerJoin(offers, eq(offers.audienceId, audiences.id))
    .where(and(isNotNull(offers.audienceId), eq(offers.isActive, true)));
  const members: number[] = [];
  for (const audience of used) {
    const owner = { dealershipId: audience.dealershipId, partnerId: audience.partnerId };
    const selection = { owner, audience: { id: audience.id, rules: audience.rules }, at };
    if (await isMember(db, selection, userId)) members.push(audience.id);
  }
  return members.sort((a, b) => a - b);
}
