/**
 * The redemption report's data set (bench/report.ts): the benchmarks' partnerships and offers
 * (bench/ledger-data.ts, a small ledger) plus `count` redemptions spread over a year, bulk-inserted
 * with generate_series — about 70 % burned (values, reference, burned by a staff user), the rest
 * pending; half at a dealership, half at a partner's store.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.ts';
import { loadLedger, rows } from './ledger-data.ts';

/** Redemptions per INSERT statement (keeps PGlite's memory bounded). */
const CHUNK = 200_000;

export async function loadRedemptions(
  handle: DbHandle,
  { customers, redemptions }: { customers: number; redemptions: number },
): Promise<{ adminId: number }> {
  const { adminId } = await loadLedger(handle, { customers, entries: customers });
  const db = handle.db;
  const [loaded] = await rows<{ n: number }>(db, sql`select count(*)::int as n from redemptions`);
  if ((loaded?.n ?? 0) >= redemptions) return { adminId };
  const exec = (statement: string) => db.execute(sql.raw(statement));
  await exec(`insert into users (cpf, email, full_name, user_type, is_staff, dealership_id)
    values ('99999999996', 'caixa@bench.example', 'Caixa do benchmark', 'DEALERSHIP', true,
      (select min(id) from dealerships)) on conflict do nothing`);
  const [ids] = await rows<{ customer: number; staff: number; offer: number; offers: number }>(
    db,
    sql`select (select min(id) from users where user_type = 'CLIENTE')::int as customer,
      (select id from users where email = 'caixa@bench.example')::int as staff,
      (select min(id) from offers)::int as offer, (select count(*) from offers)::int as offers`,
  );
  if (!ids) throw new Error('dados do benchmark incompletos');
  for (let from = 1; from <= redemptions; from += CHUNK) {
    const to = Math.min(redemptions, from + CHUNK - 1);
    await exec(`insert into redemptions (user_id, offer_id, points_spent, voucher_code, is_used, used_at,
        burned_by_id, dealership_id, partner_location_id, total_value_offer, total_discount_applied,
        total_value_spent_by_user, reference_code, created_at)
      select ${ids.customer} + (g::bigint * 48271) % ${customers},
        ${ids.offer} + g % ${ids.offers},
        50 + (g * 37) % 950,
        'BENCH' || g,
        g % 10 < 7,
        case when g % 10 < 7 then now() - ((g::bigint * 2654435761) % (365 * 86400)) * interval '1 second' end,
        case when g % 10 < 7 then ${ids.staff} end,
        case when g % 2 = 0 then (select min(id) from dealerships) + g % 5 end,
        case when g % 2 = 1 then (select min(id) from partner_locations) + g % 12 end,
        case when g % 10 < 7 then (100 + (g * 31) % 4900)::numeric(12, 2) end,
        case when g % 10 < 7 then ((100 + (g * 31) % 4900) * 0.1)::numeric(12, 2) end,
        case when g % 10 < 7 then ((100 + (g * 31) % 4900) * 0.9)::numeric(12, 2) end,
        case when g % 10 < 7 then 'NF-' || g end,
        now() - ((g::bigint * 2654435761) % (365 * 86400)) * interval '1 second'
      from generate_series(${from}, ${to}) g`);
  }
  if (handle.driver === 'pglite') await handle.analyze();
  else await exec('VACUUM ANALYZE redemptions');
  return { adminId };
}
