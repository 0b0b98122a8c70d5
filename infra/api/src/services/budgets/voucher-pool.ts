/**
 * An offer's imported voucher codes (offer_voucher_codes, Configurações → Importação): an offer
 * with a pool gives each redemption one free code, which becomes the voucher's code, so the counter
 * validates it as any other voucher. A pool with no free code makes the offer 'Esgotada', like a
 * spent budget. A code is never handed out twice, not even after its redemption is cancelled.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { offers, offerVoucherCodes } from '../../db/schema/index.ts';
import { HttpError } from '../../domain/http-error.ts';
import type { Tx } from '../jobs/job-types.ts';

export const POOL_REFUSALS = {
  empty: 'Oferta esgotada: todos os códigos de voucher desta oferta já foram resgatados.',
} as const;

/** The offer's codes, and those still free, for the offers' lists and detail. */
export const poolTotalSql = sql<number>`(select count(*)::int from "offer_voucher_codes" c where c."offer_id" = ${offers.id})`;
export const poolFreeSql = sql<number>`(select count(*)::int from "offer_voucher_codes" c where c."offer_id" = ${offers.id} and c."assigned_at" is null)`;
/** The offer has a pool and every code of it is taken ('Esgotada'). */
export const poolSpentSql = sql<boolean>`(exists (select 1 from "offer_voucher_codes" c where c."offer_id" = ${offers.id})
  and not exists (select 1 from "offer_voucher_codes" c where c."offer_id" = ${offers.id} and c."assigned_at" is null))`;

export interface PooledCode {
  id: number;
  code: string;
}

/**
 * Inside the redemption's transaction: the offer's next free code, locked. SKIP LOCKED lets
 * concurrent redemptions each take a different code instead of queueing on the first one; a
 * redemption that finds none free (all taken, or held by redemptions still in flight) is refused.
 * Null: the offer has no pool, the voucher gets a generated code as before.
 */
export async function takePooledCode(tx: Tx, offerId: number): Promise<PooledCode | null> {
  const [free] = await tx
    .select({ id: offerVoucherCodes.id, code: offerVoucherCodes.code })
    .from(offerVoucherCodes)
    .where(and(eq(offerVoucherCodes.offerId, offerId), isNull(offerVoucherCodes.assignedAt)))
    .orderBy(asc(offerVoucherCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (free) return free;
  const [any] = await tx
    .select({ id: offerVoucherCodes.id })
    .from(offerVoucherCodes)
    .where(eq(offerVoucherCodes.offerId, offerId))
    .limit(1);
  if (any) throw new HttpError(400, { detail: POOL_REFUSALS.empty });
  return null;
}

/**
 * The code is taken for good: by the redemption, or (null) by nobody because a voucher already
 * carries that text, so it can never be issued and the next free code is tried.
 */
export async function markCodeTaken(tx: Tx, code: PooledCode, redemptionId: number | null, now: Date) {
  await tx
    .update(offerVoucherCodes)
    .set({ redemptionId, assignedAt: now })
    .where(eq(offerVoucherCodes.id, code.id));
}
