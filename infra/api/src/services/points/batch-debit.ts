import type { LedgerKind } from '@fidelidade/contract/enums';
import { eq, sql } from 'drizzle-orm';
import { pointsDebts, pointsLedger, users } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';
import { type Consumption, consumeBatches } from './batch-consume.ts';
import { expireCustomerBatches } from './batch-expire.ts';
import { lockCustomers } from './points-sql.ts';

export interface DebitInput {
  userId: number;
  points: number;
  kind: LedgerKind;
  description: string;
  offerId?: number | null;
  redemptionId?: number | null;
  dealershipId?: number | null;
  partnerLocationId?: number | null;
  createdById?: number | null;
  reason?: string | null;
  externalId?: string | null;
}

export interface DebitResult {
  entryId: number;
  consumed: Consumption[];
  /** Points the batches could not cover, owed by the customer (only with `allowDebt`). */
  debt: number;
}

/**
 * The customer's spendable balance, after locking the customer and writing off whatever expired
 * by `now`: what a redemption or a manual debit may take (expiry at the exact second included).
 */
export async function spendableBalance(tx: Tx, userId: number, now: Date): Promise<number> {
  await lockCustomers(tx, [userId]);
  // A balance loaded straight into the ledger (seed, bulk load) gets its OPENING batch first.
  await tx.execute(sql`select "points_open_batches"(${userId}::int)`);
  await expireCustomerBatches(tx, userId, now);
  const [row] = await tx.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/**
 * Debits points: one ledger entry, paid by the customer's batches in spend order (batch-consume.ts).
 * Call `spendableBalance` first and check it. With `allowDebt` (a reversal of points already spent)
 * what the batches cannot cover becomes a debt the next credits pay; without it, that is an error.
 */
export async function debitPoints(
  tx: Tx,
  input: DebitInput,
  now: Date,
  options: { allowDebt?: boolean } = {},
): Promise<DebitResult> {
  const [entry] = await tx
    .insert(pointsLedger)
    .values({
      userId: input.userId,
      points: -input.points,
      kind: input.kind,
      description: input.description,
      offerId: input.offerId ?? null,
      redemptionId: input.redemptionId ?? null,
      dealershipId: input.dealershipId ?? null,
      partnerLocationId: input.partnerLocationId ?? null,
      createdById: input.createdById ?? null,
      reason: input.reason ?? null,
      externalId: input.externalId ?? null,
      createdAt: now,
    })
    .returning({ id: pointsLedger.id });
  if (!entry) throw new Error('insert points_ledger returned nothing');
  const consumed = await consumeBatches(tx, input.userId, input.points, entry.id, now);
  const debt = input.points - consumed.reduce((sum, c) => sum + c.points, 0);
  if (debt > 0) {
    if (!options.allowDebt) throw new Error(`debit of ${input.points} points exceeds the batches by ${debt}`);
    await tx
      .insert(pointsDebts)
      .values({ userId: input.userId, entryId: entry.id, points: debt, remaining: debt });
  }
  return { entryId: entry.id, consumed, debt };
}
