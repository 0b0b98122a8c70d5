/**
 * Budgets of offers (docs/architecture.md §5, "Budgets"): what a redemption takes from its offer's
 * budget and from its place's, and gives back when it is cancelled. Each take is ONE conditional
 * upsert of the usage row — `INSERT … SELECT … WHERE fits ON CONFLICT DO UPDATE … WHERE fits` — so
 * under any number of concurrent redemptions PostgreSQL serialises them on that row and re-checks
 * the limit against the latest count: a budget of 100 gives exactly 100, never 101.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { placeBudgets, type redemptions } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';
import { rowsOf } from '../points/points-sql.ts';

const TZ = 'America/Sao_Paulo';

export interface Limits {
  maxRedemptions: number | null;
  maxPoints: number | null;
  maxCents: number | null;
}

export interface Charge {
  points: number;
  cents: number;
}

/** `used + charge` within every limit (null: none); `u` names the usage row being updated. */
function fits(limits: Limits, charge: Charge, u: SQL | null): SQL {
  const used = (column: string) => (u ? sql`${u}.${sql.identifier(column)}` : sql`0`);
  const check = (max: number | null, column: string, add: number) =>
    max === null ? sql`true` : sql`${used(column)} + ${add} <= ${max}`;
  return sql`(${check(limits.maxRedemptions, 'used_redemptions', 1)}
    and ${check(limits.maxPoints, 'used_points', charge.points)}
    and ${check(limits.maxCents, 'used_cents', charge.cents)})`;
}

/** Takes one redemption from the offer's budget (its usage row counts every redemption); false: spent. */
export async function takeOfferBudget(
  tx: Tx,
  offerId: number,
  limits: Limits,
  charge: Charge,
): Promise<boolean> {
  const rows = await rowsOf<{ offer_id: number }>(
    tx,
    sql`insert into "offer_usage" as u ("offer_id", "used_redemptions", "used_points", "used_cents")
      select ${offerId}, 1, ${charge.points}, ${charge.cents} where ${fits(limits, charge, null)}
      on conflict ("offer_id") do update set
        "used_redemptions" = u."used_redemptions" + 1,
        "used_points" = u."used_points" + ${charge.points},
        "used_cents" = u."used_cents" + ${charge.cents}
      where ${fits(limits, charge, sql`u`)}
      returning "offer_id"`,
  );
  return rows.length === 1;
}

/** The first day of the period a place budget counts now: its São Paulo month, or 1970-01-01 in total. */
export function periodStartSql(period: 'TOTAL' | 'MONTH', at: SQL = sql`now()`): SQL {
  return period === 'MONTH'
    ? sql`(date_trunc('month', ${at} at time zone ${TZ}))::date`
    : sql`'1970-01-01'::date`;
}

export type PlaceBudgetRow = typeof placeBudgets.$inferSelect;

/** The budget of an offer's place (a dealership or a store), if it has one. */
export async function placeBudgetOf(
  tx: Tx,
  place: { dealershipId: number | null; partnerLocationId: number | null },
): Promise<PlaceBudgetRow | undefined> {
  const where =
    place.partnerLocationId !== null
      ? eq(placeBudgets.partnerLocationId, place.partnerLocationId)
      : place.dealershipId !== null
        ? eq(placeBudgets.dealershipId, place.dealershipId)
        : undefined;
  if (!where) return undefined;
  const [row] = await tx.select().from(placeBudgets).where(and(where)).for('share');
  return row;
}

/** Takes one redemption from the place's budget for the current period; false: spent. */
export async function takePlaceBudget(tx: Tx, budget: PlaceBudgetRow, charge: Charge): Promise<boolean> {
  const limits = {
    maxRedemptions: budget.maxRedemptions,
    maxPoints: budget.maxPoints,
    maxCents: budget.maxCents,
  };
  const rows = await rowsOf<{ budget_id: number }>(
    tx,
    sql`insert into "place_budget_usage" as u ("budget_id", "period_start", "used_redemptions", "used_points", "used_cents")
      select ${budget.id}, ${periodStartSql(budget.period)}, 1, ${charge.points}, ${charge.cents}
      where ${fits(limits, charge, null)}
      on conflict ("budget_id", "period_start") do update set
        "used_redemptions" = u."used_redemptions" + 1,
        "used_points" = u."used_points" + ${charge.points},
        "used_cents" = u."used_cents" + ${charge.cents}
      where ${fits(limits, charge, sql`u`)}
      returning "budget_id"`,
  );
  return rows.length === 1;
}

/**
 * Gives a cancelled redemption's share back: to its offer's usage, and to its place budget's usage
 * of the period it was made in (when the place still has a budget).
 */
export async function releaseBudgets(tx: Tx, row: typeof redemptions.$inferSelect): Promise<void> {
  await tx.execute(sql`update "offer_usage" set
      "used_redemptions" = greatest(0, "used_redemptions" - 1),
      "used_points" = greatest(0, "used_points" - ${row.pointsSpent}),
      "used_cents" = greatest(0, "used_cents" - ${row.costCents})
    where "offer_id" = ${row.offerId}`);
  const budget = await placeBudgetOf(tx, row);
  if (!budget) return;
  const made = sql`${row.createdAt.toISOString()}::timestamptz`;
  await tx.execute(sql`update "place_budget_usage" set
      "used_redemptions" = greatest(0, "used_redemptions" - 1),
      "used_points" = greatest(0, "used_points" - ${row.pointsSpent}),
      "used_cents" = greatest(0, "used_cents" - ${row.costCents})
    where "budget_id" = ${budget.id} and "period_start" = ${periodStartSql(budget.period, made)}`);
}
