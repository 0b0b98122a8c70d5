import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  type Document,
  documentOf,
  guardedRoles,
  type Located,
  operations,
  requestsOf,
} from '../test/document-requests.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { multipart } from '../test/multipart.ts';
import type { JsonSchema } from '../test/schema-arbitrary.ts';
import { bearer, buildWorld, type World } from '../test/world.ts';

/**
 * Numbers are typed strictly (docs/api.md, "Numbers"): in a JSON body a number field takes JSON
 * numbers only (a field the contract also types as decimal text takes that text), never an
 * exponent in text, an array or a boolean; in a path, a query string or a multipart form, decimal
 * digits only. Generated from the document: every JSON number field of every operation, every
 * numeric path and query parameter, and the forms' numbers; each refusal is a 400 naming the field
 * in pt-BR, and a plain number is still read.
 */

const RUNS = Math.max(1, Math.round(150 * (Number(process.env.FUZZ_RUNS ?? '1') || 1)));

const types = (schema: JsonSchema): string[] =>
  [schema.type ?? [], ...(schema.anyOf ?? []).map(types)].flat(2) as string[];
const isNumeric = (schema: JsonSchema) => types(schema).some((t) => t === 'integer' || t === 'number');

/** What a JSON number field never takes; text also refused where the field takes no text. */
const notJsonNumbers = (takesText: boolean) =>
  fc.oneof(
    fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 2 }),
    fc.boolean(),
    ...(takesText
      ? [fc.integer({ min: 1, max: 9 }).map((n) => `${n}e1`)]
      : [fc.integer({ min: 1, max: 99 }).map(String), fc.integer({ min: 1, max: 9 }).map((n) => `${n}e1`)]),
  );
/** Text that is not decimal digits (nor a plain decimal). */
const notDigits = fc.oneof(
  fc.integer({ min: 1, max: 9 }).map((n) => `${n}e1`),
  fc.constantFrom('0x10', '+1', ' 1', 'Infinity', 'true', '1e400', '1.5e2', '1_000'),
);

/** A refusal naming `field` in Portuguese (never ajv's or Fastify's English). */
function assertNamed(res: { statusCode: number; body: string }, field: string, where: string) {
  assert.equal(res.statusCode, 400, where);
  const messages = (JSON.parse(res.body) as Record<string, unknown>)[field];
  assert.ok(Array.isArray(messages) && messages.length > 0, `${where}: ${res.body}`);
  for (const message of messages) assert.doesNotMatch(String(message), /must be|should be|Expected/, where);
}

describe('numbers are JSON numbers in JSON bodies and decimal digits in text', () => {
  let ctx: TestContext;
  let world: World;
  let document: Document;
  let known: Map<string, Located>;
  let roles: Map<string, string[]>;
  before(async () => {
    ctx = await createTestContext();
    world = await buildWorld(ctx.app, ctx.db);
    document = await documentOf(ctx.app);
    known = operations(document);
    roles = await guardedRoles(ctx.app, known, world.tokens, world.fx.c1);
  });
  after(() => ctx.close());

  /** The operation sent as the first role its guard lets through. */
  const send = (operationId: string, method: string, url: string, payload?: unknown) => {
    const role = (roles.get(operationId)?.[0] ?? 'admin') as keyof World['tokens'];
    return ctx.app.inject({
      method: method as 'POST',
      url,
      headers: bearer(world.tokens[role]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };

  test('JSON bodies: a number field refuses text, arrays and booleans, naming the field', async () => {
    // The forms (multipart or JSON, read by their routes) have their own test below.
    const fields = [...known.values()].flatMap((located) => {
      const content = located.operation.requestBody?.content ?? {};
      const body = content['multipart/form-data'] ? undefined : content['application/json']?.schema;
      return Object.entries(body?.properties ?? {})
        .filter(([, schema]) => isNumeric(schema))
        .map(([field, schema]) => ({ located, field, takesText: types(schema).includes('string') }));
    });
    assert.ok(fields.length >= 10, `${fields.length} JSON number fields`);
    const cases = fc
      .constantFrom(...fields)
      .chain((f) =>
        fc.tuple(fc.constant(f), requestsOf(f.located, { id: [world.fx.c1] }), notJsonNumbers(f.takesText)),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ([{ located, field }, request, bad]) => {
        const payload = { ...(request.payload as object), [field]: bad };
        const res = await send(located.operation.operationId, request.method, request.url, payload);
        assertNamed(res, field, `${located.operation.operationId} ${field}=${JSON.stringify(bad)}`);
      }),
      { numRuns: RUNS },
    );
  });

  test('paths and query strings: numbers from decimal digits only, naming the field', async () => {
    const parameters = [...known.values()].flatMap((located) =>
      (located.operation.parameters ?? [])
        .filter((p) => isNumeric(p.schema) && !(p.schema.anyOf ?? []).some((b) => b.type === 'string'))
        .map((parameter) => ({ located, parameter })),
    );
    assert.ok(parameters.length >= 20, `${parameters.length} numeric parameters`);
    // Text that is not digits, or (in a query) the parameter twice: an array is not a number.
    const cases = fc.tuple(fc.constantFrom(...parameters), notDigits, fc.boolean());
    await fc.assert(
      fc.asyncProperty(cases, async ([{ located, parameter }, text, twice]) => {
        const { name } = parameter;
        const values = twice && parameter.in === 'query' ? ['1', '2'] : [text];
        const where = `${located.operation.operationId} ${name}=${JSON.stringify(values)}`;
        const id = located.operation.operationId;
        if (parameter.in === 'path') {
          const url = located.path.replace(`{${name}}`, encodeURIComponent(text)).replace(/\{\w+\}/g, '1');
          return assertNamed(await send(id, located.method, url), name, where);
        }
        const url = located.path.replace(/\{\w+\}/g, String(world.fx.c1));
        const query = values.map((value) => `${name}=${encodeURIComponent(value)}`).join('&');
        assertNamed(await send(id, located.method, `${url}?${query}`), name, where);
      }),
      { numRuns: RUNS },
    );
    // Digits still read: a page, a number of days.
    for (const [id, url] of [
      ['getUsersAdminList', '/api/v1/users/admin/list/?page=1&page_size=5'],
      ['getUsersDashboardTrends', '/api/v1/users/dashboard/trends/?days=7'],
    ] as const)
      assert.equal((await send(id, 'GET', url)).statusCode, 200, url);
  });

  test('forms: multipart numbers are decimal digits, JSON form numbers JSON numbers', async () => {
    const { fx } = world;
    const offer = {
      title: 'Oferta numérica',
      offer_type: 'GASOLINE_SPECIAL',
      points_cost: 10,
      gasoline_price: 5.5,
      gasoline_type: 'Gasolina Comum',
      valid_from: '2026-01-01T00:00',
      valid_until: '2036-01-01T00:00',
      dealership: fx.d1.id,
    };
    const store = { store_name: 'Loja numérica', partner_id: fx.p2.id, location_id: fx.s1.locationId };
    const forms = [
      {
        url: '/api/v1/loyalty/admin/offers/',
        valid: offer,
        // Whole numbers only: max_liters and the prices are decimals a form also takes as pt-BR text.
        fields: ['points_cost', 'dealership', 'max_redemptions'],
      },
      { url: '/api/v1/partnerships/partner-locations/', valid: store, fields: ['partner_id', 'location_id'] },
    ];
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(world.tokens.admin), ...headers },
        payload: payload as string,
      });
    const cases = fc
      .constantFrom(...forms)
      .chain((form) => fc.tuple(fc.constant(form), fc.constantFrom(...form.fields)));
    await fc.assert(
      // A form trims every field (blanks around digits are read as the digits).
      fc.asyncProperty(
        cases,
        notDigits.filter((text) => !/^\s*\d+\s*$/.test(text)),
        notJsonNumbers(false),
        async ([form, field], text, bad) => {
          const sent = multipart({ ...form.valid, [field]: text });
          assertNamed(await post(form.url, sent.payload, sent.headers), field, `multipart ${field}=${text}`);
          const json = await post(form.url, { ...form.valid, [field]: bad });
          assertNamed(json, field, `JSON ${field}=${JSON.stringify(bad)}`);
        },
      ),
      { numRuns: Math.ceil(RUNS / 5) },
    );
    for (const form of forms) {
      const text = Object.fromEntries(Object.entries(form.valid).map(([key, value]) => [key, String(value)]));
      const digits = multipart(text);
      assert.equal((await post(form.url, digits.payload, digits.headers)).statusCode, 201, form.url);
      assert.equal((await post(form.url, form.valid)).statusCode, 201, form.url);
    }
  });
});
