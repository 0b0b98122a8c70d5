import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestContext, TEST_CONFIG, type TestContext } from '../test/helpers.ts';
import {
  DOCS_PREFIX,
  documentedCsv,
  documentedReportExports,
  documentedUpload,
  FORM_MEDIA_TYPES,
  OPENAPI_URL,
} from './openapi.ts';

/**
 * Every /api/v1 route is part of the contract: its request parts and its success answer have a
 * schema (from @fidelidade/contract), and the generated OpenAPI document is valid and lists it.
 * The routes come from buildApp's onRoute option, so a new route without schemas fails here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface SchemaLike {
  type?: unknown;
  properties?: Record<string, unknown>;
}
interface RouteSchema {
  hide?: boolean;
  params?: SchemaLike;
  querystring?: SchemaLike;
  body?: SchemaLike;
  response?: Record<string, SchemaLike>;
}
interface ApiRoute {
  method: Method;
  url: string;
  schema: RouteSchema;
  /** A form body (multipart or JSON) documented through config.swaggerTransform. */
  form: boolean;
  /** A list that also answers `?format=csv` (config.swaggerTransform: documentedCsv). */
  csv: boolean;
  /** A report that also answers `?format=pdf` (documentedReportExports; CSV as well). */
  pdf: boolean;
  /** A multipart file upload (config.swaggerTransform: documentedUpload). */
  upload: boolean;
}
interface Operation {
  operationId?: string;
  parameters?: Array<{ in: string; name: string; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema?: SchemaLike }> };
  responses: Record<string, { content?: Record<string, { schema?: SchemaLike }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** POST actions that take no body: the path names the whole request. */
const BODYLESS_ACTION =
  /\/(test_connection|enable|disable|execute|retry|cancel|sync-[a-z-]+|end-all|setup|reset|reveal|anonymize|data-export|run)\/$/;
const WRITES = new Set<Method>(['POST', 'PUT', 'PATCH']);

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
/** '/api/v1/users/:id/' → '/api/v1/users/{id}/', as the document spells paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isSuccess = (status: string) => /^2\d\d$/.test(status);
const isPage = (schema: SchemaLike | undefined) => schema?.properties?.results !== undefined;

/** The lists that export CSV (docs/architecture.md §5): their 200 is JSON or text/csv. */
const CSV_LISTS = [
  '/api/v1/communications/admin/feedback/list/',
  '/api/v1/communications/admin/notifications/',
  '/api/v1/communications/admin/notifications/list/',
  '/api/v1/loyalty/admin/activities/recent/',
  '/api/v1/loyalty/admin/offers/list/',
  '/api/v1/loyalty/admin/points/summary/',
  '/api/v1/loyalty/admin/redemptions/recent/',
  '/api/v1/reports/liability/',
  '/api/v1/reports/redemption-reports/',
  '/api/v1/users/admin/list/',
];

describe('OpenAPI document of the /api/v1 contract', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const routes: ApiRoute[] = [];

  before(async () => {
    ctx = await createTestContext();
    app = await buildApp({
      db: ctx.handle,
      logger: false,
      config: TEST_CONFIG,
      onRoute: (route: RouteOptions) => {
        const schema = (route.schema ?? {}) as RouteSchema;
        if (!route.url.startsWith('/api/v1/') || schema.hide) return;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const transform = route.config?.swaggerTransform;
        for (const method of methods) {
          if (method === 'HEAD') continue;
          routes.push({
            method: method as Method,
            url: route.url,
            schema,
            // A form's body is read by the route (no body schema); documentedBody keeps the JSON body.
            form:
              transform !== undefined &&
              transform !== documentedCsv &&
              transform !== documentedReportExports &&
              transform !== documentedUpload &&
              !schema.body,
            csv: transform === documentedCsv || transform === documentedReportExports,
            pdf: transform === documentedReportExports,
            upload: transform === documentedUpload,
          });
        }
      },
    });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  test('every route declares its request parts and a success response schema', () => {
    assert.ok(routes.length > 50, `only ${routes.length} routes seen`);
    const problems: string[] = [];
    for (const { method, url, schema, form, upload } of routes) {
      const name = `${method} ${url}`;
      const params = pathParams(url);
      if (params.length > 0) {
        const declared = Object.keys(schema.params?.properties ?? {});
        for (const param of params)
          if (!declared.includes(param)) problems.push(`${name}: no params schema for :${param}`);
      }
      const successes = Object.entries(schema.response ?? {}).filter(([status]) => isSuccess(status));
      if (successes.length === 0) problems.push(`${name}: no response schema for its success status`);
      if (method === 'GET' && successes.some(([, body]) => isPage(body)) && !schema.querystring)
        problems.push(`${name}: a paginated list without a querystring schema`);
      if (WRITES.has(method) && !schema.body && !form && !upload && !BODYLESS_ACTION.test(url))
        problems.push(`${name}: no body schema`);
    }
    assert.deepEqual(problems, []);
  });

  test('the document is valid OpenAPI 3.1 and lists every route with its parts', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_URL });
    assert.equal(res.statusCode, 200, 'public: no token needed');
    const doc = res.json<OpenApiDocument>();
    // The validator resolves references in place: give it its own copy.
    const result = await new Validator().validate(res.json<Record<string, unknown>>());
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
    assert.equal(doc.openapi, '3.1.0');

    const problems: string[] = [];
    for (const { method, url, schema, form, csv, pdf, upload } of routes) {
      const name = `${method} ${url}`;
      const operation = doc.paths[documentPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      for (const param of pathParams(url))
        if (!inPath.includes(param)) problems.push(`${name}: path parameter ${param} undocumented`);
      if (!Object.keys(operation.responses).some(isSuccess)) problems.push(`${name}: no success response`);
      if (schema.body && !operation.requestBody?.content['application/json'])
        problems.push(`${name}: JSON body undocumented`);
      if (form) {
        const content = operation.requestBody?.content ?? {};
        for (const type of FORM_MEDIA_TYPES)
          if (!content[type]?.schema?.properties) problems.push(`${name}: form body undocumented as ${type}`);
      }
      if (upload && !operation.requestBody?.content['multipart/form-data']?.schema?.properties)
        problems.push(`${name}: upload undocumented as multipart/form-data`);
      if (csv) {
        const content = operation.responses['200']?.content ?? {};
        if (!content['application/json']?.schema?.properties) problems.push(`${name}: JSON 200 undocumented`);
        if (content['text/csv']?.schema?.type !== 'string')
          problems.push(`${name}: text/csv 200 undocumented`);
        if (pdf && content['application/pdf']?.schema?.type !== 'string')
          problems.push(`${name}: application/pdf 200 undocumented`);
      }
    }
    assert.deepEqual(problems, []);
    const exporting = routes.filter((route) => route.csv).map((route) => route.url);
    assert.deepEqual([...exporting].sort(), CSV_LISTS);
    // Nothing outside the contract (media files, the documentation itself) is listed.
    assert.deepEqual(
      Object.keys(doc.paths).filter((path) => !path.startsWith('/api/v1/') || path.startsWith(DOCS_PREFIX)),
      [],
    );
  });

  test('every operation has its own stable operationId and typed ids', async () => {
    const doc = (await app.inject({ method: 'GET', url: OPENAPI_URL })).json<OpenApiDocument>();
    const ids = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [`${method} ${path}`, operation.operationId]),
    );
    assert.ok(
      ids.every(([, id]) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id)),
      String(ids),
    );
    assert.equal(new Set(ids.map(([, id]) => id)).size, ids.length, 'operationIds are unique');
    assert.equal(
      doc.paths['/api/v1/users/{id}/points-history/']?.get?.operationId,
      'getUsersByIdPointsHistory',
    );
    // Row ids are integers; a session's id is a uuid (users/me/sessions/{id}/), not a serial row.
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const parameter of operation.parameters ?? [])
          if (
            ['id', 'user', 'partner_id', 'dealership_id'].includes(parameter.name) &&
            parameter.schema?.format !== 'uuid'
          )
            assert.deepEqual(
              [parameter.schema?.type, parameter.schema?.minimum, parameter.schema?.maximum],
              ['integer', 1, 2_147_483_647],
              `${method} ${path} ${parameter.name}`,
            );
  });

  test('a 400 is declared with the body it really has: field errors or {detail}', async () => {
    const doc = (await app.inject({ method: 'GET', url: OPENAPI_URL })).json<OpenApiDocument>();
    const deletes = Object.entries(doc.paths).filter(([, operations]) => operations.delete);
    assert.ok(deletes.length >= 5);
    for (const [path, operations] of deletes) {
      const schema = operations.delete?.responses['400']?.content?.['application/json']?.schema as
        | { anyOf?: unknown[] }
        | undefined;
      assert.equal(schema?.anyOf?.length, 2, `DELETE ${path}: {campo: [...]} or {detail}`);
    }
  });

  test('the reference page is public, served from the API itself and without inline scripts', async () => {
    const page = await app.inject({ method: 'GET', url: DOCS_PREFIX });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.ok(scripts.length > 0);
    for (const script of scripts) assert.match(script, /src="[^"]*\/static\/[^"]+\.js"/, script);
    assert.doesNotMatch(page.body, /https?:\/\//, 'no external resource');
    const bundle = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    assert.equal(bundle.statusCode, 200);
  });
});
