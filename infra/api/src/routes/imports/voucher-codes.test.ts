import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { voucherCodesFile } from '../../test/import-files.ts';
import { customersWithPoints, voucherPoolCalls } from '../../test/voucher-pool-helpers.ts';

const GOOD = Array.from({ length: 10 }, (_, i) => `promo-${String(i + 1).padStart(4, '0')}`);

/** Configurações → Importação, "Códigos de voucher de uma oferta" (docs/product.md §2.17). */
describe("CSV import of an offer's voucher codes: preview errors, import, idempotent, one offer per code", () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let admin = '';
  let api: ReturnType<typeof voucherPoolCalls>;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    api = voucherPoolCalls(ctx, fx, () => admin);
  });
  after(() => ctx.close());

  test('the upload names an existing offer; only ADMIN imports', async () => {
    const file = voucherCodesFile(['ABCD-1']);
    assert.deepEqual((await api.upload('kind=voucher_codes', file)).json(), {
      detail: 'Escolha a oferta dos códigos de voucher.',
    });
    const unknown = await api.upload('kind=voucher_codes&offer_id=999999', file);
    assert.deepEqual([unknown.statusCode, unknown.json()], [400, { detail: 'Oferta não encontrada.' }]);
    const offer = await api.createOffer('Cupom Parceiro Negado');
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    assert.equal((await api.upload(`kind=voucher_codes&offer_id=${offer.id}`, file, staff)).statusCode, 403);
  });

  test('Windows-1252 with ";": per-row pt-BR errors in the preview, the pool, the error file, the same file again', async () => {
    const offer = await api.createOffer('Cupom Parceiro Lote 1');
    // A generated voucher of an offer without a pool: its code is taken for good.
    const [customer] = await customersWithPoints(ctx, fx, 1, 41_000_000_000);
    const plain = await api.createOffer('Sem códigos');
    const issued = await api.redeem(plain.id, customer as string);
    assert.equal(issued.statusCode, 201, issued.body);
    assert.match(issued.json().voucher_code, /^[A-Z2-9]{10}$/, 'without a pool: a generated code as before');
    const rows = [
      GOOD[0] as string,
      '',
      'AÇÃO-1',
      'ab',
      'PROMO-0001',
      ` ${issued.json().voucher_code.toLowerCase()} `,
      ...GOOD.slice(1),
    ];
    const file = voucherCodesFile(rows, { windows1252: true });
    const res = await api.upload(`kind=voucher_codes&offer_id=${offer.id}`, file);
    assert.equal(res.statusCode, 201, res.body);
    const imp = res.json();
    assert.deepEqual(
      [imp.kind, imp.offer_id, imp.offer_title, imp.encoding, imp.total_rows],
      ['voucher_codes', offer.id, 'Cupom Parceiro Lote 1', 'windows-1252', 15],
    );
    assert.deepEqual(imp.mapping, { code: 'Código' });
    const preview = (await api.call('POST', `imports/${imp.id}/preview/`, { mapping: imp.mapping })).json();
    assert.deepEqual(
      preview.rows
        .slice(0, 7)
        .map((r: { values: { code?: string }; errors: string[] }) => [r.values.code, r.errors]),
      [
        ['promo-0001', []],
        ['', ['Código é obrigatório.']],
        ['AÇÃO-1', ['Código inválido: use de 4 a 32 letras (A–Z, sem acentos), números ou hífen.']],
        ['ab', ['Código inválido: use de 4 a 32 letras (A–Z, sem acentos), números ou hífen.']],
        ['PROMO-0001', ['Código repetido no arquivo.']],
        [issued.json().voucher_code.toLowerCase(), ['Código já usado por um voucher emitido.']],
        ['promo-0002', []],
      ],
    );
    const done = await api.runImport(imp.id, imp.mapping);
    assert.deepEqual(done.counts, { created: 10, updated: 0, unchanged: 0, failed: 5 });
    const pool = await ctx.db
      .select({ code: s.offerVoucherCodes.code })
      .from(s.offerVoucherCodes)
      .where(eq(s.offerVoucherCodes.offerId, offer.id));
    assert.deepEqual(
      pool.map((p) => p.code).sort(),
      GOOD.map((c) => c.toUpperCase()),
    );
    const shown = await api.adminOffer(offer.id);
    assert.deepEqual([shown.voucher_codes_total, shown.voucher_codes_free, shown.sold_out], [10, 10, false]);
    const errors = (await api.call('GET', `imports/${imp.id}/errors/`)).body.replace(/^\uFEFF/, '');
    assert.equal(errors.trim().split('\r\n').length, 6);
    assert.match(errors, /^Código;Lote;Erro\r\n/);
    assert.ok(
      errors.includes('AÇÃO-1;Lote de teste;Código inválido'),
      'the row as read through Windows-1252',
    );

    // The same file again changes nothing.
    const again = (await api.upload(`kind=voucher_codes&offer_id=${offer.id}`, file)).json();
    assert.deepEqual((await api.runImport(again.id, again.mapping)).counts, {
      created: 0,
      updated: 0,
      unchanged: 10,
      failed: 5,
    });
    assert.equal((await api.adminOffer(offer.id)).voucher_codes_total, 10);

    // A code of this offer is refused for another one; the rest of that file goes in.
    const other = await api.createOffer('Cupom Parceiro Lote 2');
    const second = await api.importCodes(other.id, ['promo-0003', 'OUTRA-0001']);
    assert.deepEqual(second.counts, { created: 1, updated: 0, unchanged: 0, failed: 1 });
    const refused = (await api.call('GET', `imports/${second.id}/errors/`)).body;
    assert.ok(refused.includes('promo-0003;Lote de teste;Código já cadastrado em outra oferta.'), refused);
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.action, 'import_start'));
    const offerOf = (changes: object) =>
      JSON.stringify((changes as Record<string, unknown>).offer_id ?? null);
    assert.ok(
      audit.some((a) => offerOf(a.changes).includes(String(other.id))),
      'audited with its offer',
    );
  });
});
