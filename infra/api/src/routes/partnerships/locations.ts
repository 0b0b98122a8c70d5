import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import type { NewLocation } from '../../repositories/partnerships.ts';
import { Detail, Nullable } from '../common/schemas.ts';
import {
  adminOnly,
  coordinate,
  IdParams,
  inUse,
  LocationOut,
  locationJson,
  settingsPaging,
  UFS,
} from './common.ts';

const Query = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 50 })),
  zip_code: Type.Optional(Type.String({ maxLength: 9 })),
});

const Coordinate = Type.Optional(Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])));

const Body = Type.Object({
  address: Type.String({ minLength: 1, maxLength: 255 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  state: Type.Enum([...UFS]),
  zip_code: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
  postal_code: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  latitude: Coordinate,
  longitude: Coordinate,
});

function toValues(body: Static<typeof Body>): NewLocation {
  const errors: Record<string, string[]> = {};
  const lat = coordinate(body.latitude, 90, 'Latitude');
  const lng = coordinate(body.longitude, 180, 'Longitude');
  if ('error' in lat) errors.latitude = [lat.error];
  if ('error' in lng) errors.longitude = [lng.error];
  const address = body.address.trim();
  const city = body.city.trim();
  if (!address) errors.address = ['Este campo não pode ficar em branco.'];
  if (!city) errors.city = ['Este campo não pode ficar em branco.'];
  if (Object.keys(errors).length > 0 || 'error' in lat || 'error' in lng) throw new HttpError(400, errors);
  const zip = (body.zip_code ?? body.postal_code ?? '').trim();
  return {
    address,
    city,
    state: body.state,
    zipCode: zip || null,
    country: body.country?.trim() || 'Brasil',
    latitude: lat.value,
    longitude: lng.value,
  };
}

const ITEM = '/partnerships/locations/:id/';
const Responses = { 401: Detail, 403: Detail, 404: Detail };

/**
 * /api/v1/partnerships/locations/ — list (any back-office role, scoped: DEALERSHIP its dealership's
 * location, PARCEIRO its stores' locations) and ADMIN-only create/update/delete.
 */
export default async function locationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.partnershipsRepository.locations;

  r.get(
    '/partnerships/locations/',
    {
      onRequest: app.authenticate,
      schema: { querystring: Query, response: { 200: PageOf(LocationOut), ...Responses } },
    },
    async (request) => {
      const p = settingsPaging(request.query);
      const q = request.query;
      const { count, rows } = await repo.page(
        {
          scope: requestScope(request),
          ...(q.search ? { search: q.search } : {}),
          ...(q.city ? { city: q.city } : {}),
          ...(q.state ? { state: q.state } : {}),
          ...(q.zip_code ? { zipCode: q.zip_code } : {}),
        },
        p,
      );
      return pageBody(request, p, count, rows.map(locationJson));
    },
  );

  r.post(
    '/partnerships/locations/',
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { body: Body, response: { 201: LocationOut, ...Responses } },
    },
    async (request, reply) => {
      const row = await repo.create(toValues(request.body));
      return reply.code(201).send(locationJson(row));
    },
  );

  r.get(
    ITEM,
    {
      onRequest: app.authenticate,
      schema: { params: IdParams, response: { 200: LocationOut, ...Responses } },
    },
    async (request) => {
      const row = await repo.get(request.params.id, requestScope(request));
      if (!row) throw notFound();
      return locationJson(row);
    },
  );

  r.put(
    ITEM,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { params: IdParams, body: Body, response: { 200: LocationOut, ...Responses } },
    },
    async (request) => {
      const row = await repo.update(request.params.id, toValues(request.body));
      if (!row) throw notFound();
      return locationJson(row);
    },
  );

  r.delete(
    ITEM,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { params: IdParams, response: { ...Responses, 204: Type.Null(), 400: Detail } },
    },
    async (request, reply) => {
      const result = await repo.delete(request.params.id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use')
        throw inUse(
          'Esta localização está em uso por uma concessionária ou loja de parceiro e não pode ser excluída.',
        );
      return reply.code(204).send(null);
    },
  );
}
