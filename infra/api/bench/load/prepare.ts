import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import * as s from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/domain/password.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';

export const CUSTOMER_PASSWORD = 'cliente123';
const BENCH_OFFER = 'Oferta do benchmark';

export interface Prepared {
  customers: Array<{ id: number; cpf: string }>;
  offerId: number;
}

/** The seed, plus `customers` customers with a password and points, and an unlimited offer. */
export async function prepare(db: Database, customers: number): Promise<Prepared> {
  await seedIfEmpty(db);
  const picked = await db
    .select({ id: s.users.id, cpf: s.users.cpf })
    .from(s.users)
    .where(eq(s.users.userType, 'CLIENTE'))
    .orderBy(s.users.id)
    .limit(customers);
  const hash = await hashPassword(CUSTOMER_PASSWORD);
  const ids = picked.map((c) => c.id);
  await db.update(s.users).set({ passwordHash: hash, isActive: true }).where(inArray(s.users.id, ids));
  // The ledger trigger (drizzle/0004_points_totals.sql) adds each entry to the customer's balance,
  // earned and last activity: the entry alone is the credit; touching points_balance too counts it twice.
  const credits: Array<typeof s.pointsLedger.$inferInsert> = ids.map((userId) => ({
    userId,
    points: 1_000_000,
    kind: 'BONUS',
    description: 'Bônus do benchmark',
  }));
  if (credits.length > 0) await db.insert(s.pointsLedger).values(credits);
  const [store] = await db.select({ id: s.partnerLocations.id }).from(s.partnerLocations).limit(1);
  const [offer] = await db
    .insert(s.offers)
    .values({
      title: BENCH_OFFER,
      offerType: 'GIFT',
      pointsCost: 1,
      partnerLocationId: store?.id ?? null,
      maxRedemptions: null,
      validFrom: new Date(Date.now() - 3_600_000),
      validUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: s.offers.id });
  return { customers: picked, offerId: offer?.id ?? 0 };
}
