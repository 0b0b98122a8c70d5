// An offer's points exposure and when its budget needs a second ADMIN (docs/security.md, approvals).

/** An offer's three budgets as stored (R$ in cents); null = no limit. */
export interface OfferBudgets {
  budgetRedemptions: number | null;
  budgetPoints: number | null;
  budgetCents: number | null;
}

/**
 * The most points the offer can take from customers: its points budget, or its redemptions budget
 * times its cost, whichever is lower; null = unlimited. (An R$ budget alone does not bound points.)
 */
export function pointsExposure(pointsCost: number, budgets: OfferBudgets): number | null {
  const caps = [
    budgets.budgetPoints,
    budgets.budgetRedemptions === null ? null : budgets.budgetRedemptions * pointsCost,
  ];
  const known = caps.filter((cap): cap is number => cap !== null);
  return known.length === 0 ? null : Math.min(...known);
}

const above = (exposure: number | null, limit: number) => exposure === null || exposure > limit;

/**
 * Whether these budgets wait for a second ADMIN: the programme has a threshold and the offer's
 * exposure goes above it (unlimited counts as above). An edit that does not raise the exposure the
 * offer already has never waits: only new value needs the second pair of eyes.
 */
export function budgetNeedsApproval(
  threshold: number | null,
  next: { pointsCost: number; budgets: OfferBudgets },
  current?: { pointsCost: number; budgets: OfferBudgets },
): boolean {
  if (threshold === null) return false;
  const after = pointsExposure(next.pointsCost, next.budgets);
  if (!above(after, threshold)) return false;
  if (!current) return true;
  const before = pointsExposure(current.pointsCost, current.budgets);
  if (before === null) return false;
  return after === null || after > before;
}

/** What a pending OFFER_BUDGET request applies: the held-back budgets, and/or the activation. */
export interface OfferBudgetPayload {
  budgets?: OfferBudgets;
  /** A new offer above the threshold is kept inactive; approval activates it when this is true. */
  activate?: boolean;
}
