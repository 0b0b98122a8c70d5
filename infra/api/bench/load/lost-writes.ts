import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import type { Acked } from './op.ts';

/** The `n` of the first row of a raw query's result (the driver's result shape is not typed). */
function countOf(result: unknown): number | undefined {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return typeof first === 'object' && first !== null && 'n' in first && typeof first.n === 'number'
    ? first.n
    : undefined;
}

/**
 * What the run lost, as sentences (empty when nothing): every acknowledged write is stored, every
 * balance equals its ledger sum, every redemption has exactly one ledger debit.
 */
export async function lostWrites(db: Database, offerId: number, acked: Acked): Promise<string[]> {
  const count = async (query: SQL) => countOf(await db.execute(query));
  const redemptions = await count(
    sql`select count(*)::int as n from redemptions where offer_id = ${offerId}`,
  );
  const offers = await count(sql`select count(*)::int as n from offers where title like 'Carga %'`);
  const feedbacks = await count(sql`select count(*)::int as n from feedbacks where subject = 'Benchmark'`);
  const unbalanced = await count(sql`
    select count(*)::int as n from (select u.id from users u left join points_ledger l on l.user_id = u.id
    group by u.id having u.points_balance <> coalesce(sum(l.points), 0)) x`);
  const undebited = await count(sql`
    select count(*)::int as n from redemptions r where r.points_spent > 0 and
    (select count(*) from points_ledger l where l.redemption_id = r.id and l.points = -r.points_spent) <> 1`);
  const lost: string[] = [];
  if (redemptions !== acked.redeem.length)
    lost.push(`redemptions: ${acked.redeem.length} acknowledged, ${redemptions} stored`);
  if (offers !== acked.offer.length)
    lost.push(`offers: ${acked.offer.length} acknowledged, ${offers} stored`);
  if (feedbacks !== acked.feedback.length)
    lost.push(`feedbacks: ${acked.feedback.length} acknowledged, ${feedbacks} stored`);
  if (unbalanced !== 0) lost.push(`${unbalanced} users whose balance differs from their ledger sum`);
  if (undebited !== 0) lost.push(`${undebited} redemptions without exactly one ledger debit`);
  return lost;
}
