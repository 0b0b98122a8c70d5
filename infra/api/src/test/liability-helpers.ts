/**
 * Test-only: the liability report's figures computed the long way — months straight from the
 * ledger, positions straight from the batches — to check that the report (which reads the rollups)
 * equals them (routes/reports/liability/liability.test.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const PLACE = sql.raw(`case when partner_location_id is not null then 'partner_location'
  when dealership_id is not null then 'dealership' else 'none' end`);
const PLACE_ID = sql.raw('coalesce(partner_location_id, dealership_id)');

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** `kind:id:AAAA-MM` → earned/spent/expired of the ledger entries of the period's São Paulo days. */
export async function ledgerMonths(db: Database, from: string, to: string) {
  const found = await rows(
    db,
    sql`select ${PLACE} as kind, ${PLACE_ID} as id,
      to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM') as month,
      coalesce(sum(points) filter (where points > 0), 0)::int as earned,
      coalesce(-sum(points) filter (where points < 0 and kind <> 'EXPIRATION'), 0)::int as spent,
      coalesce(-sum(points) filter (where kind = 'EXPIRATION'), 0)::int as expired
    from points_ledger
    where (created_at at time zone 'America/Sao_Paulo')::date between ${from}::date and ${to}::date
    group by 1, 2, 3`,
  );
  return Object.fromEntries(
    found
      .filter((r) => Number(r.earned) || Number(r.spent) || Number(r.expired))
      .map((r) => [
        `${r.kind}:${r.id ?? ''}:${r.month}`,
        { earned: Number(r.earned), spent: Number(r.spent), expired: Number(r.expired) },
      ]),
  );
}

/** `kind:id` → the batches' live points now: available, pending, expiring within 30/60/90 days. */
export async function batchPositions(db: Database, today: string) {
  const within = (days: number) =>
    sql`coalesce(sum(remaining) filter (where released_at is not null
      and (expires_at at time zone 'America/Sao_Paulo')::date between ${today}::date and ${today}::date + ${days}::int), 0)::int`;
  const found = await rows(
    db,
    sql`select ${PLACE} as kind, ${PLACE_ID} as id,
      coalesce(sum(remaining) filter (where released_at is not null), 0)::int as outstanding,
      coalesce(sum(remaining) filter (where released_at is null), 0)::int as pending,
      ${within(30)} as expiring_30, ${within(60)} as expiring_60, ${within(90)} as expiring_90
    from points_batches group by 1, 2 having sum(remaining) <> 0`,
  );
  return Object.fromEntries(
    found.map((r) => [
      `${r.kind}:${r.id ?? ''}`,
      {
        outstanding: Number(r.outstanding),
        pending: Number(r.pending),
        expiring_30: Number(r.expiring_30),
        expiring_60: Number(r.expiring_60),
        expiring_90: Number(r.expiring_90),
      },
    ]),
  );
}
