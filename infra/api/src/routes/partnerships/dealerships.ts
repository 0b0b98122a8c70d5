import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import type {
  DealershipRow,
  NewDealership,
  PartnershipsRepository,
} from '../../repositories/partnerships.ts';
import { Detail, Nullable } from '../common/schemas.ts';
import { adminOnly, IdParams, inUse, LocationOut, locationJson, settingsPaging } from './common.ts';

const Query = Type.Object({
  ...PageQuery,
  name: Type.Optional(Type.String({ maxLength: 150 })),
  cnpj: Type.Optional(Type.String({ maxLength: 18 })),
  external_name_ref: Type.Optional(Type.String({ maxLength: 150 })),
});

const Body = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 150 }),
  cnpj: Type.String({ minLength: 1, maxLength: 18 }),
  external_name_ref: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
  location_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

const DealershipOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cnpj: Type.String(),
  external_name_ref: Nullable(Type.String()),
  location_id: Nullable(Type.Integer()),
  location: Nullable(LocationOut),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const dealershipJson = (row: DealershipRow) => ({
  id: row.id,
  name: row.name,
  cnpj: row.cnpj,
  external_name_ref: row.externalNameRef,
  location_id: row.locationId,
  location: row.location ? locationJson(row.location) : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function toValues(repo: PartnershipsRepository, body: Static<typeof Body>): Promise<NewDealership> {
  const errors: Record<string, string[]> = {};
  const name = body.name.trim();
  const cnpj = body.cnpj.trim();
  if (!name) errors.name = ['Este campo não pode ficar em branco.'];
  if (!cnpj) errors.cnpj = ['Este campo não pode ficar em branco.'];
  if (!(await repo.locationExists(body.location_id))) errors.location_id = ['Localização não encontrada.'];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return {
    name,
    cnpj,
    externalNameRef: body.external_name_ref?.trim() || null,
    locationId: body.location_id,
  };
}

const ITEM = '/partnerships/dealerships/:id/';
const Responses = { 401: Detail, 403: Detail, 404: Detail };

/** /api/v1/partnerships/dealerships/ — DEALERSHIP reads only its own; writes are ADMIN-only. */
export default async function dealershipsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = app.partnershipsRepository;
  const repo = repository.dealerships;

  r.get(
    '/partnerships/dealerships/',
    {
      onRequest: app.authenticate,
      schema: { querystring: Query, response: { 200: PageOf(DealershipOut), ...Responses } },
    },
    async (request) => {
      const p = settingsPaging(request.query);
      const q = request.query;
      const { count, rows } = await repo.page(
        {
          scope: requestScope(request),
          ...(q.name ? { name: q.name } : {}),
          ...(q.cnpj ? { cnpj: q.cnpj } : {}),
          ...(q.external_name_ref ? { externalNameRef: q.external_name_ref } : {}),
        },
        p,
      );
      return pageBody(request, p, count, rows.map(dealershipJson));
    },
  );

  r.post(
    '/partnerships/dealerships/',
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { body: Body, response: { 201: DealershipOut, ...Responses } },
    },
    async (request, reply) => {
      const id = await repo.create(await toValues(repository, request.body));
      const row = await repo.get(id, { kind: 'all' });
      return reply.code(201).send(dealershipJson(row as DealershipRow));
    },
  );

  r.get(
    ITEM,
    {
      onRequest: app.authenticate,
      schema: { params: IdParams, response: { 200: DealershipOut, ...Responses } },
    },
    async (request) => {
      const row = await repo.get(request.params.id, requestScope(request));
      if (!row) throw notFound();
      return dealershipJson(row);
    },
  );

  r.put(
    ITEM,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { params: IdParams, body: Body, response: { 200: DealershipOut, ...Responses } },
    },
    async (request) => {
      const values = await toValues(repository, request.body);
      if (!(await repo.update(request.params.id, values))) throw notFound();
      return dealershipJson((await repo.get(request.params.id, { kind: 'all' })) as DealershipRow);
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
          'Esta concessionária está em uso (usuários ou ofertas vinculados) e não pode ser excluída.',
        );
      return reply.code(204).send(null);
    },
  );
}
