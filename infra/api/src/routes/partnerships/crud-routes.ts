import { errorResponse, IdParams, NoContent } from '@fidelidade/contract';
import type { Capability } from '@fidelidade/contract/capabilities';
import type { AuditTargetType } from '@fidelidade/contract/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { HttpError, notFound } from '../../domain/http-error.ts';
import type { Paging } from '../../domain/pagination.ts';
import type { Scope } from '../../domain/principal.ts';
import { requestScope } from '../../plugins/auth.ts';
import { documentedForm } from '../../plugins/openapi.ts';
import type { DeleteResult } from '../../repositories/partnerships.ts';
import { listRoute } from '../list-route.ts';

/** Settings lists default to 100 rows per page (the screens also filter client-side). */
export const SETTINGS_PAGE_SIZE = 100;

/**
 * One settings resource of /api/v1/partnerships/: how to list, read, write and delete its rows, and
 * the schemas of its JSON. `Body` is the JSON body of create and update; a resource whose writes are
 * forms (multipart with images) gives `form` instead and reads the request itself.
 */
export interface CrudSpec<Row, Query extends TSchema, Item extends TSchema, Body extends TSchema> {
  read: Capability;
  manage: Capability;
  /** What the audit log calls this resource's rows. */
  auditTarget: AuditTargetType;
  listQuery: Query;
  item: Item;
  /** A JSON body, or a form read by the route itself (documented as `form`, on PUT `updateForm`). */
  input: { body: Body } | { form: TSchema; updateForm: TSchema };
  toJson(row: Row): Static<Item>;
  list(query: Static<Query>, scope: Scope, page: Paging): Promise<{ count: number; rows: Row[] }>;
  get(id: number, scope: Scope): Promise<Row | undefined>;
  create(body: Static<Body>, request: FastifyRequest): Promise<Row>;
  /** The updated row; undefined when there is no row `id`. */
  update(id: number, body: Static<Body>, request: FastifyRequest): Promise<Row | undefined>;
  remove(id: number): Promise<DeleteResult>;
  /** Why a row still referenced elsewhere cannot be deleted (400). */
  inUseMessage: string;
  /** The 400s of create and update beyond the schema (a referenced row that does not exist). */
  writeRefusals: readonly string[];
}
type Id = { Params: Static<typeof IdParams> };

/**
 * The five routes of a settings resource under its folder's prefix: GET and POST '/', GET, PUT and
 * DELETE '/:id/'. Reads are scoped to the caller (requestScope); writes need `manage`.
 */
export function crudRoutes<Row, Query extends TSchema, Item extends TSchema, Body extends TSchema>(
  app: FastifyInstance,
  spec: CrudSpec<Row, Query, Item, Body>,
): void {
  const read = app.requireCapability(spec.read);
  const manage = app.requireCapability(spec.manage);
  const write = 'body' in spec.input ? { body: spec.input.body } : {};
  const form = 'form' in spec.input ? { swaggerTransform: documentedForm(spec.input.form) } : {};
  const updateForm = 'form' in spec.input ? { swaggerTransform: documentedForm(spec.input.updateForm) } : {};
  const audited = (action: 'create' | 'update' | 'delete') => ({ action, targetType: spec.auditTarget });
  // 401, 403 and the list's 404 (a page past the last) are every route's (plugins/operation-contract.ts).
  const refused = { 400: errorResponse(400, spec.writeRefusals) };
  const missing = { 404: errorResponse(404) };
  const all = { kind: 'all' } as const;
  // Folder-root routes keep the trailing slash every /api/v1 URL has.
  const root = { url: '/', prefixTrailingSlash: 'slash' } as const;

  listRoute(app, {
    url: '/',
    onRequest: read,
    query: spec.listQuery,
    item: spec.item,
    pageSize: SETTINGS_PAGE_SIZE,
    filter: (request, query) => ({ query, scope: requestScope(request) }),
    page: ({ query, scope }, p) => spec.list(query, scope, p),
    toItem: (row) => spec.toJson(row),
  });

  app.route({
    ...root,
    method: 'POST',
    onRequest: manage,
    config: { ...form, audit: audited('create') },
    schema: { ...write, response: { 201: spec.item, ...refused } },
    handler: async (request, reply) =>
      reply.code(201).send(spec.toJson(await spec.create(request.body as Static<Body>, request))),
  });

  app.get<Id>(
    '/:id/',
    { onRequest: read, schema: { params: IdParams, response: { 200: spec.item, ...missing } } },
    async (request) => {
      const row = await spec.get(request.params.id, requestScope(request));
      if (!row) throw notFound();
      return spec.toJson(row);
    },
  );

  app.put<Id>(
    '/:id/',
    {
      onRequest: manage,
      config: { ...updateForm, audit: audited('update') },
      schema: { params: IdParams, ...write, response: { 200: spec.item, ...refused, ...missing } },
    },
    async (request) => {
      const before = await spec.get(request.params.id, all);
      const row = await spec.update(request.params.id, request.body as Static<Body>, request);
      if (!row) throw notFound();
      const after = spec.toJson(row);
      request.auditChanges(before ? spec.toJson(before) : null, after);
      return after;
    },
  );

  app.delete<Id>(
    '/:id/',
    {
      onRequest: manage,
      config: { audit: audited('delete') },
      schema: {
        params: IdParams,
        response: { 204: NoContent, 400: errorResponse(400, [spec.inUseMessage]), ...missing },
      },
    },
    async (request, reply) => {
      const before = await spec.get(request.params.id, all);
      const result = await spec.remove(request.params.id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use') throw new HttpError(400, { detail: spec.inUseMessage });
      if (before) request.auditChanges(spec.toJson(before), null);
      return reply.code(204).send(null);
    },
  );
}
