import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../test/helpers.ts';

/**
 * `GET partnerships/partner-locations/?partner=2147483648` was a 500, and ids parsed
 * loosely (`0x10` was 16, `1e1` 10, `+1` 1). Ids in params, queries, JSON bodies and forms now
 * accept decimal digits only; anything else, or beyond PostgreSQL `integer`, is a 400 naming the
 * field in Portuguese (the one rule: contract RowId / IdOrTextQuery and domain/row-id.ts).
 */
describe('attack: loose and oversize ids', () => {
  let ctx: TestContext;
  let admin = '';
  let client = '';
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login/',
      payload: { email: EMAILS.client, password: PASSWORD },
    });
    client = signIn.json<{ access: string }>().access;
  });
  after(() => ctx.close());

  const send = (options: InjectOptions & { token?: string }) =>
    ctx.app.inject({ ...options, headers: { authorization: `Bearer ${options.token ?? admin}` } });
  const TOO_BIG = 'Certifique-se de que este valor seja menor ou igual a 2.147.483.647.';
  const NOT_AN_INTEGER = 'Um número inteiro válido é necessário.';
  const LOOSE = ['0x10', '1e1', '+1', '%2B1', '%201', '1.0', '0b1', '0o7', 'Infinity'];

  test('the reported 500: a partner filter beyond int4 is a 400 naming the field', async () => {
    const res = await send({ url: '/api/v1/partnerships/partner-locations/?partner=2147483648' });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { partner: [TOO_BIG] });
    // Digits within range are a partner id, any other text part of a brand name: both still work.
    for (const partner of ['1', 'Parceiro', '2147483647'])
      assert.equal(
        (await send({ url: `/api/v1/partnerships/partner-locations/?partner=${partner}` })).statusCode,
        200,
      );
  });

  test('path ids: digits only, within int4', async () => {
    for (const id of LOOSE) {
      const res = await send({ url: `/api/v1/partnerships/partners/${id}/` });
      assert.equal(res.statusCode, 400, `${id} → ${res.body}`);
      assert.deepEqual(res.json(), { id: [NOT_AN_INTEGER] }, id);
    }
    for (const [id, field] of [
      ['2147483648', TOO_BIG],
      ['9'.repeat(40), TOO_BIG],
      ['0', 'Certifique-se de que este valor seja maior ou igual a 1.'],
    ] as const) {
      const res = await send({ url: `/api/v1/partnerships/partners/${id}/` });
      assert.deepEqual([res.statusCode, res.json()], [400, { id: [field] }], id);
    }
    assert.equal((await send({ url: '/api/v1/partnerships/partners/1/' })).statusCode, 200, 'control');
    assert.equal((await send({ url: '/api/v1/partnerships/partners/2147483647/' })).statusCode, 404);
  });

  test('id-valued query fields: the report filters', async () => {
    for (const value of [...LOOSE, '2147483648']) {
      const res = await send({ url: `/api/v1/reports/redemption-reports/?partner_id=${value}` });
      assert.equal(res.statusCode, 400, `${value} → ${res.body}`);
      assert.deepEqual(Object.keys(res.json()), ['partner_id']);
    }
  });

  test('JSON body ids: numbers or digit strings only', async () => {
    for (const offer_id of ['0x10', '1e1', '+1', ' 1', true, 1.5, 2147483648, '2147483648']) {
      const res = await send({
        method: 'POST',
        url: '/api/v1/loyalty/offers/redeem/',
        payload: { offer_id },
        token: client,
      });
      assert.equal(res.statusCode, 400, `${JSON.stringify(offer_id)} → ${res.body}`);
      assert.deepEqual(Object.keys(res.json()), ['offer_id']);
    }
  });

  test('form ids (multipart or JSON forms) follow the same rule', async () => {
    for (const partner_id of ['+1', '0x1', '1e0', '2147483648']) {
      const res = await send({
        method: 'POST',
        url: '/api/v1/partnerships/partner-locations/',
        payload: { store_name: 'Loja', partner_id, location_id: 1 },
      });
      assert.equal(res.statusCode, 400, `${partner_id} → ${res.body}`);
      assert.deepEqual(Object.keys(res.json()), ['partner_id']);
    }
  });
});
