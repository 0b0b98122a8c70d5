import type { Database } from '../../db/client.ts';
import { offerBudgetSummary } from '../../domain/approval-summary.ts';
import {
  budgetNeedsApproval,
  type OfferBudgetPayload,
  type OfferBudgets,
  pointsExposure,
} from '../../domain/offer-exposure.ts';
import { approvalSettings, requestApproval } from '../../repositories/approvals.ts';
import { pendingOfferRequest } from '../../repositories/offer-approvals.ts';

/** An offer as a save sees it: its cost, budgets and whether it is (to be) active. */
export interface OfferBudgetState {
  title: string;
  pointsCost: number;
  isActive: boolean;
  budgets: OfferBudgets;
}

/** What a save stores now instead of the form's values, and the request that holds the rest. */
export interface OfferSavePlan {
  /** Overrides of the values to store (a new offer kept inactive, budgets held back). */
  store: { isActive?: boolean } & Partial<OfferBudgets>;
  request: { payload: OfferBudgetPayload; summary: string } | null;
}

/**
 * The second pair of eyes on offers (docs/security.md, approvals). A new offer whose points
 * exposure is above the programme's threshold is stored inactive until another ADMIN approves (its
 * later saves keep it so, and renew the request); an edit that raises a live offer's exposure above
 * the threshold stores everything but the budgets, which wait. Anything else is stored as given.
 */
export async function planOfferSave(
  db: Database,
  next: OfferBudgetState,
  current?: OfferBudgetState & { id: number },
): Promise<OfferSavePlan> {
  const threshold = (await approvalSettings(db)).offer_budget_threshold_points;
  const pending = current ? await pendingOfferRequest(db, current.id) : null;
  const awaitingActivation = (pending?.payload as OfferBudgetPayload | null)?.activate !== undefined;
  const exposure = pointsExposure(next.pointsCost, next.budgets);
  if (!current || awaitingActivation) {
    if (!awaitingActivation && !budgetNeedsApproval(threshold, next)) return { store: {}, request: null };
    return {
      store: { isActive: false },
      request: {
        payload: { activate: next.isActive },
        summary: offerBudgetSummary(next.title, undefined, exposure),
      },
    };
  }
  if (!budgetNeedsApproval(threshold, next, current)) return { store: {}, request: null };
  return {
    store: { ...current.budgets },
    request: {
      payload: { budgets: next.budgets },
      summary: offerBudgetSummary(next.title, pointsExposure(current.pointsCost, current.budgets), exposure),
    },
  };
}

/**
 * Records the plan's request for the saved offer; its id, or null when nothing waits. `tx` is the
 * transaction that saved the offer: a new offer kept inactive never exists without its request.
 */
export async function recordOfferRequest(
  tx: Database,
  plan: OfferSavePlan,
  offerId: number,
  requestedById: number,
): Promise<number | null> {
  if (!plan.request) return null;
  return requestApproval(tx, {
    kind: 'OFFER_BUDGET',
    targetId: offerId,
    payload: { ...plan.request.payload },
    summary: plan.request.summary,
    requestedById,
  });
}

/** Whether the offer is new and still waits for its approval (it may not be activated yet). */
export async function awaitingActivation(db: Database, offerId: number): Promise<boolean> {
  const pending = await pendingOfferRequest(db, offerId);
  return (pending?.payload as OfferBudgetPayload | null)?.activate !== undefined;
}

export const budgetsOf = (row: OfferBudgets): OfferBudgets => ({
  budgetRedemptions: row.budgetRedemptions,
  budgetPoints: row.budgetPoints,
  budgetCents: row.budgetCents,
});
