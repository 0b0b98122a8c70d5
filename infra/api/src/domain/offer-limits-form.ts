import { LIMIT_PERIODS, type LimitPeriod } from '@fidelidade/contract/enums';
import type { FormReader } from './form-fields.ts';

/** Messages of the offer form's 'Público e orçamento' section (docs/api.md, the offer form). */
export const LIMIT_MESSAGES = {
  budgetRedemptions: 'O total de resgates deve ser um número inteiro de pelo menos 1.',
  budgetPoints: 'O orçamento em pontos deve ser um número inteiro de pelo menos 1.',
  budgetAmount: 'O orçamento em reais deve ser maior que zero.',
  redemptionCost: 'O custo por resgate deve ser zero ou mais.',
  customerLimit: 'O limite por cliente deve ser um número inteiro de pelo menos 1.',
  customerLimitPeriod: 'Escolha o período do limite por cliente: por dia, por semana ou por mês.',
  raise: 'Somente um administrador pode aumentar ou remover o orçamento de uma promoção.',
} as const;

const MAX_CENTS = 10_000_000_000; // R$ 100 milhões

export interface OfferLimitValues {
  audienceId: number | null;
  budgetRedemptions: number | null;
  budgetPoints: number | null;
  budgetCents: number | null;
  redemptionCostCents: number | null;
  customerLimit: number | null;
  customerLimitPeriod: LimitPeriod | null;
}

/** R$ with at most two places → whole cents; blank → null. */
function cents(form: FormReader, field: string, message: string, positive: boolean): number | null {
  const value = form.decimal(field, message, 2);
  if (value === null) return null;
  const c = Math.round(value * 100);
  if ((positive ? c <= 0 : c < 0) || c > MAX_CENTS) {
    form.error(field, message);
    return null;
  }
  return c;
}

/**
 * The audience and the budgets of an offer form (blank = none): total redemptions, points and R$,
 * the R$ of one redemption, and a cap per customer per day, week or month. Errors go to `form`.
 */
export function readOfferLimits(form: FormReader): OfferLimitValues {
  const audienceId = form.id(form.has('audience') ? 'audience' : 'audience_id');
  const budgetRedemptions = form.integer('budget_redemptions', {
    min: 1,
    minMessage: LIMIT_MESSAGES.budgetRedemptions,
  });
  const budgetPoints = form.integer('budget_points', { min: 1, minMessage: LIMIT_MESSAGES.budgetPoints });
  const budgetCents = cents(form, 'budget_amount', LIMIT_MESSAGES.budgetAmount, true);
  const redemptionCostCents = cents(form, 'redemption_cost', LIMIT_MESSAGES.redemptionCost, false);
  const customerLimit = form.integer('customer_limit', { min: 1, minMessage: LIMIT_MESSAGES.customerLimit });
  const periodText = form.raw('customer_limit_period');
  let customerLimitPeriod: LimitPeriod | null = null;
  if (customerLimit !== null) {
    if (periodText && (LIMIT_PERIODS as readonly string[]).includes(periodText))
      customerLimitPeriod = periodText as LimitPeriod;
    else form.error('customer_limit_period', LIMIT_MESSAGES.customerLimitPeriod);
  } else if (periodText && !(LIMIT_PERIODS as readonly string[]).includes(periodText)) {
    form.error('customer_limit_period', LIMIT_MESSAGES.customerLimitPeriod);
  }
  return {
    audienceId,
    budgetRedemptions,
    budgetPoints,
    budgetCents,
    redemptionCostCents,
    customerLimit: customerLimitPeriod ? customerLimit : null,
    customerLimitPeriod,
  };
}
