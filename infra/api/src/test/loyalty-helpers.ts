import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { offers, pointsLedger, users } from '../db/schema/index.ts';
import { hashPassword } from '../domain/password.ts';

export const CUSTOMER_PASSWORD = 'cliente123';

/** Gives a customer a password and signs it in through the customer login; returns the access token. */
export async function customerToken(app: FastifyInstance, db: Database, userId: number): Promise<string> {
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(CUSTOMER_PASSWORD) })
    .where(eq(users.id, userId))
    .returning({ cpf: users.cpf });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/auth/login/',
    payload: { cpf: user?.cpf, password: CUSTOMER_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`customer login ${userId} → ${res.statusCode} ${res.body}`);
  return res.json<{ access: string }>().access;
}

/** Credits points the way an import does: a ledger entry (the trigger moves the balance). */
export async function credit(db: Database, userId: number, points: number, dealershipId?: number) {
  await db.insert(pointsLedger).values({
    userId,
    points,
    kind: 'BONUS',
    description: `Bônus de teste (${points} pontos)`,
    dealershipId: dealershipId ?? null,
  });
}

/** Users whose cached totals (balance, earned, spent, last activity) differ from their ledger. */
export async function balanceMismatches(db: Database): Promise<unknown[]> {
  const result = await db.execute(sql`
    select u.id, u.points_balance, coalesce(sum(l.points), 0)::int as ledger
    from users u left join points_ledger l on l.user_id = u.id
    group by u.id
    having u.points_balance <> coalesce(sum(l.points), 0)
      or u.points_earned <> coalesce(sum(l.points) filter (where l.points > 0), 0)
      or u.points_spent <> coalesce(-sum(l.points) filter (where l.points < 0 and l.kind <> 'EXPIRATION'), 0)
      or u.points_expired <> coalesce(-sum(l.points) filter (where l.kind = 'EXPIRATION'), 0)
      or u.last_activity_at is distinct from max(l.created_at)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

export async function balanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ b: users.pointsBalance }).from(users).where(eq(users.id, userId));
  return row?.b ?? Number.NaN;
}

export const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** partner_customers rows that differ from a recomputation out of the ledger and redemptions. */
export async function partnerCustomerMismatches(db: Database): Promise<unknown[]> {
  const result = await db.execute(sql`
    with expected as (
      select pl.partner_id, a.user_id, max(a.created_at) as last_at
      from (
        select user_id, created_at, partner_location_id from points_ledger
        union all
        select user_id, created_at, partner_location_id from redemptions
      ) a
      join partner_locations pl on pl.id = a.partner_location_id
      group by pl.partner_id, a.user_id
    )
    select coalesce(e.partner_id, pc.partner_id) as partner_id, coalesce(e.user_id, pc.user_id) as user_id
    from expected e
    full join partner_customers pc on pc.partner_id = e.partner_id and pc.user_id = e.user_id
    where e.user_id is null or pc.user_id is null or e.last_at is distinct from pc.last_activity_at`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/**
 * A 3-point gift at a partner store, open from an hour ago to a day ahead with no redemption limit:
 * the offer the process tests redeem over and over under load. Returns its id.
 */
export async function insertRedeemableOffer(db: Database, partnerLocationId: number, title: string) {
  const [offer] = await db
    .insert(offers)
    .values({
      title,
      offerType: 'GIFT',
      pointsCost: 3,
      partnerLocationId,
      maxRedemptions: null,
      validFrom: new Date(Date.now() - 3_600_000),
      validUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: offers.id });
  return offer?.id ?? 0;
}

/**
 * Customers whose points disagree with their batches (docs/architecture.md §5, points lifecycle):
 * balance = live points of released batches − open debts, pending = points of pending batches, and
 * every debit paid by batches (plus what is still owed of it) adds up to the debit (debits written before batches
 * existed have no consumptions), and the liability rollup holds the live points. Empty when all hold.
 */
export async function batchMismatches(db: Database): Promise<unknown[]> {
  const result = await db.execute(sql`
    select u.id, u.points_balance, u.points_pending, b.live, b.pending, d.owed
    from users u
    left join (select user_id,
        coalesce(sum(remaining) filter (where released_at is not null), 0)::int as live,
        coalesce(sum(remaining) filter (where released_at is null), 0)::int as pending
      from points_batches group by user_id) b on b.user_id = u.id
    left join (select user_id, sum(remaining)::int as owed from points_debts group by user_id) d on d.user_id = u.id
    where u.points_balance <> coalesce(b.live, 0) - coalesce(d.owed, 0)
       or u.points_pending <> coalesce(b.pending, 0)
    union all
    select l.id, l.points, null, c.taken, null, dt.remaining
    from points_ledger l
    left join (select entry_id, sum(points)::int as taken from points_consumptions group by entry_id) c on c.entry_id = l.id
    left join points_debts dt on dt.entry_id = l.id
    where l.points < 0 and (c.taken is not null or dt.points is not null)
      and -l.points <> coalesce(c.taken, 0) + coalesce(dt.remaining, 0)
    union all
    select null, l.points, null, null, null, null from (
      select (select coalesce(sum(points), 0) from points_liability where not pending) as points
    ) l where l.points <> (select coalesce(sum(remaining), 0) from points_batches where released_at is not null)`);
  return (result as unknown as { rows: unknown[] }).rows;
}
