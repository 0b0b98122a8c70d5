import type { PlaceBudget, PlaceBudgetBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../../domain/http-error.ts';
import {
  PLACE_BUDGET_MESSAGES,
  type PlaceBudgetForm,
  readPlaceBudget,
} from '../../../../domain/place-budget-form.ts';
import type { PlaceBudgetListRow } from '../../../../repositories/place-budgets.ts';

const money = (cents: number) => (cents / 100).toFixed(2);

/** The place budget form's refusals (docs/api.md, place budgets). */
export const PLACE_BUDGET_REFUSALS = Object.values(PLACE_BUDGET_MESSAGES);

export function placeBudgetJson(row: PlaceBudgetListRow): PlaceBudget {
  const over = (max: number | null, used: number) => max !== null && used >= max;
  return {
    id: row.id,
    location_type: row.partnerLocationId !== null ? 'partner' : 'dealership',
    dealership_id: row.dealershipId,
    partner_location_id: row.partnerLocationId,
    place_name: row.placeName,
    period: row.period,
    period_start: row.periodStart,
    max_redemptions: row.maxRedemptions,
    max_points: row.maxPoints,
    max_amount: row.maxCents === null ? null : money(row.maxCents),
    used_redemptions: row.usedRedemptions,
    used_points: row.usedPoints,
    used_amount: money(row.usedCents),
    exhausted:
      over(row.maxRedemptions, row.usedRedemptions) ||
      over(row.maxPoints, row.usedPoints) ||
      over(row.maxCents, row.usedCents),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The body checked, its place existing, and no other budget on that place (`except`: the one edited). */
export async function placeBudgetValues(
  app: FastifyInstance,
  body: PlaceBudgetBody,
  except: number | null,
): Promise<PlaceBudgetForm> {
  const values = readPlaceBudget(body);
  if (values.dealershipId !== null && !(await app.offersRepository.dealershipExists(values.dealershipId)))
    throw new HttpError(400, { dealership_id: [PLACE_BUDGET_MESSAGES.dealership] });
  if (
    values.partnerLocationId !== null &&
    (await app.offersRepository.storePartner(values.partnerLocationId)) === null
  )
    throw new HttpError(400, { partner_location_id: [PLACE_BUDGET_MESSAGES.store] });
  const existing = await app.placeBudgetsRepository.ofPlace(values);
  if (existing !== null && existing !== except)
    throw new HttpError(400, { non_field_errors: [PLACE_BUDGET_MESSAGES.duplicate] });
  return values;
}
