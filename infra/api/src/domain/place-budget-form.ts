import type { PlaceBudgetBody } from '@fidelidade/contract';
import { HttpError } from './http-error.ts';

/** Messages of the place budget form (docs/api.md, place budgets). */
export const PLACE_BUDGET_MESSAGES = {
  place: 'Selecione a concessionária ou a loja de parceiro.',
  dealership: 'Concessionária não encontrada.',
  store: 'Loja de parceiro não encontrada.',
  limits: 'Informe pelo menos um limite: resgates, pontos ou valor em reais.',
  redemptions: 'O limite de resgates deve ser um número inteiro de pelo menos 1.',
  points: 'O limite de pontos deve ser um número inteiro de pelo menos 1.',
  amount: 'O limite em reais deve ser maior que zero, com até duas casas decimais.',
  duplicate: 'Este local já tem um orçamento. Edite o existente.',
} as const;

export interface PlaceBudgetForm {
  dealershipId: number | null;
  partnerLocationId: number | null;
  period: PlaceBudgetBody['period'];
  maxRedemptions: number | null;
  maxPoints: number | null;
  maxCents: number | null;
}

/** Checks the body (one place, at least one limit, each positive) and throws one 400 with every problem. */
export function readPlaceBudget(body: PlaceBudgetBody): PlaceBudgetForm {
  const errors: Record<string, string[]> = {};
  const dealershipId = body.location_type === 'dealership' ? (body.dealership_id ?? null) : null;
  const partnerLocationId = body.location_type === 'partner' ? (body.partner_location_id ?? null) : null;
  if (dealershipId === null && partnerLocationId === null)
    errors[body.location_type === 'partner' ? 'partner_location_id' : 'dealership_id'] = [
      PLACE_BUDGET_MESSAGES.place,
    ];
  const whole = (field: 'max_redemptions' | 'max_points', message: string) => {
    const value = body[field] ?? null;
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > 2_147_483_647))
      errors[field] = [message];
    return value;
  };
  const maxRedemptions = whole('max_redemptions', PLACE_BUDGET_MESSAGES.redemptions);
  const maxPoints = whole('max_points', PLACE_BUDGET_MESSAGES.points);
  const amount = body.max_amount ?? null;
  const maxCents = amount === null ? null : Math.round(amount * 100);
  if (
    amount !== null &&
    maxCents !== null &&
    (maxCents < 1 || maxCents > 10_000_000_000 || Math.abs(maxCents - amount * 100) > 1e-6)
  )
    errors.max_amount = [PLACE_BUDGET_MESSAGES.amount];
  if (maxRedemptions === null && maxPoints === null && maxCents === null)
    errors.non_field_errors = [PLACE_BUDGET_MESSAGES.limits];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return { dealershipId, partnerLocationId, period: body.period, maxRedemptions, maxPoints, maxCents };
}
