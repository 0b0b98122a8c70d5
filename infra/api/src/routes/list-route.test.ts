import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ExportFormatQuery, IdParams, PageQuery, SearchQuery } from '@fidelidade/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { loadConfig } from '../config.ts';
import { forbidden, HttpError } from '../domain/http-error.ts';
import type { Paging } from '../domain/pagination.ts';
import errorHandler from '../plugins/error-handler.ts';
import { documentedCsv } from '../plugins/openapi.ts';
import { listRoute } from './list-route.ts';

const Query = Type.Object({ ...PageQuery, search: SearchQuery, format: ExportFormatQuery });
const Item = Type.Object({ n: Type.Integer(), label: Type.String() });
const ROWS = Array.from({ length: 25 }, (_, i) => i + 1);
const CSV_FILE = {
  fileName: 'numeros',
  columns: [{ header: 'Rótulo', cell: (i: { label: string }) => i.label }],
};

/** What a list did: the filters it built and the pages it read. */
interface Calls {
  filters: unknown[];
  pages: Paging[];
}

/** A bare app with the API's error answers and one list of ROWS under /api/v1/things. */
async function thingsApp(
  options: { pageSize?: number; refuse?: 'guard' | 'filter'; bounded?: boolean } = {},
) {
  const calls: Calls = { filters: [], pages: [] };
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.decorate('config', loadConfig({}));
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(errorHandler);
  const register = async (scope: FastifyInstance) =>
    listRoute(scope, {
      url: ['/', '/alias/'],
      onRequest: async () => {
        if (options.refuse === 'guard') throw forbidden();
      },
      query: Query,
      item: Item,
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      filter: (_request, query) => {
        calls.filters.push(query);
        if (options.refuse === 'filter') throw new HttpError(400, { search: ['Busca recusada.'] });
        return { prefix: query.search ?? '#' };
      },
      page: async (_filter, p) => {
        calls.pages.push(p);
        const rows = ROWS.slice(p.offset, p.offset + p.pageSize);
        return { count: options.bounded ? { count: 21, exact: false } : ROWS.length, rows };
      },
      toItem: (n, { prefix }) => ({ n, label: `${prefix}${n}` }),
      csv: {
        file: CSV_FILE,
        query: () => ({
          batches: async function* () {
            yield ROWS.slice(0, 3);
            yield [4];
          },
        }),
      },
    });
  await app.register(register, { prefix: '/api/v1/things' });
  await app.ready();
  return { app, calls, routes };
}

describe('listRoute: one list route from a spec', () => {
  test('a page: the filter from the query, each item from its row and the filter, DRF links', async () => {
    const { app, calls } = await thingsApp();
    const res = await app.inject('/api/v1/things/?search=x&page=2');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual([body.count, body.count_is_exact, body.total_pages], [25, true, 3]);
    assert.equal(body.next, '/api/v1/things/?search=x&page=3');
    assert.equal(body.previous, '/api/v1/things/?search=x');
    assert.deepEqual(body.results[0], { n: 11, label: 'x11' });
    assert.equal(body.results.length, 10, 'the API default page size');
    // The validated query (Fastify parses it into a null-prototype object).
    assert.deepEqual(
      calls.filters.map((query) => ({ ...(query as object) })),
      [{ search: 'x', page: 2 }],
    );
  });

  test("the spec's page size is the default; page_size wins; past the last page is a 404", async () => {
    const { app, calls } = await thingsApp({ pageSize: 20 });
    assert.equal((await app.inject('/api/v1/things/')).json().results.length, 20);
    assert.equal((await app.inject('/api/v1/things/?page_size=5')).json().total_pages, 5);
    const past = await app.inject('/api/v1/things/?page=3');
    assert.deepEqual([past.statusCode, past.json()], [404, { detail: 'Página inválida.' }]);
    assert.deepEqual(
      calls.pages.map((p) => p.pageSize),
      [20, 5, 20],
    );
  });

  test('a bounded count is passed on as an inexact total', async () => {
    const { app } = await thingsApp({ bounded: true });
    const body = (await app.inject('/api/v1/things/')).json();
    assert.deepEqual([body.count, body.count_is_exact, body.total_pages], [21, false, 3]);
  });

  test('?format=csv: every row of the export as items, written as the file says; no page read', async () => {
    const { app, calls } = await thingsApp();
    const res = await app.inject('/api/v1/things/alias/?format=csv&search=a&page=2');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="numeros-\d{4}-\d\d-\d\d\.csv"$/,
    );
    assert.equal(res.body, '\uFEFFRótulo\r\na1\r\na2\r\na3\r\na4\r\n');
    assert.deepEqual(calls.pages, []);
  });

  test('a refusal of the guards comes before the filter; one of the filter before any read', async () => {
    const guarded = await thingsApp({ refuse: 'guard' });
    assert.equal((await guarded.app.inject('/api/v1/things/?format=csv')).statusCode, 403);
    assert.deepEqual(guarded.calls.filters, []);
    const refused = await thingsApp({ refuse: 'filter' });
    for (const url of ['/api/v1/things/', '/api/v1/things/?format=csv']) {
      const res = await refused.app.inject(url);
      assert.deepEqual([res.statusCode, res.json()], [400, { search: ['Busca recusada.'] }]);
    }
    assert.deepEqual(refused.calls.pages, []);
  });

  test("the routes: the folder's own URL keeps its slash, aliases, an exportable list's OpenAPI", async () => {
    const { app, routes } = await thingsApp();
    assert.equal((await app.inject('/api/v1/things')).statusCode, 404);
    assert.deepEqual(
      routes.map((route) => [route.method, route.url]),
      [
        ['GET', '/api/v1/things/'],
        ['HEAD', '/api/v1/things/'],
        ['GET', '/api/v1/things/alias/'],
        ['HEAD', '/api/v1/things/alias/'],
      ],
    );
    const get = routes.find((route) => route.method === 'GET');
    assert.equal(get?.config?.swaggerTransform, documentedCsv);
    assert.equal(get?.schema?.querystring, Query);
  });

  test('path parameters reach the filter; a list without csv answers a page to ?format=csv', async () => {
    const app = Fastify();
    app.decorate('config', loadConfig({}));
    const seen: number[] = [];
    listRoute(app, {
      url: '/users/:id/rows/',
      onRequest: [],
      params: IdParams,
      query: Query,
      item: Item,
      errors: { 400: Type.Object({ detail: Type.String() }) },
      filter: (request) => seen.push(request.params.id),
      page: async () => ({ count: 1, rows: [7] }),
      toItem: (n) => ({ n, label: String(n) }),
    });
    const res = await app.inject('/users/42/rows/?format=csv');
    assert.deepEqual([res.statusCode, res.json().results], [200, [{ n: 7, label: '7' }]]);
    assert.deepEqual(seen, [42]);
  });
});
