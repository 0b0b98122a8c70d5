import {
  PartnerLocation,
  PartnerLocationForm,
  PartnerLocationListQuery,
  PartnerLocationUpdateForm,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { FormReader, type FormSource } from '../../../domain/form-fields.ts';
import { notFound } from '../../../domain/http-error.ts';
import { type MediaStorage, mediaUrl } from '../../../plugins/media-storage.ts';
import { readForm, withSavedImages } from '../../../plugins/uploads.ts';
import type {
  NewPartnerLocation,
  PartnerLocationRow,
  PartnershipsRepository,
} from '../../../repositories/partnerships.ts';
import { crudRoutes } from '../crud-routes.ts';

const storeJson = (media: MediaStorage, row: PartnerLocationRow): PartnerLocation => ({
  id: row.id,
  store_name: row.storeName,
  partner_id: row.partnerId,
  location_id: row.locationId,
  partner: { id: row.partner.id, brand_name: row.partner.brandName, category: row.partner.category },
  location: {
    id: row.location.id,
    address: row.location.address,
    city: row.location.city,
    state: row.location.state,
    country: row.location.country,
    postal_code: row.location.zipCode,
  },
  logo: mediaUrl(media, row.logo),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const LOGO = 'store_logo';

/** A store's partner or location that does not exist (the form's own 400s). */
const STORE_REFUSALS = {
  partner: 'Parceiro não encontrado.',
  location: 'Localização não encontrada.',
} as const;

/**
 * Validates a create (every field required) or an update (absent fields keep their value; the
 * client omits null fields).
 */
async function readValues(
  repo: PartnershipsRepository,
  source: FormSource,
  partial: boolean,
): Promise<Omit<NewPartnerLocation, 'logo'>> {
  const form = new FormReader(source);
  // On create every field is read (and required); on update only the fields that were sent.
  const wanted = (f: string) => !partial || form.has(f);
  const required = { required: 'Este campo é obrigatório.' };
  const storeName = wanted('store_name') ? form.text('store_name', { maxLength: 150, ...required }) : null;
  const partnerId = wanted('partner_id') ? form.id('partner_id', required) : null;
  const locationId = wanted('location_id') ? form.id('location_id', required) : null;
  if (partnerId !== null && !(await repo.partnerExists(partnerId)))
    form.error('partner_id', STORE_REFUSALS.partner);
  if (locationId !== null && !(await repo.locationExists(locationId)))
    form.error('location_id', STORE_REFUSALS.location);
  form.done();
  return {
    ...(storeName !== null ? { storeName } : {}),
    ...(partnerId !== null ? { partnerId } : {}),
    ...(locationId !== null ? { locationId } : {}),
  } as Omit<NewPartnerLocation, 'logo'>;
}

/**
 * /api/v1/partnerships/partner-locations/ — partner stores. PARCEIRO reads its partner's stores;
 * writes are ADMIN-only, multipart (optional `store_logo` image) or JSON.
 */
export default async function partnerLocationsRoutes(app: FastifyInstance) {
  const repository = app.partnershipsRepository;
  const repo = repository.partnerLocations;
  const all = { kind: 'all' } as const;
  crudRoutes(app, {
    read: 'partnerships.read',
    manage: 'partnerships.manage',
    auditTarget: 'partner_location',
    listQuery: PartnerLocationListQuery,
    item: PartnerLocation,
    input: { form: PartnerLocationForm, updateForm: PartnerLocationUpdateForm },
    toJson: (row: PartnerLocationRow) => storeJson(app.media, row),
    list: (q, scope, page) =>
      repo.page(
        {
          scope,
          ordering: q.ordering,
          ...(q.partner ? { partner: q.partner } : {}),
          ...(q.city ? { city: q.city } : {}),
          ...(q.store_name ? { storeName: q.store_name } : {}),
        },
        page,
      ),
    get: (id, scope) => repo.get(id, scope),
    create: async (_body, request) => {
      const input = await readForm(request, [LOGO]);
      const { images } = input;
      const values = (await readValues(repository, input, false)) as NewPartnerLocation;
      const id = await withSavedImages(app.media, images, (keys) =>
        repo.create({ ...values, logo: keys[LOGO] ?? null }),
      );
      return (await repo.get(id, all)) as PartnerLocationRow;
    },
    update: async (id, _body, request) => {
      const input = await readForm(request, [LOGO]);
      const { images } = input;
      const current = await repo.get(id, all);
      if (!current) throw notFound();
      const values = await readValues(repository, input, true);
      await withSavedImages(app.media, images, async (keys) => {
        if (!(await repo.update(current.id, { ...values, ...(keys[LOGO] ? { logo: keys[LOGO] } : {}) })))
          throw notFound();
      });
      if (images[LOGO] && current.logo) await app.media.delete(current.logo);
      return repo.get(current.id, all);
    },
    remove: async (id) => {
      const current = await repo.get(id, all);
      const result = await repo.delete(id);
      // The logo goes only with its store: not when the store is missing or still in use.
      if (result === 'deleted' && current?.logo) await app.media.delete(current.logo);
      return result;
    },
    inUseMessage: 'Esta loja de parceiro está em uso por ofertas e não pode ser excluída.',
    writeRefusals: Object.values(STORE_REFUSALS),
  });
}
