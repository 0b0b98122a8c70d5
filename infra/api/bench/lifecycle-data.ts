/**
 * The data set of the points lifecycle benchmark (bench/lifecycle.ts): customers, a points ledger
 * whose credits are batches (as the lifecycle writes them), debits taken from the batches soonest
 * expiry first, a few pending batches, and the rollups the triggers would have kept — all loaded
 * set-based with the triggers off, then recomputed once (as migration 0004 and 0018 do).
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.ts';
import { execTurning, rows } from './ledger-data.ts';

/** Rows per INSERT statement (keeps PGlite's memory bounded). */
const CHUNK = 250_000;
/** Credits are spread over this many days: 12-month batches older than a year are due to expire. */
const SPREAD_DAYS = 395;

export interface LifecycleSize {
  customers: number;
  entries: number;
}

export async function loadLifecycle(handle: DbHandle, { customers, entries }: LifecycleSize) {
  const db = handle.db;
  const exec = (statement: string) => execTurning(db, statement);
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    // Printed as it ends: at full size the load takes many minutes.
    console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const credits = Math.round(entries * 0.85);
  const debits = entries - credits;

  await step('migrate', () => handle.migrate());
  await exec(`update programme_settings set validity_months = 12, pending_days_service = 7`);
  await step('places', async () => {
    await exec(`insert into locations (address, city, state)
      select 'Rua do Benchmark, ' || g, 'São Paulo', 'SP' from generate_series(1, 20) g`);
    await exec(`insert into dealerships (name, cnpj, location_id)
      select 'Concessionária ' || g, lpad(g::text, 14, '0'), (select min(id) from locations) + g - 1
      from generate_series(1, 5) g`);
  });
  await step(`${customers.toLocaleString('en')} customers`, () =>
    exec(`insert into users (cpf, full_name, user_type, dealership_id, created_at)
      select lpad(g::text, 11, '0'), 'Cliente ' || g, 'CLIENTE', (select min(id) from dealerships) + g % 5,
        now() - interval '2 years'
      from generate_series(1, ${customers}) g`),
  );
  const [{ first } = { first: 0 }] = await rows<{ first: number }>(
    db,
    sql`select min(id)::int as first from users where user_type = 'CLIENTE'`,
  );
  const userOf = (g: string) => `${first} + (${g}::bigint * 48271) % ${customers}`;
  await exec('alter table points_ledger disable trigger user');
  await exec('alter table points_batches disable trigger user');
  await step(`${credits.toLocaleString('en')} credits (ledger + batches)`, async () => {
    for (let from = 1; from <= credits; from += CHUNK) {
      const to = Math.min(credits, from + CHUNK - 1);
      await exec(`insert into points_ledger (user_id, points, kind, description, external_id, dealership_id, created_at)
        select ${userOf('g')}, 10 + (g * 13) % 490, case when g % 3 = 0 then 'MERCHANDISE' else 'SERVICE' end,
          'Serviço do benchmark', 'bench:' || g, (select min(id) from dealerships) + g % 5,
          now() - ((g::bigint * 2654435761) % (${SPREAD_DAYS} * 86400)) * interval '1 second'
        from generate_series(${from}, ${to}) g`);
    }
    await exec(`insert into points_batches (user_id, source, points, remaining, earned_at, available_at, expires_at,
        released_at, credit_entry_id, external_id, dealership_id, description)
      select user_id, kind, points, points, created_at, created_at, created_at + interval '12 months', created_at,
        id, external_id, dealership_id, description
      from points_ledger where kind in ('SERVICE', 'MERCHANDISE')`);
  });
  await step(`${debits.toLocaleString('en')} debits`, async () => {
    for (let from = 1; from <= debits; from += CHUNK) {
      const to = Math.min(debits, from + CHUNK - 1);
      // Each debit's customer has at least one credit (the same hash as a credit's).
      await exec(`insert into points_ledger (user_id, points, kind, description, created_at)
        select ${userOf('(g * 7)')}, -(5 + (g * 7) % 45), 'REDEMPTION', 'Resgate do benchmark',
          now() - ((g::bigint * 40503) % (30 * 86400)) * interval '1 second'
        from generate_series(${from}, ${to}) g`);
    }
  });
  await step('debits paid by batches, soonest expiry first', async () => {
    // A customer whose debits exceed its credits keeps none of them (rare with these sizes).
    await exec(`delete from points_ledger l using (
        select user_id from points_ledger group by user_id having sum(points) < 0) x
      where l.user_id = x.user_id and l.points < 0`);
    await exec(`update points_batches b set remaining = b.points - t.taken, consumed = t.taken
      from (select b.id, least(b.points, greatest(0, d.owed - coalesce(sum(b.points) over w, 0))) as taken
        from points_batches b
        join (select user_id, -sum(points) as owed from points_ledger where points < 0 group by user_id) d
          on d.user_id = b.user_id
        window w as (partition by b.user_id order by b.expires_at, b.earned_at, b.id
          rows between unbounded preceding and 1 preceding)) t
      where b.id = t.id and t.taken > 0`);
  });
  const pending = Math.max(1, Math.round(credits / 100));
  await step(`${pending.toLocaleString('en')} pending batches`, () =>
    exec(`insert into points_batches (user_id, source, points, remaining, earned_at, available_at, expires_at,
        dealership_id, description)
      select ${userOf('g')}, 'SERVICE', 100, 100, now() - (g % 10) * interval '1 day',
        now() - (g % 10) * interval '1 day' + interval '7 days', now() + interval '12 months',
        (select min(id) from dealerships) + g % 5, 'Serviço pendente do benchmark'
      from generate_series(1, ${pending}) g`),
  );
  await exec('alter table points_ledger enable trigger user');
  await exec('alter table points_batches enable trigger user');
  await step('rollups (totals, daily, liability)', async () => {
    // The customer facts the audiences read (migration 0023's trigger), from the same pass.
    await exec(`update users u set points_balance = t.balance, points_earned = t.earned, points_spent = t.spent,
        last_activity_at = t.last_at, last_service_at = t.last_service, first_purchase_at = t.first_purchase
      from (select user_id, sum(points)::int as balance,
          coalesce(sum(points) filter (where points > 0), 0)::int as earned,
          coalesce(-sum(points) filter (where points < 0), 0)::int as spent, max(created_at) as last_at,
          max(created_at) filter (where kind = 'SERVICE') as last_service,
          min(created_at) filter (where kind in ('SERVICE', 'MERCHANDISE')) as first_purchase
        from points_ledger group by user_id) t where u.id = t.user_id`);
    await exec(`update users u set points_pending = t.pending from (select user_id, sum(remaining)::int as pending
        from points_batches where released_at is null group by user_id) t where u.id = t.user_id`);
    await exec(`insert into points_ledger_daily (day, dealership_id, partner_location_id, points_earned, points_spent)
      select (created_at at time zone 'America/Sao_Paulo')::date, dealership_id, partner_location_id,
        coalesce(sum(points) filter (where points > 0), 0), coalesce(-sum(points) filter (where points < 0), 0)
      from points_ledger group by 1, 2, 3`);
    await exec(`insert into points_liability (dealership_id, partner_location_id, expires_on, pending, points)
      select dealership_id, partner_location_id, (expires_at at time zone 'America/Sao_Paulo')::date,
        released_at is null, sum(remaining)
      from points_batches group by 1, 2, 3, 4 having sum(remaining) <> 0`);
  });
  const [admin] = await rows<{ id: number }>(
    db,
    sql`insert into users (cpf, email, full_name, user_type, is_superuser, is_staff)
      values ('99999999999', 'admin@bench.example', 'Administrador do benchmark', 'ADMIN', true, true)
      returning id`,
  );
  await step('VACUUM ANALYZE', async () => {
    if (handle.driver === 'pglite') await handle.analyze();
    else await exec('VACUUM ANALYZE');
  });
  return { adminId: admin?.id ?? 0, firstCustomer: first };
}

/**
 * Whether the lifecycle's invariants hold everywhere (aggregates, one pass each): balances equal the
 * live batches, pending equals the pending batches, the rollup equals the batches, no batch's
 * counters disagree. Returns the number of disagreements (0 when all hold).
 */
export async function lifecycleMismatches(handle: DbHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle.db,
    sql`select (
      (select count(*) from users u left join (select user_id,
          coalesce(sum(remaining) filter (where released_at is not null), 0) as live,
          coalesce(sum(remaining) filter (where released_at is null), 0) as pending
        from points_batches group by user_id) b on b.user_id = u.id
        where u.user_type = 'CLIENTE' and (u.points_balance <> coalesce(b.live, 0) or u.points_pending <> coalesce(b.pending, 0)))
      + (select count(*) from points_batches where remaining + consumed + expired + reversed <> points)
      + (select case when (select coalesce(sum(points), 0) from points_liability)
            = (select coalesce(sum(remaining), 0) from points_batches) then 0 else 1 end)
    )::int as n`,
  );
  return row?.n ?? -1;
}
