import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';
import { balanceMismatches, batchMismatches } from '../../test/loyalty-helpers.ts';
import { customersWithPoints, voucherPoolCalls } from '../../test/voucher-pool-helpers.ts';

const EMPTY = 'Oferta esgotada: todos os códigos de voucher desta oferta já foram resgatados.';
const codes = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(4, '0')}`);

/** An offer with imported codes: each voucher carries one, never twice; none left is 'Esgotada'. */
describe('redeeming an offer with a pool of imported voucher codes', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let admin = '';
  let api: ReturnType<typeof voucherPoolCalls>;
  let customers: string[] = [];

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    api = voucherPoolCalls(ctx, fx, () => admin);
    customers = await customersWithPoints(ctx, fx, 20, 42_000_000_000);
  });
  after(() => ctx.close());

  test('the voucher carries the next code; the counter finds it as typed; a cancelled one is not reused', async () => {
    const offer = await api.createOffer('Lavagem Parceira');
    assert.deepEqual((await api.importCodes(offer.id, codes('lava', 3))).counts.created, 3);
    const first = await api.redeem(offer.id, customers[0] as string);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().voucher_code, 'LAVA-0001');
    const found = await getJson(ctx.app, '/api/v1/loyalty/vouchers/code/lava-0001/', admin);
    assert.deepEqual([found.statusCode, found.json().id], [200, first.json().id]);
    const [taken] = await ctx.db
      .select()
      .from(s.offerVoucherCodes)
      .where(eq(s.offerVoucherCodes.code, 'LAVA-0001'));
    assert.equal(taken?.redemptionId, first.json().id);
    let shown = await api.adminOffer(offer.id);
    assert.deepEqual([shown.voucher_codes_total, shown.voucher_codes_free], [3, 2]);

    const cancel = await api.call('POST', `loyalty/admin/redemptions/${first.json().id}/cancel/`, {
      reason: 'Cliente desistiu',
    });
    assert.ok([200, 201].includes(cancel.statusCode), cancel.body);
    shown = await api.adminOffer(offer.id);
    assert.deepEqual([shown.voucher_codes_free, shown.sold_out], [2, false], 'a cancelled code stays taken');
    assert.equal((await api.redeem(offer.id, customers[0] as string)).json().voucher_code, 'LAVA-0002');
  });

  test('20 customers at once on 10 codes: exactly 10 vouchers with 10 distinct codes, 10 refusals; then Esgotada', async () => {
    const offer = await api.createOffer('Cupom Relâmpago Parceiro');
    const pool = codes('LOTE', 10);
    assert.equal((await api.importCodes(offer.id, pool)).counts.created, 10);
    const answers = await Promise.all(customers.map((token) => api.redeem(offer.id, token)));
    const server = answers.find((a) => a.statusCode >= 500);
    assert.equal(server, undefined, server?.body);
    const given = answers.filter((a) => a.statusCode === 201).map((a) => a.json().voucher_code as string);
    assert.equal(given.length, 10);
    assert.deepEqual([...new Set(given)].sort(), pool);
    const refused = answers.filter((a) => a.statusCode !== 201);
    assert.equal(refused.length, 10);
    for (const r of refused) assert.deepEqual([r.statusCode, r.json()], [400, { detail: EMPTY }]);

    const shown = await api.adminOffer(offer.id);
    assert.deepEqual([shown.voucher_codes_total, shown.voucher_codes_free, shown.sold_out], [10, 0, true]);
    const listed = (
      await api.call('GET', `loyalty/admin/offers/list/?search=${encodeURIComponent(offer.title)}`)
    ).json();
    assert.equal(listed.results[0].sold_out, true);
    const visible = (await getJson(ctx.app, '/api/v1/loyalty/offers/?page_size=100', customers[0])).json();
    assert.ok(!visible.results.some((o: { id: number }) => o.id === offer.id), 'customers no longer see it');
    const late = await api.redeem(offer.id, customers[19] as string);
    assert.deepEqual([late.statusCode, late.json()], [400, { detail: EMPTY }]);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await batchMismatches(ctx.db), []);
  });
});
