const DAY = 86_400_000;

/**
 * An offer form the API accepts (JSON): a GIFT at `dealershipId`, valid from yesterday to tomorrow,
 * no per-customer limit, a fresh title; `extra` adds or replaces fields (budgets, cost, audience).
 */
export const dealershipOfferForm = (dealershipId: number, extra: Record<string, unknown> = {}) => ({
  title: `Oferta ${Math.random().toString(36).slice(2, 8)}`,
  offer_type: 'GIFT',
  points_cost: 1,
  valid_from: new Date(Date.now() - DAY).toISOString(),
  valid_until: new Date(Date.now() + DAY).toISOString(),
  location_type: 'dealership',
  dealership: dealershipId,
  max_redemptions: '',
  ...extra,
});
