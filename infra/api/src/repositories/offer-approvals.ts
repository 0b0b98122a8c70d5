import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { approvalRequests, offers } from '../db/schema/index.ts';
import type { OfferBudgetPayload } from '../domain/offer-exposure.ts';

/** The offer's pending request, if any (one at a time: a new one replaces it). */
export async function pendingOfferRequest(db: Database, offerId: number) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.kind, 'OFFER_BUDGET'),
        eq(approvalRequests.targetId, offerId),
        eq(approvalRequests.status, 'PENDING'),
      ),
    );
  return row ?? null;
}

/** Approval of an OFFER_BUDGET request: the budgets and activation it held back take effect. */
export async function applyOfferBudget(db: Database, offerId: number, payload: OfferBudgetPayload) {
  const updated = await db
    .update(offers)
    .set({
      ...(payload.budgets ?? {}),
      ...(payload.activate ? { isActive: true } : {}),
      updatedAt: new Date(),
    })
    .where(eq(offers.id, offerId))
    .returning({ id: offers.id });
  return updated.length > 0;
}
