import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody } from '../../lib/pagination.ts';
import { requestScope } from '../../plugins/auth.ts';
import type { NewPartner, PartnerRow } from '../../repositories/partnerships.ts';
import { Detail } from '../common/schemas.ts';
import { adminOnly, IdParams, inUse, PARTNER_CATEGORIES, settingsPaging } from './common.ts';

const Query = Type.Object({
  ...PageQuery,
  category: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

const Body = Type.Object({
  brand_name: Type.String({ minLength: 1, maxLength: 150 }),
  category: Type.Enum([...PARTNER_CATEGORIES]),
});

const PartnerOut = Type.Object({
  id: Type.Integer(),
  brand_name: Type.String(),
  category: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const partnerJson = (row: PartnerRow) => ({
  id: row.id,
  brand_name: row.brandName,
  category: row.category,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function toValues(body: Static<typeof Body>): NewPartner {
  const brandName = body.brand_name.trim();
  if (!brandName) throw new HttpError(400, { brand_name: ['Este campo não pode ficar em branco.'] });
  return { brandName, category: body.category };
}

const ITEM = '/partnerships/partners/:id/';
const Responses = { 401: Detail, 403: Detail, 404: Detail };

/** /api/v1/partnerships/partners/ — PARCEIRO reads only its own partner; writes are ADMIN-only. */
export default async function partnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.partnershipsRepository.partners;

  r.get(
    '/partnerships/partners/',
    {
      onRequest: app.authenticate,
      schema: { querystring: Query, response: { 200: PageOf(PartnerOut), ...Responses } },
    },
    async (request) => {
      const p = settingsPaging(request.query);
      const { category, search } = request.query;
      const { count, rows } = await repo.page(
        { scope: requestScope(request), ...(category ? { category } : {}), ...(search ? { search } : {}) },
        p,
      );
      return pageBody(request, p, count, rows.map(partnerJson));
    },
  );

  r.post(
    '/partnerships/partners/',
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { body: Body, response: { 201: PartnerOut, ...Responses } },
    },
    async (request, reply) => reply.code(201).send(partnerJson(await repo.create(toValues(request.body)))),
  );

  r.get(
    ITEM,
    {
      onRequest: app.authenticate,
      schema: { params: IdParams, response: { 200: PartnerOut, ...Responses } },
    },
    async (request) => {
      const row = await repo.get(request.params.id, requestScope(request));
      if (!row) throw notFound();
      return partnerJson(row);
    },
  );

  r.put(
    ITEM,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: { params: IdParams, body: Body, response: { 200: PartnerOut, ...Responses } },
    },
    async (request) => {
      const row = await repo.update(request.params.id, toValues(request.body));
      if (!row) throw notFound();
      return partnerJson(row);
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
        throw inUse('Este parceiro está em uso (lojas ou usuários vinculados) e não pode ser excluído.');
      return reply.code(204).send(null);
    },
  );
}
