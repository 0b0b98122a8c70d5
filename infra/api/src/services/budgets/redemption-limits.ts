/**
 * What a redemption checks beyond balance, validity and the per-customer total (repositories/
 * vouchers.ts redeem): the offer's audience (checked again here, not only in the list), the cap per
 * customer per day/week/month, then the offer's and its place's budgets, taken in this order inside
 * the redemption's transaction (docs/architecture.md §5, "Budgets"). The customer row is already
 * locked, so the per-customer count is exact; the budgets are exact by their conditional upserts.
 */
import { LIMIT_PERIOD_LABELS, type LimitPeriod } from '@fidelidade/contract/enums';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { redemptions } from '../../db/schema/index.ts';
import { HttpError } from '../../domain/http-error.ts';
import { ptNumber } from '../../domain/pt-br-number.ts';
import { audienceSelection } from '../audiences/audience-selection.ts';
import { isMember } from '../audiences/recipients.ts';
import type { Tx } from '../jobs/job-types.ts';
import { placeBudgetOf, takeOfferBudget, takePlaceBudget } from './offer-budget.ts';

export const LIMIT_REFUSALS = {
  soldOut: 'Oferta esgotada.',
  placeSpent: 'O orçamento de ofertas deste local acabou.',
  placeSpentMonth: 'O orçamento de ofertas deste local para este mês acabou.',
  perCustomer: (n: number | string, period: LimitPeriod) =>
    `Limite de resgates desta oferta atingido: ${typeof n === 'number' ? ptNumber(n) : n} ${LIMIT_PERIOD_LABELS[period]} por cliente.`,
} as const;

const TZ = 'America/Sao_Paulo';
const UNIT: Record<LimitPeriod, string> = { DAY: 'day', WEEK: 'week', MONTH: 'month' };

export interface LimitedOffer {
  id: number;
  pointsCost: number;
  costCents: number;
  audienceId: number | null;
  dealershipId: number | null;
  partnerLocationId: number | null;
  customerLimit: number | null;
  customerLimitPeriod: LimitPeriod | null;
  budgetRedemptions: number | null;
  budgetPoints: number | null;
  budgetCents: number | null;
}

/** Throws the refusal (404 for an audience the customer is not in: the offer is not theirs to see). */
export async function applyRedemptionLimits(
  tx: Tx,
  userId: number,
  offer: LimitedOffer,
  now: Date,
  notFoundMessage: string,
): Promise<void> {
  if (offer.audienceId !== null) {
    const selection = await audienceSelection(
      tx,
      offer.audienceId,
      { dealershipId: null, partnerId: null },
      now,
    );
    if (!selection || !(await isMember(tx, selection, userId)))
      throw new HttpError(404, { detail: notFoundMessage });
  }
  if (offer.customerLimit !== null && offer.customerLimitPeriod !== null) {
    const unit = UNIT[offer.customerLimitPeriod];
    const since = sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${TZ}) at time zone ${TZ})`;
    const [made] = await tx
      .select({ n: count() })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.userId, userId),
          eq(redemptions.offerId, offer.id),
          isNull(redemptions.cancelledAt),
          gte(redemptions.createdAt, since),
        ),
      );
    if ((made?.n ?? 0) >= offer.customerLimit)
      throw new HttpError(400, {
        detail: LIMIT_REFUSALS.perCustomer(offer.customerLimit, offer.customerLimitPeriod),
      });
  }
  const charge = { points: offer.pointsCost, cents: offer.costCents };
  const limits = {
    maxRedemptions: offer.budgetRedemptions,
    maxPoints: offer.budgetPoints,
    maxCents: offer.budgetCents,
  };
  if (!(await takeOfferBudget(tx, offer.id, limits, charge)))
    throw new HttpError(400, { detail: LIMIT_REFUSALS.soldOut });
  const place = await placeBudgetOf(tx, offer);
  if (place && !(await takePlaceBudget(tx, place, charge)))
    throw new HttpError(400, {
      detail: place.period === 'MONTH' ? LIMIT_REFUSALS.placeSpentMonth : LIMIT_REFUSALS.placeSpent,
    });
}
