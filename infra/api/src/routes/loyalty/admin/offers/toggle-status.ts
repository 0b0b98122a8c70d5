import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  APPROVAL_MESSAGES,
  Detail,
  errorResponse,
  IdParams,
  Offer,
  OfferToggleBody,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../../domain/http-error.ts';
import { requestScope } from '../../../../plugins/auth.ts';
import type { OfferRow } from '../../../../repositories/offers.ts';
import { awaitingActivation } from '../../../../services/approvals/offer-save-plan.ts';
import { offerJson } from '../../offer-helpers.ts';

/**
 * PATCH /api/v1/loyalty/admin/offers/{id}/toggle-status/ — activates or deactivates an offer of the
 * caller's scope (out of scope → 404). A deactivated offer leaves the customers' list and its
 * redeem is refused; its vouchers already issued stay valid at the counter. A new offer waiting for
 * its approval (above the budget threshold) cannot be activated before it (400).
 */
export default async function toggleOfferStatus(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().patch(
    '/:id/toggle-status/',
    {
      onRequest: app.requireCapability('offers.update'),
      config: { audit: { action: 'update', targetType: 'offer' } },
      schema: {
        params: IdParams,
        body: OfferToggleBody,
        response: {
          200: Offer,
          400: errorResponse(400, [APPROVAL_MESSAGES.offerPendingActivation]),
          404: Detail,
        },
      },
    },
    async (request) => {
      const repo = app.offersRepository;
      const current = await repo.get(request.params.id, { audience: requestScope(request) });
      if (!current) throw notFound();
      if (request.body.is_active && (await awaitingActivation(app.db, current.id)))
        throw new HttpError(400, { detail: APPROVAL_MESSAGES.offerPendingActivation });
      if (!(await repo.update(current.id, { isActive: request.body.is_active }))) throw notFound();
      const updated = offerJson(
        app.media,
        (await repo.get(current.id, { audience: { kind: 'all' } })) as OfferRow,
      );
      request.auditChanges(offerJson(app.media, current), updated);
      return updated;
    },
  );
}
