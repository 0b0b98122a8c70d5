import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetNeedsApproval, type OfferBudgets, pointsExposure } from './offer-exposure.ts';

const budgets = (b: Partial<OfferBudgets>): OfferBudgets => ({
  budgetRedemptions: null,
  budgetPoints: null,
  budgetCents: null,
  ...b,
});

test('exposure: the lower of the points budget and redemptions × cost; none (or R$ only) is unlimited', () => {
  assert.equal(pointsExposure(100, budgets({ budgetRedemptions: 50 })), 5000);
  assert.equal(pointsExposure(100, budgets({ budgetRedemptions: 50, budgetPoints: 3000 })), 3000);
  assert.equal(pointsExposure(100, budgets({})), null);
  assert.equal(pointsExposure(100, budgets({ budgetCents: 100_000 })), null);
});

test('waits only above the threshold (unlimited is above), and an edit only when it raises the exposure', () => {
  const offer = (b: Partial<OfferBudgets>) => ({ pointsCost: 100, budgets: budgets(b) });
  assert.equal(budgetNeedsApproval(null, offer({})), false, 'no threshold: nothing waits');
  assert.equal(budgetNeedsApproval(10_000, offer({ budgetPoints: 10_000 })), false, 'at the threshold');
  assert.equal(budgetNeedsApproval(10_000, offer({ budgetPoints: 10_001 })), true);
  assert.equal(budgetNeedsApproval(10_000, offer({})), true, 'unlimited');
  const live = offer({ budgetPoints: 50_000 });
  assert.equal(budgetNeedsApproval(10_000, offer({ budgetPoints: 40_000 }), live), false, 'lowered');
  assert.equal(budgetNeedsApproval(10_000, offer({ budgetPoints: 60_000 }), live), true, 'raised');
  assert.equal(budgetNeedsApproval(10_000, offer({}), offer({})), false, 'unlimited stays unlimited');
});
