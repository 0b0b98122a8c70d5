import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import type { LiabilityReport } from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import * as s from '../../../db/schema/index.ts';
import { type CreditInput, creditPoints } from '../../../services/points/batch-credit.ts';
import { expireCustomerBatches } from '../../../services/points/batch-expire.ts';
import { readProgrammeSettings } from '../../../services/points/programme-settings.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { batchPositions, ledgerMonths } from '../../../test/liability-helpers.ts';
import { batchMismatches } from '../../../test/loyalty-helpers.ts';

const REPORT = '/api/v1/reports/liability/';
const DAY = 86_400_000;

const monthKey = (m: LiabilityReport['months'][number]) => `${m.place.kind}:${m.place.id ?? ''}:${m.month}`;
const placeKey = (p: LiabilityReport['places'][number]) => `${p.place.kind}:${p.place.id ?? ''}`;
const movement = (m: LiabilityReport['months'][number]) => ({
  earned: m.points.earned,
  spent: m.points.spent,
  expired: m.points.expired,
});

function pdfText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return null;
  }
}

describe('liability report', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let formulaDealership = 0;
  const tokens = { admin: '', staff: '', partner: '' };
  const get = async (query: string, token: string) => getJson(ctx.app, `${REPORT}${query}`, token);
  const report = async (query: string, token: string) => {
    const res = await get(query, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<LiabilityReport>();
  };

  before(async () => {
    ctx = await createTestContext({ POINTS_JOBS_INTERVAL_MS: 0 });
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    await ctx.db
      .update(s.programmeSettings)
      .set({ validityMonths: 12, pendingDaysPurchase: 30 })
      .where(eq(s.programmeSettings.id, 1));
    const [formula] = await ctx.db
      .insert(s.dealerships)
      .values({ name: '=HYPERLINK("http://x")', cnpj: '33.333.333/0001-33', locationId: fx.d1.locationId })
      .returning();
    formulaDealership = formula?.id ?? 0;
    const settings = await readProgrammeSettings(ctx.db);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const credit = (userId: number, source: 'SERVICE' | 'MERCHANDISE', points: number, days: number) => ({
      userId,
      source,
      points,
      earnedAt: ago(days),
      description: 'Crédito de teste',
    });
    // Expires within 30 days; one already expired (written off below); one pending purchase; one at
    // a dealership whose name a spreadsheet would run as a formula.
    const credits: CreditInput[] = [
      { ...credit(fx.c1, 'SERVICE', 40, 350), dealershipId: fx.d1.id },
      { ...credit(fx.c1, 'SERVICE', 70, 400), dealershipId: fx.d1.id },
      { ...credit(fx.c3, 'MERCHANDISE', 25, 0), dealershipId: fx.d2.id },
      { ...credit(fx.c3, 'SERVICE', 1234, 3), dealershipId: formulaDealership },
    ];
    await ctx.db.transaction(async (tx) => {
      await creditPoints(tx, credits, settings, now);
      await expireCustomerBatches(tx, fx.c1, now);
    });
    assert.deepEqual(await batchMismatches(ctx.db), []);
  });
  after(() => ctx.close());

  test("ADMIN: every place's months equal the ledger's, positions equal the batches, R$ at the point value", async () => {
    const body = await report('', tokens.admin);
    const months = Object.fromEntries(body.months.map((m) => [monthKey(m), movement(m)]));
    assert.deepEqual(months, await ledgerMonths(ctx.db, body.date_from, body.date_to));
    const places = Object.fromEntries(body.places.map((p) => [placeKey(p), p.points]));
    assert.deepEqual(places, await batchPositions(ctx.db, body.today));
    assert.ok(
      body.months.some((m) => m.points.expired === 70),
      'the expired batch',
    );
    assert.ok(body.months.some((m) => m.place.kind === 'partner_location' && m.points.spent === 40));
    assert.equal(places[`dealership:${fx.d2.id}`]?.pending, 25);
    assert.equal(places[`dealership:${fx.d1.id}`]?.expiring_30, 40);
    // The default period: twelve months, today's included.
    assert.equal(body.date_to, body.today);
    assert.match(body.date_from, /^\d{4}-\d{2}-01$/);
    assert.equal(body.point_value, 0.05);
    const sum = (key: 'earned' | 'spent' | 'expired') => body.months.reduce((t, m) => t + m.points[key], 0);
    assert.equal(body.totals.points.earned, sum('earned'));
    assert.equal(body.totals.points.net, sum('earned') - sum('spent') - sum('expired'));
    assert.equal(body.totals.value.earned, Math.round(sum('earned') * 5) / 100);
    const d1 = body.months.find((m) => m.place.id === fx.d1.id && m.points.earned > 0);
    assert.equal(d1?.place.name, 'Concessionária Um');
    assert.equal(d1?.value.earned, Math.round((d1?.points.earned ?? 0) * 5) / 100);
    // Ordered: dealerships first, then places without one, then stores; months oldest first.
    const ranks = body.months.map((m) => ['dealership', 'none', 'partner_location'].indexOf(m.place.kind));
    assert.deepEqual(ranks, [...ranks].sort());
  });

  test('scope: a dealership sees only its own, a partner only its stores; another tenant is a 403', async () => {
    const all = await report('', tokens.admin);
    const staff = await report('', tokens.staff);
    assert.ok(staff.months.length > 0);
    assert.ok(staff.months.every((m) => m.place.kind === 'dealership' && m.place.id === fx.d1.id));
    assert.ok(staff.places.every((p) => p.place.id === fx.d1.id));
    assert.deepEqual(
      staff.months.map(monthKey),
      all.months.filter((m) => m.place.kind === 'dealership' && m.place.id === fx.d1.id).map(monthKey),
    );
    assert.deepEqual((await report(`?dealership_id=${fx.d1.id}`, tokens.staff)).months, staff.months);
    assert.equal((await get(`?dealership_id=${fx.d2.id}`, tokens.staff)).statusCode, 403);

    const partner = await report('', tokens.partner);
    assert.ok(partner.months.length > 0);
    assert.ok(partner.months.every((m) => m.place.kind === 'partner_location' && m.place.id === fx.s1.id));
    assert.equal(partner.months[0]?.place.name, 'Loja Um');
    assert.equal((await get(`?dealership_id=${fx.d1.id}`, tokens.partner)).statusCode, 403);

    const d2 = await report(`?dealership_id=${fx.d2.id}`, tokens.admin);
    assert.ok(d2.months.length > 0 && d2.months.every((m) => m.place.id === fx.d2.id));
    assert.deepEqual(d2.places.map(placeKey), [`dealership:${fx.d2.id}`]);
  });

  test('the period: days validated, reversed or over 36 months refused, a month alone allowed', async () => {
    const reversed = await get('?date_from=2026-03-01&date_to=2026-02-28', tokens.admin);
    assert.equal(reversed.statusCode, 400);
    assert.deepEqual(reversed.json(), {
      date_to: ['A data final deve ser igual ou posterior à data inicial.'],
    });
    const long = await get('?date_from=2023-01-01&date_to=2025-12-31', tokens.admin);
    assert.equal(long.statusCode, 200, '36 months');
    const tooLong = await get('?date_from=2023-01-01&date_to=2026-01-01', tokens.admin);
    assert.deepEqual(tooLong.json(), { date_from: ['O período pode ter no máximo 36 meses.'] });
    assert.deepEqual((await get('?date_from=2026-02-30', tokens.admin)).json(), {
      date_from: ['Formato de data inválido. Use AAAA-MM-DD.'],
    });
    for (const bad of ['?dealership_id=abc', '?format=xlsx', '?date_to=2026-13-01'])
      assert.equal((await get(bad, tokens.admin)).statusCode, 400, bad);
    const body = await report(
      `?date_from=${(await report('', tokens.admin)).today.slice(0, 8)}01`,
      tokens.admin,
    );
    assert.ok(body.months.every((m) => m.month === body.today.slice(0, 7)));
    assert.deepEqual(
      Object.fromEntries(body.months.map((m) => [monthKey(m), movement(m)])),
      await ledgerMonths(ctx.db, body.date_from, body.date_to),
    );
  });

  test('CSV: the months then each place today, pt-BR headers and numbers, formulas neutralised', async () => {
    const body = await report('', tokens.admin);
    const res = await get('?format=csv', tokens.admin);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="relatorio-passivo-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    assert.ok(res.body.startsWith('\uFEFF'));
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    assert.equal(
      lines[0],
      'Local;Tipo;Mês;Pontos creditados;Pontos utilizados;Pontos expirados;Saldo do mês;' +
        'Pontos creditados (R$);Pontos utilizados (R$);Pontos expirados (R$);Saldo do mês (R$);' +
        'Pontos em aberto;Pontos pendentes;Vencem em até 30 dias;Vencem em até 60 dias;Vencem em até 90 dias;' +
        'Pontos em aberto (R$);Pontos pendentes (R$);Vencem em até 30 dias (R$);Vencem em até 60 dias (R$);' +
        'Vencem em até 90 dias (R$)',
    );
    assert.equal(lines.length, 1 + body.months.length + body.places.length);
    const motor = lines.find((line) => line.includes('HYPERLINK') && !line.includes('Posição'));
    assert.ok(motor?.startsWith(`"'=HYPERLINK(""http://x"")";Concessionária;`), motor);
    assert.ok(motor?.includes(';1234;0;0;1234;61,70;0,00;0,00;61,70;;'), motor);
    const today = body.today.split('-').reverse().join('/');
    const position = lines.find((line) => line.startsWith('Concessionária Dois;Concessionária;Posição'));
    assert.ok(position?.includes(`;Posição em ${today};;;;;;;;;`), position);
    // A partner sees only its stores here too.
    const partner = await get('?format=csv', tokens.partner);
    assert.ok(
      partner.body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .every((l) => l.startsWith('Loja Um;')),
    );
  });

  test('PDF: the title, the filters, the totals and both tables; scoped like the JSON', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${REPORT}?format=pdf`,
      headers: { authorization: `Bearer ${tokens.staff}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="relatorio_passivo_\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(res.rawPayload);
    if (text === null) return; // pdftotext is missing on this machine: the bytes were checked above
    for (const expected of [
      'Relatório de Passivo',
      'Concessionária: Concessionária Um',
      'Valor do ponto: R$ 0,05',
      'Movimento por mês',
      'Vencem em até 30 dias',
    ])
      assert.ok(text.includes(expected), expected);
    assert.ok(!text.includes('Concessionária Dois'), "another dealership's rows");
    assert.equal(
      (await get(`?format=pdf&dealership_id=${fx.d2.id}`, tokens.staff)).statusCode,
      403,
      'refused before any byte',
    );
  });
});
