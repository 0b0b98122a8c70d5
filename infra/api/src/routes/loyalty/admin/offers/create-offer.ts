import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, Offer, OfferForm } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { OFFER_IMAGE_FIELDS, readOfferForm } from '../../../../domain/offer-form.ts';
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
 * POST /api/v1/loyalty/admin/offers/ — multipart (or JSON) offer form with optional display_logo and
 * item_image; images are stored only after validation and removed again if the insert fails. An offer
 * above the programme's budget threshold is stored inactive until a second ADMIN approves it.
 */
export default async function createOffer(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('offers.create'),
      config: {
        swaggerTransform: documentedForm(OfferForm),
        audit: { action: 'create', targetType: 'offer' },
      },
      schema: { response: { 201: Offer, 400: errorResponse(400, OFFER_REFUSALS) } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const input = await readForm(request, OFFER_IMAGE_FIELDS);
      const { images } = input;
      const values = readOfferForm(input);
      await authorizeTarget(app.offersRepository, principal, values);
      await authorizeLimits(request, principal, values);
      const plan = await planOfferSave(app.db, { ...values, budgets: budgetsOf(values) });
      const id = await withSavedImages(app.media, images, (keys) =>
        app.db.transaction(async (tx) => {
          const created = await app.offersRepository.create(
            {
              ...values,
              ...plan.store,
              displayLogo: keys.display_logo ?? null,
              itemImage: keys.item_image ?? null,
              createdById: principal.id,
            },
            tx,
          );
          await recordOfferRequest(tx, plan, created, principal.id);
          return created;
        }),
      );
      const row = await app.offersRepository.get(id, { audience: { kind: 'all' } });
      return reply.code(201).send(offerJson(app.media, row as OfferRow));
    },
  );
}
