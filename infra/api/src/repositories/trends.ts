import type { DashboardTrends, TrendPeriod } from '@fidelidade/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { pointsLedgerDaily, redemptions } from '../db/schema/index.ts';
import type { Scope } from '../domain/principal.ts';
import { rowScope } from './scope-sql.ts';

// Days are São Paulo calendar days (docs/product.md §2.5): a 02:30Z entry is the previous day's.
const ZONE = sql.raw(`'America/Sao_Paulo'`);
const today = sql`(now() at time zone ${ZONE})::date`;
/** The instant a São Paulo day starts, as timestamptz (a bound the created_at indexes can use). */
const startOf = (day: SQL) => sql`((${day})::timestamp at time zone ${ZONE})`;
const localDay = (column: PgColumn) => sql<string>`(${column} at time zone ${ZONE})::date`;

/** created_at within the period's days, today included; later (future-dated) rows are left out. */
function inPeriod(column: PgColumn, firstDay: SQL): SQL | undefined {
  return and(sql`${column} >= ${startOf(firstDay)}`, sql`${column} < ${startOf(sql`${today} + 1`)}`);
}

/**
 * Points earned and spent and redemptions created per São Paulo day over the last `days` days,
 * within the caller's scope. The ledger's side comes from its per-day totals (points_ledger_daily,
 * kept by triggers: at most days × places rows, whatever the ledger's size); redemptions are
 * counted over their (scope column, created_at) or (created_at) index; the calendar
 * (generate_series) supplies the days without activity.
 */
export async function dashboardTrends(
  db: Database,
  scope: Scope,
  days: TrendPeriod,
): Promise<DashboardTrends> {
  const firstDay = sql`(${today} - ${days - 1}::int)`;
  const ledgerDays = db
    .select({
      day: sql<string>`${pointsLedgerDaily.day}`.as('ledger_day'),
      earned: sql<string>`sum(${pointsLedgerDaily.pointsEarned})`.as('earned'),
      spent: sql<string>`sum(${pointsLedgerDaily.pointsSpent})`.as('spent'),
    })
    .from(pointsLedgerDaily)
    .where(
      and(
        sql`${pointsLedgerDaily.day} between ${firstDay} and ${today}`,
        rowScope(db, scope, pointsLedgerDaily),
      ),
    )
    .groupBy(pointsLedgerDaily.day)
    .as('ledger_days');
  const redemptionDays = db
    .select({
      day: localDay(redemptions.createdAt).as('redemption_day'),
      created: sql<string>`count(*)`.as('created'),
    })
    .from(redemptions)
    .where(and(inPeriod(redemptions.createdAt, firstDay), rowScope(db, scope, redemptions)))
    .groupBy(sql`1`)
    .as('redemption_days');
  const series = await db
    .select({
      date: sql<string>`to_char(calendar.day, 'YYYY-MM-DD')`,
      points_earned: sql`coalesce(${ledgerDays.earned}, 0)`.mapWith(Number),
      points_spent: sql`coalesce(${ledgerDays.spent}, 0)`.mapWith(Number),
      redemptions: sql`coalesce(${redemptionDays.created}, 0)`.mapWith(Number),
    })
    .from(
      sql`generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') as calendar(day)`,
    )
    .leftJoin(ledgerDays, sql`${ledgerDays.day} = calendar.day::date`)
    .leftJoin(redemptionDays, sql`${redemptionDays.day} = calendar.day::date`)
    .orderBy(sql`calendar.day`);
  return { days, from: series[0]?.date ?? '', to: series.at(-1)?.date ?? '', series };
}
