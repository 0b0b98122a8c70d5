import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, IdParams, Offer, OfferForm } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { FormReader } from '../../../../domain/form-fields.ts';
import { notFound } from '../../../../domain/http-error.ts';
import { OFFER_IMAGE_FIELDS, readOfferForm } from '../../../../domain/offer-form.ts';
import { scopeOf } from '../../../../domain/principal.ts';
import { documentedForm } from '../../../../plugins/openapi.ts';
import { readForm, withSavedImages } from '../../../../plugins/uploads.ts';
import type { OfferRow } from '../../../../repositories/offers.ts';
import {
  budgetsOf,
  planOfferSave,
  recordOfferRequest,
} from '../../../../services/approvals/offer-save-plan.ts';
import {
  authorizeLimits,
  authorizeTarget,
  OFFER_REFUSALS,
  offerJson,
  principalOf,
} from '../../offer-helpers.ts';

/**
 * PUT /api/v1/loyalty/admin/offers/{id}/ — the whole form again (same validation as create). An offer
 * outside the user's scope is a 404; moving it to a target the user may not use is a 403. Images:
 * a new file replaces the old one, an empty text field removes it, an absent field keeps it. Budgets
 * raised above the programme's threshold wait for a second ADMIN (the rest is saved now).
 */
export default async function updateOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/:id/',
    {
      onRequest: app.requireCapability('offers.update'),
      config: {
        swaggerTransform: documentedForm(OfferForm),
        audit: { action: 'update', targetType: 'offer' },
      },
      schema: {
        params: IdParams,
        response: { 200: Offer, 400: errorResponse(400, OFFER_REFUSALS), 404: errorResponse(404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const repo = app.offersRepository;
      const input = await readForm(request, OFFER_IMAGE_FIELDS);
      const { images } = input;
      const current = await repo.get(request.params.id, { audience: scopeOf(principal) });
      if (!current) throw notFound();
      const values = readOfferForm(input);
      await authorizeTarget(repo, principal, values);
      await authorizeLimits(request, principal, values, current);
      const plan = await planOfferSave(
        app.db,
        { ...values, budgets: budgetsOf(values) },
        { ...current, budgets: budgetsOf(current) },
      );
      const form = new FormReader(input);
      const cleared = (field: string) => form.has(field) && !form.raw(field);
      await withSavedImages(app.media, images, (keys) =>
        app.db.transaction(async (tx) => {
          const ok = await repo.update(
            current.id,
            {
              ...values,
              ...plan.store,
              ...(keys.display_logo ? { displayLogo: keys.display_logo } : {}),
              ...(keys.item_image ? { itemImage: keys.item_image } : {}),
              ...(!keys.display_logo && cleared('display_logo') ? { displayLogo: null } : {}),
              ...(!keys.item_image && cleared('item_image') ? { itemImage: null } : {}),
            },
            tx,
          );
          if (!ok) throw notFound();
          // The budgets held back and the request that holds them: one write.
          await recordOfferRequest(tx, plan, current.id, principal.id);
        }),
      );
      const replaced = [
        (images.display_logo || cleared('display_logo')) && current.displayLogo,
        (images.item_image || cleared('item_image')) && current.itemImage,
      ];
      for (const key of replaced) if (key) await app.media.delete(key);
      const updated = offerJson(
        app.media,
        (await repo.get(current.id, { audience: { kind: 'all' } })) as OfferRow,
      );
      request.auditChanges(offerJson(app.media, current), updated);
      return updated;
    },
  );
}
