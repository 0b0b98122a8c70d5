import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, Offer, OfferBudgetBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../../domain/http-error.ts';
import { LIMIT_MESSAGES } from '../../../../domain/offer-limits-form.ts';
import type { OfferRow } from '../../../../repositories/offers.ts';
import {
  budgetsOf,
  planOfferSave,
  recordOfferRequest,
} from '../../../../services/approvals/offer-save-plan.ts';
import { offerJson, principalOf } from '../../offer-helpers.ts';

type Field = 'budget_redemptions' | 'budget_points' | 'budget_amount';
const MESSAGE: Record<Field, string> = {
  budget_redemptions: LIMIT_MESSAGES.budgetRedemptions,
  budget_points: LIMIT_MESSAGES.budgetPoints,
  budget_amount: LIMIT_MESSAGES.budgetAmount,
};

/** A field of the body as stored (cents for R$): undefined = keep, null = no limit. */
function read(
  body: OfferBudgetBody,
  field: Field,
  errors: Record<string, string[]>,
): number | null | undefined {
  const value = body[field];
  if (value === undefined || value === null) return value;
  const stored = field === 'budget_amount' ? Math.round(value * 100) : value;
  const places = field === 'budget_amount' ? Math.abs(stored - value * 100) < 1e-6 : Number.isInteger(value);
  if (!places || stored < 1 || stored > (field === 'budget_amount' ? 10_000_000_000 : 2_147_483_647))
    errors[field] = [MESSAGE[field]];
  return stored;
}

/**
 * PATCH /api/v1/loyalty/admin/offers/{id}/budget/ — ADMIN raises (or lowers, or removes) an offer's
 * budgets; a sold-out offer is redeemable again as soon as it commits ('Esgotada' goes). Fields left
 * out keep their value. The offer row is locked like a redemption locks it, so no redemption sees
 * half the change. Budgets raised above the programme's threshold wait for a second ADMIN.
 */
export default async function offerBudget(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().patch(
    '/:id/budget/',
    {
      onRequest: app.requireCapability('offers.budget.raise'),
      config: { audit: { action: 'update', targetType: 'offer' } },
      schema: {
        params: IdParams,
        body: OfferBudgetBody,
        response: { 200: Offer, 400: errorResponse(400, Object.values(MESSAGE)), 404: errorResponse(404) },
      },
    },
    async (request) => {
      const repo = app.offersRepository;
      const current = await repo.get(request.params.id, { audience: { kind: 'all' } });
      if (!current) throw notFound();
      const errors: Record<string, string[]> = {};
      const budgetRedemptions = read(request.body, 'budget_redemptions', errors);
      const budgetPoints = read(request.body, 'budget_points', errors);
      const budgetCents = read(request.body, 'budget_amount', errors);
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      const before = budgetsOf(current);
      const budgets = {
        budgetRedemptions: budgetRedemptions === undefined ? before.budgetRedemptions : budgetRedemptions,
        budgetPoints: budgetPoints === undefined ? before.budgetPoints : budgetPoints,
        budgetCents: budgetCents === undefined ? before.budgetCents : budgetCents,
      };
      const plan = await planOfferSave(app.db, { ...current, budgets }, { ...current, budgets: before });
      await app.db.transaction(async (tx) => {
        await repo.update(current.id, { ...budgets, ...plan.store }, tx);
        await recordOfferRequest(tx, plan, current.id, principalOf(request).id);
      });
      const updated = offerJson(
        app.media,
        (await repo.get(current.id, { audience: { kind: 'all' } })) as OfferRow,
      );
      request.auditChanges(offerJson(app.media, current), updated);
      return updated;
    },
  );
}
