/**
 * THE recipient selection (docs/architecture.md §5, "Audiences"): who belongs to an audience (its
 * rules OR its list; the whole scope when there is none) and who of them a push reaches. Every push
 * — the push form's "all" or an audience, scheduled ones, campaigns — and every audience count and
 * offer membership check goes through here, so a condition every message must meet (e.g. marketing
 * consent) is added once, in `reachableWhere`.
 */
import type { AudienceRules } from '@fidelidade/contract';
import { and, asc, count, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealerships, users } from '../../db/schema/index.ts';
import { forbidden } from '../../domain/http-error.ts';
import type { Scope } from '../../domain/principal.ts';
import { marketingConsentSql } from '../consent/marketing-consent.ts';
import type { Tx } from '../jobs/job-types.ts';
import { compileRules } from './compile.ts';

type Queryable = Database | Tx;

/** Whose customers: an audience's or a sender's scope (a dealership, a partner, or everyone). */
export interface AudienceOwner {
  dealershipId: number | null;
  partnerId: number | null;
}

/**
 * An audience as a selection reads it: its rules and, once saved, its id — whose listed customers
 * (`audience_members`) are members too. Rules with no group match nobody by themselves: an audience
 * without rules is its list alone (a static list; a new one, nobody).
 */
export interface AudienceSpec {
  id: number | null;
  rules: AudienceRules;
}

/**
 * What to select: the owner's customers, narrowed to an audience's members (null: no audience — every
 * one of them, the push form's 'Todos os clientes'), as of `at`.
 */
export interface Selection {
  owner: AudienceOwner;
  audience: AudienceSpec | null;
  at: Date;
}

export const EVERYONE: AudienceOwner = { dealershipId: null, partnerId: null };

export function ownerOfScope(scope: Scope): AudienceOwner {
  if (scope.kind === 'dealership') return { dealershipId: scope.dealershipId, partnerId: null };
  if (scope.kind === 'partner') return { dealershipId: null, partnerId: scope.partnerId };
  if (scope.kind === 'all') return EVERYONE;
  // A store's counter (ATENDENTE) has no audiences (audiences.manage is not its capability).
  throw forbidden();
}

function ownerWhere(owner: AudienceOwner): SQL | undefined {
  if (owner.dealershipId !== null) return eq(users.dealershipId, owner.dealershipId);
  if (owner.partnerId !== null)
    return sql`exists (select 1 from "partner_customers" pc where pc."partner_id" = ${owner.partnerId} and pc."user_id" = ${users.id})`;
  return undefined;
}

/**
 * An audience's own condition: its rules OR its list. The list is an uncorrelated subquery over the
 * audience's key (a hashed set), so a count stays one pass over the customers.
 */
function audienceWhere(audience: AudienceSpec, at: Date): SQL {
  const byRules = compileRules(audience.rules, at);
  const listed =
    audience.id === null
      ? undefined
      : sql`${users.id} in (select m."user_id" from "audience_members" m where m."audience_id" = ${audience.id})`;
  if (byRules && listed) return or(byRules, listed) as SQL;
  return byRules ?? listed ?? sql`false`;
}

/**
 * Members: the owner's customers (not anonymised) in the audience — its rules match them or it lists
 * them. A listed customer outside the owner's scope (moved to another dealership) is no member while
 * out of it: an audience never leaves its owner's customers.
 */
export function membersWhere(selection: Selection): SQL | undefined {
  return and(
    eq(users.userType, 'CLIENTE'),
    isNull(users.anonymizedAt),
    ownerWhere(selection.owner),
    selection.audience ? audienceWhere(selection.audience, selection.at) : undefined,
  );
}

/**
 * Recipients of a push: the members who can receive one — active customers whose marketing consent
 * is on (docs/security.md, LGPD: services/consent/marketing-consent.ts). Any further condition every
 * push must meet belongs here and nowhere else.
 */
export function reachableWhere(selection: Selection): SQL | undefined {
  return and(membersWhere(selection), eq(users.isActive, true), marketingConsentSql());
}

/**
 * Members and, of them, recipients in one pass over the customers (the builder's live count): at 1 M
 * customers two counts were two scans (docs/performance.md, "Audiences").
 */
export async function countSelection(
  db: Queryable,
  selection: Selection,
): Promise<{ count: number; reachable: number }> {
  const [row] = await db
    .select({
      count: count(),
      reachable: sql<number>`(count(*) filter (where ${users.isActive} and ${marketingConsentSql()}))::int`,
    })
    .from(users)
    .where(membersWhere(selection));
  return { count: row?.count ?? 0, reachable: row?.reachable ?? 0 };
}

export async function countReachable(db: Queryable, selection: Selection): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(reachableWhere(selection));
  return row?.n ?? 0;
}

/** The next `limit` recipients after `afterId`, in id order (a delivery job's chunk). */
export async function recipientsAfter(
  tx: Queryable,
  selection: Selection,
  afterId: number,
  limit: number,
  extra?: SQL,
): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(reachableWhere(selection), gt(users.id, afterId), extra))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether one customer is a member (offers restricted to an audience: listing and redemption). */
export async function isMember(db: Queryable, selection: Selection, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), membersWhere(selection)));
  return rows.length > 0;
}

/** The first members (by name) of a selection: the builder's sample. */
export async function sampleMembers(db: Queryable, selection: Selection, limit: number) {
  return db
    .select({
      id: users.id,
      full_name: users.fullName,
      dealership_name: dealerships.name,
      city: users.city,
      state: users.state,
      points_balance: users.pointsBalance,
      is_active: users.isActive,
    })
    .from(users)
    .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .where(membersWhere(selection))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}
