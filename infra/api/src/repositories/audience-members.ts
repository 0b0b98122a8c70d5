/**
 * The customers listed in an audience (`audience_members`, docs/architecture.md §5, "Audiences"):
 * the builder's page of them, taking one or all out, and the bulk action's insert. Who of them is a
 * member is still the recipient selection's (services/audiences/recipients.ts): these are the rows.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { audienceMembers, dealerships, partnerCustomers, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';
import type { AudienceOwner } from '../services/audiences/recipients.ts';
import type { Tx } from '../services/jobs/job-types.ts';

const adder = alias(users, 'audience_member_adder');

/** One page of an audience's listed customers, by name; `search` on the name (accents ignored). */
export async function listedMembersPage(
  db: Database,
  audienceId: number,
  search: string | undefined,
  p: Paging,
) {
  const term = search?.trim();
  const where = and(
    eq(audienceMembers.audienceId, audienceId),
    term ? ilikeUnaccent(users.fullName, likePattern(term)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(audienceMembers)
    .innerJoin(users, eq(users.id, audienceMembers.userId))
    .where(where);
  const rows = await db
    .select({
      id: users.id,
      full_name: users.fullName,
      dealership_name: dealerships.name,
      is_active: users.isActive,
      added_at: audienceMembers.addedAt,
      added_by: adder.fullName,
    })
    .from(audienceMembers)
    .innerJoin(users, eq(users.id, audienceMembers.userId))
    .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .leftJoin(adder, eq(adder.id, audienceMembers.addedById))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(p.pageSize)
    .offset(p.offset);
  return { count: total?.n ?? 0, rows: rows.map((r) => ({ ...r, added_at: r.added_at.toISOString() })) };
}

/** Takes one customer out of the list; its name when it was listed, else null. */
export async function removeListedMember(db: Database, audienceId: number, userId: number) {
  const [gone] = await db
    .delete(audienceMembers)
    .where(and(eq(audienceMembers.audienceId, audienceId), eq(audienceMembers.userId, userId)))
    .returning({ userId: audienceMembers.userId });
  if (!gone) return null;
  const [user] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return { userId: gone.userId, name: user?.name ?? '' };
}

/** Empties the list; how many were in it. */
export async function clearListedMembers(db: Database, audienceId: number): Promise<number> {
  const gone = await db
    .delete(audienceMembers)
    .where(eq(audienceMembers.audienceId, audienceId))
    .returning({ userId: audienceMembers.userId });
  return gone.length;
}

/**
 * Of `ids`, the customers `owner`'s audiences may hold: its dealership's, or those with activity at
 * its partner's stores (partner_customers), or anyone's for ADMIN's.
 */
export async function withinOwner(tx: Tx, owner: AudienceOwner, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  if (owner.dealershipId !== null) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.dealershipId, owner.dealershipId)));
    return new Set(rows.map((r) => r.id));
  }
  if (owner.partnerId !== null) {
    const rows = await tx
      .select({ id: partnerCustomers.userId })
      .from(partnerCustomers)
      .where(and(eq(partnerCustomers.partnerId, owner.partnerId), inArray(partnerCustomers.userId, ids)));
    return new Set(rows.map((r) => r.id));
  }
  return new Set(ids);
}

/** Lists `ids` in the audience (those already there stay as they were); the ids newly listed. */
export async function addListedMembers(
  tx: Tx,
  audienceId: number,
  ids: number[],
  by: number | null,
  at: Date,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const added = await tx
    .insert(audienceMembers)
    .values(ids.map((userId) => ({ audienceId, userId, addedById: by, addedAt: at })))
    .onConflictDoNothing()
    .returning({ userId: audienceMembers.userId });
  return new Set(added.map((r) => r.userId));
}
