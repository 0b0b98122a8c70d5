import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { FormReader } from '../../lib/form-fields.ts';
import { notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody } from '../../lib/pagination.ts';
import { readForm, withSavedImages } from '../../lib/uploads.ts';
import { requestScope } from '../../plugins/auth.ts';
import { type MediaStorage, mediaUrl } from '../../plugins/media-storage.ts';
import type {
  NewPartnerLocation,
  PartnerLocationRow,
  PartnershipsRepository,
} from '../../repositories/partnerships.ts';
import { Detail, Nullable } from '../common/schemas.ts';
import { adminOnly, IdParams, inUse, settingsPaging } from './common.ts';

const Query = Type.Object({
  ...PageQuery,
  partner: Type.Optional(Type.String({ maxLength: 150 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  store_name: Type.Optional(Type.String({ maxLength: 150 })),
});

const StoreOut = Type.Object({
  id: Type.Integer(),
  store_name: Type.String(),
  partner_id: Type.Integer(),
  location_id: Type.Integer(),
  partner: Type.Object({ id: Type.Integer(), brand_name: Type.String(), category: Type.String() }),
  location: Type.Object({
    id: Type.Integer(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    country: Type.String(),
    postal_code: Nullable(Type.String()),
  }),
  logo: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const storeJson = (media: MediaStorage, row: PartnerLocationRow) => ({
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

/**
 * Validates a create (every field required) or an update (absent fields keep their value; the
 * client omits null fields).
 */
async function readValues(
  repo: PartnershipsRepository,
  fields: Record<string, unknown>,
  partial: boolean,
): Promise<Omit<NewPartnerLocation, 'logo'>> {
  const form = new FormReader(fields);
  // On create every field is read (and required); on update only the fields that were sent.
  const wanted = (f: string) => !partial || form.has(f);
  const required = { required: 'Este campo é obrigatório.' };
  const storeName = wanted('store_name') ? form.text('store_name', { maxLength: 150, ...required }) : null;
  const partnerId = wanted('partner_id') ? form.integer('partner_id', { min: 1, ...required }) : null;
  const locationId = wanted('location_id') ? form.integer('location_id', { min: 1, ...required }) : null;
  if (partnerId !== null && !(await repo.partnerExists(partnerId)))
    form.error('partner_id', 'Parceiro não encontrado.');
  if (locationId !== null && !(await repo.locationExists(locationId)))
    form.error('location_id', 'Localização não encontrada.');
  form.done();
  return {
    ...(storeName !== null ? { storeName } : {}),
    ...(partnerId !== null ? { partnerId } : {}),
    ...(locationId !== null ? { locationId } : {}),
  } as Omit<NewPartnerLocation, 'logo'>;
}

const ITEM = '/partnerships/partner-locations/:id/';
const Responses = { 401: Detail, 403: Detail, 404: Detail };

/**
 * /api/v1/partnerships/partner-locations/ — partner stores. PARCEIRO reads its partner's stores;
 * writes are ADMIN-only, multipart (optional `store_logo` image) or JSON.
 */
export default async function partnerLocationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = app.partnershipsRepository;
  const repo = repository.partnerLocations;
  const all = { kind: 'all' } as const;

  r.get(
    '/partnerships/partner-locations/',
    {
      onRequest: app.authenticate,
      schema: { querystring: Query, response: { 200: PageOf(StoreOut), ...Responses } },
    },
    async (request) => {
      const p = settingsPaging(request.query);
      const q = request.query;
      const { count, rows } = await repo.page(
        {
          scope: requestScope(request),
          ...(q.partner ? { partner: q.partner } : {}),
          ...(q.city ? { city: q.city } : {}),
          ...(q.store_name ? { storeName: q.store_name } : {}),
        },
        p,
      );
      return pageBody(
        request,
        p,
        count,
        rows.map((row) => storeJson(app.media, row)),
      );
    },
  );

  r.post(
    '/partnerships/partner-locations/',
    { onRequest: [app.authenticate, adminOnly], schema: { response: { 201: StoreOut, ...Responses } } },
    async (request, reply) => {
      const { fields, images } = await readForm(request, [LOGO]);
      const values = (await readValues(repository, fields, false)) as NewPartnerLocation;
      const id = await withSavedImages(app.media, images, (keys) =>
        repo.create({ ...values, logo: keys[LOGO] ?? null }),
      );
      return reply.code(201).send(storeJson(app.media, (await repo.get(id, all)) as PartnerLocationRow));
    },
  );

  r.get(
    ITEM,
    { onRequest: app.authenticate, schema: { params: IdParams, response: { 200: StoreOut, ...Responses } } },
    async (request) => {
      const row = await repo.get(request.params.id, requestScope(request));
      if (!row) throw notFound();
      return storeJson(app.media, row);
    },
  );

  r.put(
    ITEM,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { params: IdParams, response: { 200: StoreOut, ...Responses } },
    },
    async (request) => {
      const { fields, images } = await readForm(request, [LOGO]);
      const current = await repo.get(request.params.id, all);
      if (!current) throw notFound();
      const values = await readValues(repository, fields, true);
      await withSavedImages(app.media, images, async (keys) => {
        if (!(await repo.update(current.id, { ...values, ...(keys[LOGO] ? { logo: keys[LOGO] } : {}) })))
          throw notFound();
      });
      if (images[LOGO] && current.logo) await app.media.delete(current.logo);
      return storeJson(app.media, (await repo.get(current.id, all)) as PartnerLocationRow);
    },
  );

  r.delete(
    ITEM,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { params: IdParams, response: { ...Responses, 204: Type.Null(), 400: Detail } },
    },
    async (request, reply) => {
      const current = await repo.get(request.params.id, all);
      const result = await repo.delete(request.params.id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use')
        throw inUse('Esta loja de parceiro está em uso por ofertas e não pode ser excluída.');
      if (current?.logo) await app.media.delete(current.logo);
      return reply.code(204).send(null);
    },
  );
}
