import type { Liability } from '@fidelidade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Scope } from '../domain/principal.ts';

/** The rollups' rows in the caller's scope: its dealership's, its partner's stores', its store's, or all. */
function placeOf(scope: Scope): SQL {
  if (scope.kind === 'dealership') return sql`"dealership_id" = ${scope.dealershipId}`;
  if (scope.kind === 'partner')
    return sql`"partner_location_id" in (select "id" from "partner_locations" where "partner_id" = ${scope.partnerId})`;
  if (scope.kind === 'store') return sql`"partner_location_id" = ${scope.partnerLocationId}`;
  return sql`true`;
}

/**
 * The programme's liability in a scope (docs/architecture.md §5, points lifecycle): points live and
 * pending now (points_liability, kept by the batches' triggers), expiring within 30/60/90 São Paulo
 * days, expired and spent between two days (points_ledger_daily); each also in R$ at the point's
 * value. Reads rollups only: at most places × days rows whatever the ledger's size.
 */
export async function liability(
  db: Database,
  scope: Scope,
  period: { from: string; to: string; today: string },
  pointValueCents: number,
): Promise<Liability> {
  const place = placeOf(scope);
  const within = (days: number) =>
    sql`coalesce(sum("points") filter (where not "pending" and "expires_on" between ${period.today}::date and ${period.today}::date + ${days}::int), 0)::bigint`;
  const now = (
    (await db.execute(sql`select
      coalesce(sum("points") filter (where not "pending"), 0)::bigint as outstanding,
      coalesce(sum("points") filter (where "pending"), 0)::bigint as pending,
      ${within(30)} as expiring_30, ${within(60)} as expiring_60, ${within(90)} as expiring_90
      from "points_liability" where ${place}`)) as unknown as { rows: Array<Record<string, string>> }
  ).rows[0];
  const moved = (
    (await db.execute(sql`select coalesce(sum("points_expired"), 0)::bigint as expired,
      coalesce(sum("points_spent"), 0)::bigint as spent
      from "points_ledger_daily" where ${place} and "day" between ${period.from}::date and ${period.to}::date`)) as unknown as {
      rows: Array<Record<string, string>>;
    }
  ).rows[0];
  const points = {
    outstanding: Number(now?.outstanding ?? 0),
    pending: Number(now?.pending ?? 0),
    expiring_30: Number(now?.expiring_30 ?? 0),
    expiring_60: Number(now?.expiring_60 ?? 0),
    expiring_90: Number(now?.expiring_90 ?? 0),
    expired: Number(moved?.expired ?? 0),
    spent: Number(moved?.spent ?? 0),
  };
  const reais = (n: number) => Math.round(n * pointValueCents) / 100;
  const value = Object.fromEntries(
    Object.entries(points).map(([k, v]) => [k, reais(v)]),
  ) as Liability['points'];
  return { date_from: period.from, date_to: period.to, point_value: pointValueCents / 100, points, value };
}
