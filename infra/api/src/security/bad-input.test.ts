import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestContext, TEST_CONFIG, type TestContext } from '../test/helpers.ts';
import { balanceMismatches, partnerCustomerMismatches } from '../test/loyalty-helpers.ts';
import { GIF_1PX, multipart, PNG_1PX } from '../test/multipart.ts';
import { emptyRegistry } from '../test/registry-helpers.ts';
import { bearer, buildWorld, counts, snapshot, type World } from '../test/world.ts';

/**
 * Bad input against every route that takes a body, params or a query: generated malformed bodies,
 * query strings and ids (fast-check, bounded runs), plus fixed nasty cases (SQL injection, 1 MB
 * strings, NUL bytes, wrong content types, oversize and disguised uploads, path tricks in file
 * names). Never a 5xx; every 4xx is JSON with a Portuguese message and leaves the database as it
 * was. FUZZ_RUNS scales the generated runs (default 1).
 */

const SCALE = Number(process.env.FUZZ_RUNS ?? '1') || 1;
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

interface RouteInfo {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
  multipart: boolean;
}

/** Form fields of the multipart routes (they have no JSON body schema). */
const MULTIPART_FIELDS: Record<string, string[]> = {
  '/api/v1/loyalty/admin/offers/': [
    'title',
    'offer_type',
    'points_cost',
    'valid_from',
    'valid_until',
    'partner_location',
    'dealership',
    'location_type',
    'is_active',
    'description',
    'time_restricted',
    'start_time',
    'end_time',
    'valid_days',
    'gasoline_price',
    'gasoline_type',
    'max_liters',
    'discount_percentage',
    'gift_description',
    'max_redemptions',
    'auto_notify',
    'notification_message',
  ],
  '/api/v1/partnerships/partner-locations/': ['store_name', 'partner_id', 'location_id'],
};
const multipartFieldsOf = (url: string) =>
  MULTIPART_FIELDS[url.replace(/:id\/$/, '')] ?? MULTIPART_FIELDS[url] ?? undefined;

/** Customer-app routes take a CLIENTE token; every other route gets the ADMIN's (widest reach). */
const CUSTOMER_ROUTE = /offers\/redeem|communications\/(feedbacks|notifications)/;

const SQLI = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM points_ledger; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '%27%20OR%201%3D1',
  "\\'; select pg_sleep(5); --",
];
const NASTY_STRINGS = [
  ...SQLI,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '😀🚗💳',
  'مرحبا',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  `\${7*7}{{7*7}}`,
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '2026-02-30',
  '25:99',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
];
const BAD_IDS = [
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  'NaN',
  '9'.repeat(30),
  '2147483648',
  '%00',
  "1'%20OR%20'1'='1",
  '..%2F..%2Fusers',
  '%F0%9F%98%80',
  '1;2',
  '-0',
  // Number literals that are not decimal digits: ids accept digits only (attacks-ids.test.ts).
  '0x10',
  '1e1',
  '%2B1',
  '%201',
  '0b1',
  '1.0',
];

const nastyValue = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.array(fc.constantFrom<unknown>(...NASTY_STRINGS.slice(0, 8), 1, null), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom<unknown>('x', 1, null), { maxKeys: 2 }),
);
/** Ids that are never a real row: invalid forms or numbers far above any serial in the test DB. */
const badId = fc.oneof(
  fc.constantFrom(...BAD_IDS),
  fc.integer({ min: -2_147_483_648, max: 0 }).map(String),
  fc.integer({ min: 1_000_000, max: 2_147_483_647 }).map(String),
  fc.double({ noNaN: false }).map((n) => encodeURIComponent(String(n))),
  // Not '.' or '..': a dot segment is resolved away by every client and by light-my-request
  // (RFC 3986 §5.2.4, also as %2E), so `/dealerships/./` arrives as `/dealerships/`, a collection
  // whose PUT is 405: no id ever reaches the route. Seen once in a CI run on 27 November.
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .filter((text) => text !== '.' && text !== '..')
    .map(encodeURIComponent),
);

const ENGLISH =
  /\b(must|should|is required|required property|not allowed|invalid|unsupported|bad request|not found|internal server|unexpected|body\/|querystring\/|params\/)\b/i;

function messages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messages);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messages);
  return [];
}

describe('bad input never gets a 5xx and never writes', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let world: World;
  const routes: RouteInfo[] = [];
  let mediaFilesBefore: string[] = [];

  before(async () => {
    ctx = await createTestContext();
    app = await buildApp({
      db: ctx.handle,
      logger: false,
      // An empty remote registry: the release routes answer on the input (400) or the data, not
      // the 503 of a deployment without one.
      config: { ...TEST_CONFIG, REGISTRY_ROOT: await emptyRegistry() },
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = route.schema as
          | { body?: { properties?: object }; querystring?: { properties?: object } }
          | undefined;
        for (const method of methods) {
          if (method === 'HEAD' || route.url.startsWith('/media/')) continue;
          // Ends every session of the caller whatever the body (it takes none): run here it would
          // sign the shared ADMIN token out for the tests after it. Its own tests: users/me/.
          if (route.url.endsWith('/users/me/sessions/end-all/')) continue;
          const fields = multipartFieldsOf(route.url);
          routes.push({
            method,
            url: route.url,
            bodyKeys: fields ?? Object.keys(schema?.body?.properties ?? {}),
            queryKeys: Object.keys(schema?.querystring?.properties ?? {}),
            multipart: fields !== undefined,
          });
        }
      },
    });
    await app.ready();
    world = await buildWorld(app, ctx.db);
    mediaFilesBefore = fs.existsSync(TEST_CONFIG.MEDIA_DIR as string)
      ? fs.readdirSync(TEST_CONFIG.MEDIA_DIR as string)
      : [];
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  const failures: string[] = [];
  let requests = 0;
  beforeEach(() => {
    failures.length = 0;
  });

  /** Sends one request and checks the answer; a 4xx must leave the database untouched. */
  async function check(
    label: string,
    options: InjectOptions,
    allowWrites = false,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshot(ctx.db);
    const res = await app.inject(options);
    requests++;
    const where = `${label}: ${options.method} ${String(options.url).slice(0, 120)}`;
    if (res.statusCode >= 500) {
      failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    }
    if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        failures.push(`${where} → ${res.statusCode} not JSON: ${res.body.slice(0, 120)}`);
        return res;
      }
      const texts = messages(body);
      if (texts.length === 0) failures.push(`${where} → ${res.statusCode} without a message`);
      const english = texts.find((t) => ENGLISH.test(t));
      if (english) failures.push(`${where} → ${res.statusCode} not Portuguese: ${english.slice(0, 120)}`);
      if (!allowWrites && (await snapshot(ctx.db)) !== before)
        failures.push(`${where} → ${res.statusCode} but the database changed`);
    }
    return res;
  }

  const tokenFor = (url: string) => bearer(world.tokens[CUSTOMER_ROUTE.test(url) ? 'cliente' : 'admin']);
  /** Path params: a valid existing id where the route needs one (so the body is what is tested). */
  const realId = (url: string) =>
    url.replace(':id', String(url.includes('users/') ? world.customers.cD1 : 1));
  const withBody = () => routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
  const withParams = () => routes.filter((r) => r.url.includes(':id'));
  const withQuery = () => routes.filter((r) => r.method === 'GET');

  test('SQL injection in every search/filter parameter is inert', async () => {
    const before = await counts(ctx.db);
    for (const route of withQuery()) {
      for (const key of route.queryKeys.filter((k) => k !== 'page' && k !== 'page_size')) {
        for (const value of SQLI) {
          const res = await check('sqli', {
            method: 'GET',
            url: `${realId(route.url)}?${new URLSearchParams({ [key]: value })}`,
            headers: tokenFor(route.url),
          });
          if (res.body.includes('$argon2'))
            failures.push(`${key}=${value} on ${route.url} leaked a password hash`);
        }
      }
    }
    assert.deepEqual(await counts(ctx.db), before);
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('generated malformed JSON bodies (every route with a body)', async () => {
    const targets = withBody();
    assert.ok(targets.length >= 20, `${targets.length} routes with a body`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.oneof(
          fc.constant(undefined),
          fc.jsonValue({ maxDepth: 2 }),
          fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 4 }),
        ),
        fc.func(nastyValue),
        fc.constantFrom('json', 'json', 'json', 'text', 'form', 'xml', 'none', 'broken'),
        async (route, extra, pick, kind) => {
          // Every known field with a nasty value (some dropped), plus random extra keys.
          const body: Record<string, unknown> = {};
          route.bodyKeys.forEach((key, i) => {
            const v = pick(key, i);
            if (v !== null || i % 3 !== 0) body[key] = v;
          });
          const payload =
            extra && typeof extra === 'object' && !Array.isArray(extra)
              ? { ...body, ...extra }
              : (extra ?? body);
          const text =
            kind === 'broken'
              ? JSON.stringify(payload ?? {}).slice(0, -1) || '{'
              : JSON.stringify(payload ?? null);
          const contentType = {
            json: 'application/json',
            broken: 'application/json',
            text: 'text/plain',
            form: 'application/x-www-form-urlencoded',
            xml: 'application/xml',
            none: undefined,
          }[kind];
          await check(
            `body(${kind})`,
            {
              method: route.method as InjectOptions['method'],
              url: realId(route.url),
              headers: { ...tokenFor(route.url), ...(contentType ? { 'content-type': contentType } : {}) },
              payload: text,
            },
            // A generated body can be valid by chance (a feedback with any text): writes allowed then.
            true,
          );
        },
      ),
      { numRuns: runs(250) },
    );
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('generated invalid ids in the path (every route with :id)', async () => {
    const targets = withParams();
    assert.ok(targets.length >= 15, `${targets.length} routes with params`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), badId, async (route, id) => {
        const res = await check('id', {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(':id', id),
          headers: tokenFor(route.url),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        // Only decimal digits can name a row ('+1', '0x1', '1e0' are refused, not read as 1).
        const digits = decodeURIComponent(id);
        const couldBeReal = /^[0-9]+$/.test(digits) && Number(digits) > 0 && Number(digits) < 1_000_000;
        if (res.statusCode < 400 && !couldBeReal)
          failures.push(`id ${id} on ${route.method} ${route.url} → ${res.statusCode}`);
        if (!/^[0-9]+$/.test(digits) && res.statusCode !== 400 && res.statusCode !== 404)
          failures.push(`id ${id} on ${route.method} ${route.url} → ${res.statusCode}, expected 400`);
      }),
      { numRuns: runs(200) },
    );
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test("non-finite numbers ('Infinity', '1e400') as ids, pages and numeric fields: 400, not 500", async () => {
    // ajv coerces these strings to ±Infinity, which passes `integer`; PostgreSQL then refused it.
    const nonFinite = ['Infinity', '-Infinity', '1e400'];
    for (const route of withParams())
      for (const id of nonFinite)
        await check('id', {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(':id', id),
          headers: tokenFor(route.url),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
    for (const route of withQuery().filter((r) => r.queryKeys.includes('page')))
      for (const value of nonFinite)
        await check('query', {
          method: 'GET',
          url: `${realId(route.url)}?page=${value}&page_size=${value}`,
          headers: tokenFor(route.url),
        });
    const redeem = await check('body', {
      method: 'POST',
      url: '/api/v1/loyalty/offers/redeem/',
      headers: tokenFor('/api/v1/loyalty/offers/redeem/'),
      payload: { offer_id: 'Infinity' },
    });
    assert.equal(redeem.statusCode, 400, redeem.body);
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('id-valued query fields: loose or oversize ids are a 400 naming the field', async () => {
    const ID_QUERY_KEYS = new Set(['partner', 'partner_id', 'dealership_id']);
    const targets = withQuery().filter((r) => r.queryKeys.some((k) => ID_QUERY_KEYS.has(k)));
    assert.ok(targets.length >= 3, `${targets.length} routes with id filters`);
    for (const route of targets)
      for (const key of route.queryKeys.filter((k) => ID_QUERY_KEYS.has(k)))
        for (const value of [
          '2147483648',
          '9'.repeat(30),
          ...(key === 'partner' ? [] : ['0x10', '1e1', '%2B1']),
        ]) {
          const res = await check('query-id', {
            method: 'GET',
            url: `${realId(route.url)}?${key}=${value}`,
            headers: tokenFor(route.url),
          });
          if (res.statusCode !== 400 || !(key in res.json()))
            failures.push(`${key}=${value} on ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('generated query strings (every GET route)', async () => {
    const targets = withQuery();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.func(nastyValue),
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 10 })), { maxLength: 3 }),
        async (route, pick, extra) => {
          const params = new URLSearchParams();
          route.queryKeys.forEach((key, i) => {
            const v = pick(key, i);
            if (Array.isArray(v)) for (const item of v) params.append(key, String(item));
            else params.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
          });
          for (const [k, v] of extra) params.append(k, v);
          await check('query', {
            method: 'GET',
            url: `${realId(route.url)}?${params.toString()}`,
            headers: tokenFor(route.url),
          });
        },
      ),
      { numRuns: runs(200) },
    );
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('fixed nasty bodies: 1 MB strings, NUL bytes, wrong content types, prototype keys', async () => {
    const mb = 'x'.repeat(1024 * 1024);
    const json = (url: string, method: InjectOptions['method'], payload: unknown, headers = {}) =>
      check('fixed', {
        method,
        url,
        headers: { ...tokenFor(url), 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const big = await json('/api/v1/users/auth/admin-login/', 'POST', { email: mb, password: 'x' });
    assert.equal(big.statusCode, 413);
    const under = await json('/api/v1/communications/feedbacks/', 'POST', {
      subject: 's',
      message: 'y'.repeat(900_000),
    });
    assert.equal(under.statusCode, 400);
    for (const route of withBody()) {
      if (route.multipart) continue;
      const url = realId(route.url);
      const method = route.method as InjectOptions['method'];
      const nul = Object.fromEntries(route.bodyKeys.map((k) => [k, 'a\u0000b']));
      await json(url, method, nul);
      await json(url, method, Object.fromEntries(route.bodyKeys.map((k) => [k, mb.slice(0, 200_000)])));
      await json(url, method, '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}');
      await json(url, method, '[]');
      await json(url, method, 'null');
      await json(url, method, '"texto"');
      await json(url, method, '{"a":');
      await check('ctype', {
        method,
        url,
        headers: { ...tokenFor(url), 'content-type': 'text/plain' },
        payload: 'oi',
      });
      await check('ctype', {
        method,
        url,
        headers: { ...tokenFor(url), 'content-type': 'application/json; charset=latin1' },
        payload: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
      });
      await check('ctype', {
        method,
        url,
        headers: { ...tokenFor(url), 'content-type': 'multipart/form-data; boundary=nada' },
        payload: '--outra\r\n\r\nlixo',
      });
    }
    assert.deepEqual(({} as Record<string, unknown>).isAdmin, undefined, 'prototype not polluted');
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('uploads: oversize, disguised, path tricks in file names, malformed multipart', async () => {
    const countsBefore = await counts(ctx.db);
    const offerFields = {
      title: 'Oferta com imagem',
      offer_type: 'GIFT',
      points_cost: 1,
      valid_from: new Date(Date.now() - 3_600_000).toISOString(),
      valid_until: new Date(Date.now() + 86_400_000).toISOString(),
      dealership: world.fx.d1.id,
      gift_description: 'x',
    };
    const send = (url: string, method: 'POST' | 'PUT', form: ReturnType<typeof multipart>) =>
      check('upload', { method, url, headers: { ...tokenFor(url), ...form.headers }, payload: form.payload });
    const targets: Array<[string, 'POST' | 'PUT', Record<string, string | number | boolean>, string]> = [
      ['/api/v1/loyalty/admin/offers/', 'POST', offerFields, 'display_logo'],
      [`/api/v1/loyalty/admin/offers/${world.offers.oD1.id}/`, 'PUT', offerFields, 'item_image'],
      [
        '/api/v1/partnerships/partner-locations/',
        'POST',
        { store_name: 'Loja', partner_id: world.fx.p1.id, location_id: world.fx.d1.locationId as number },
        'store_logo',
      ],
    ];
    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const oversize = Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    for (const [url, method, fields, fileField] of targets) {
      for (const [data, filename, contentType, expected] of [
        [php, 'shell.php.png', 'image/png', 415],
        [html, 'index.html', 'image/gif', 415],
        [svg, 'logo.svg', 'image/svg+xml', 415],
        [oversize, 'grande.png', 'image/png', 413],
      ] as const) {
        const res = await send(
          url,
          method,
          multipart(fields, { [fileField]: { filename, contentType, data } }),
        );
        // (a valid form with a bad file: the file is what gets refused)
        if (res.statusCode !== expected)
          failures.push(`${method} ${url} ${filename} → ${res.statusCode}, expected ${expected}`);
      }
      // Malformed multipart: truncated body, missing boundary, too many files.
      await check('multipart', {
        method,
        url,
        headers: { ...tokenFor(url), 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nsem fim',
      });
      await check('multipart', {
        method,
        url,
        headers: { ...tokenFor(url), 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      const many = Object.fromEntries(
        Array.from({ length: 8 }, (_, i) => [
          `f${i}`,
          { filename: `${i}.gif`, contentType: 'image/gif', data: GIF_1PX },
        ]),
      );
      const res = await send(url, method, multipart({ title: '' }, many));
      if (res.statusCode < 400)
        failures.push(`${method} ${url} with 8 files → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    assert.deepEqual(await counts(ctx.db), countsBefore, 'refused uploads wrote nothing');

    // Path tricks in file names: accepted images are stored under a generated key, never the name.
    for (const [url, method, fields, fileField] of targets) {
      for (const filename of [
        '../../../../tmp/evil.png',
        '..\\..\\evil.png',
        '/etc/passwd',
        'a\u0000.png',
        '%2e%2e%2fx.png',
      ]) {
        const form = multipart(
          { ...fields, title: `Imagem ${filename.length}`, store_name: `Loja ${filename.length}` },
          { [fileField]: { filename, contentType: 'image/png', data: PNG_1PX } },
        );
        const res = await check(
          'filename',
          { method, url, headers: { ...tokenFor(url), ...form.headers }, payload: form.payload },
          true,
        );
        const stored = res.statusCode < 300 ? (res.json() as Record<string, unknown>) : {};
        const image = stored.display_logo ?? stored.item_image ?? stored.logo;
        if (res.statusCode >= 300)
          failures.push(
            `${method} ${url} with file name ${filename} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        else if (typeof image !== 'string' || !/^\/media\/[0-9a-f-]{36}\.png$/.test(image))
          failures.push(`${method} ${url} stored ${String(image)} for file name ${filename}`);
      }
    }
    const mediaDir = TEST_CONFIG.MEDIA_DIR as string;
    const after = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : [];
    const strays = after.filter((f) => !mediaFilesBefore.includes(f) && !/^[0-9a-f-]{36}\.png$/.test(f));
    assert.deepEqual(strays, [], 'only generated keys in the media directory');
    assert.ok(!fs.existsSync(path.join(mediaDir, '..', 'evil.png')));
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('afterwards: every ledger sum still equals its cached balance', async () => {
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await partnerCustomerMismatches(ctx.db), []);
    assert.ok(requests > 800, `${requests} requests sent`);
  });
});
