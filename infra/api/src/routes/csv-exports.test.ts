import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as s from '../db/schema/index.ts';
import { CSV_BOM, csvFileName, csvHeader, csvRows } from '../domain/csv.ts';
import type { CsvSpec } from '../services/csv-response.ts';
import { parseCsv } from '../test/export-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../test/helpers.ts';
import { insertOrderingFixtures } from '../test/ordering-fixtures.ts';
import { FEEDBACK_CSV } from './communications/admin/feedback-csv.ts';
import { NOTIFICATIONS_CSV } from './communications/admin/notifications-csv.ts';
import { ACTIVITIES_CSV } from './loyalty/admin/activities/activities-csv.ts';
import { OFFERS_CSV } from './loyalty/admin/offers/offers-csv.ts';
import { POINTS_CSV } from './loyalty/admin/points/points-csv.ts';
import { REDEMPTIONS_CSV } from './loyalty/admin/redemptions/redemptions-csv.ts';
import { REPORT_CSV } from './reports/redemption-reports/report-csv.ts';
import { USERS_CSV } from './users/admin/users-csv.ts';

type Role = 'admin' | 'dealership' | 'partner';
type Get = (url: string, role?: Role) => Promise<LightMyRequestResponse>;
const BACK_OFFICE: Role[] = ['admin', 'dealership', 'partner'];

/** The answer as text, after checking it is the CSV download of `spec`. */
function csvText<Item>(res: LightMyRequestResponse, spec: CsvSpec<Item>): string {
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
  assert.equal(res.headers['content-disposition'], `attachment; filename="${csvFileName(spec.fileName)}"`);
  assert.deepEqual([...res.rawPayload.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
  return res.rawPayload.toString('utf8');
}

interface ListBody<Item> {
  results?: Item[];
  count?: number;
  data?: Item[];
}

/**
 * One exportable list: its URL, its export, the header it must send, who reads it (default: the
 * three back-office roles), a filter.
 */
function exportCase<Item>(options: {
  path: string;
  spec: CsvSpec<Item>;
  header: string;
  roles?: Role[];
  filter: string;
  /** A sortable list (default; the report is neither paged nor sortable). */
  paged?: boolean;
}) {
  const c = { ...options, roles: options.roles ?? BACK_OFFICE, paged: options.paged ?? true };
  return {
    ...c,
    /**
     * Exports the list and asserts the file is exactly the JSON list's rows (same filter, order and
     * role scope) written with the list's columns, page/page_size ignored; returns the JSON count.
     */
    async check(get: Get, role: Role, query = ''): Promise<number> {
      const json = await get(c.paged ? `${c.path}?page_size=100&${query}` : `${c.path}?${query}`, role);
      assert.equal(json.statusCode, 200, json.body);
      const body = json.json<ListBody<Item>>();
      const rows = (c.paged ? body.results : body.data) ?? [];
      const count = c.paged ? (body.count ?? -1) : rows.length;
      assert.equal(rows.length, count, `${c.path}: the fixtures fit one JSON page`);
      const text = csvText(await get(`${c.path}?format=csv&page=1&page_size=1&${query}`, role), c.spec);
      assert.ok(text.startsWith(`${CSV_BOM}${c.header}\r\n`), `${c.path}: header ${text.split('\r\n')[0]}`);
      assert.equal(text, CSV_BOM + csvHeader(c.spec.columns) + csvRows(c.spec.columns, rows), c.path);
      assert.equal(parseCsv(text.slice(1)).length - 1, count, `${c.path} as ${role}?${query}`);
      return count;
    },
  };
}

const CASES = [
  exportCase({
    path: '/api/v1/loyalty/admin/points/summary/',
    spec: POINTS_CSV,
    header: 'Usuário;CPF;Saldo;Pendentes;A expirar;Total Ganho;Total Gasto;Tipo;Status;Última Atividade',
    filter: 'search=cliente&active_only=true&ordering=-points_balance',
  }),
  exportCase({
    path: '/api/v1/loyalty/admin/activities/recent/',
    spec: ACTIVITIES_CSV,
    header: 'Usuário;Tipo de Usuário;Atividade;Pontos;Descrição;Data',
    filter: `activity_type=${encodeURIComponent('Adição')}&ordering=created_at`,
  }),
  exportCase({
    path: '/api/v1/loyalty/admin/redemptions/recent/',
    spec: REDEMPTIONS_CSV,
    header: 'Usuário;Tipo de Usuário;Oferta;Pontos;Status;Data',
    filter: 'status=pendente&ordering=-points_spent',
  }),
  exportCase({
    path: '/api/v1/loyalty/admin/offers/list/',
    spec: OFFERS_CSV,
    header: 'Título;Descrição;Tipo;Local;Pontos;Válida até;Horário;Status',
    filter: 'type=GIFT&ordering=title',
  }),
  exportCase({
    path: '/api/v1/communications/admin/feedback/list/',
    spec: FEEDBACK_CSV,
    header: 'Usuário;Assunto;Mensagem;Tipo;Prioridade;Status;Data',
    roles: ['admin'],
    filter: 'status=PENDING&ordering=-priority',
  }),
  exportCase({
    path: '/api/v1/communications/admin/notifications/list/',
    spec: NOTIFICATIONS_CSV,
    header: 'Título;Mensagem;Prioridade;Status;Agendada para;Enviada em;Criada em;Público;Destinatários',
    roles: ['admin', 'dealership'],
    filter: 'status=SENT&ordering=title',
  }),
  exportCase({
    path: '/api/v1/reports/redemption-reports/',
    spec: REPORT_CSV,
    header:
      'Código;Oferta;Tipo;Parceiro;Concessionária;Cliente;Baixado por;Pontos;Valor da Oferta;Desconto;Valor Pago;Data',
    filter: 'date_from=2000-01-01',
    paged: false,
  }),
  exportCase({
    path: '/api/v1/users/admin/list/',
    spec: USERS_CSV,
    header: 'Nome;E-mail;CPF;Tipo;Vínculo;Status',
    roles: ['admin'],
    filter: 'user_type=CLIENTE&ordering=full_name',
  }),
];

describe('CSV exports: GET <list>?format=csv', () => {
  let ctx: TestContext;
  const tokens: Partial<Record<Role, string>> = {};
  const get: Get = (url, role = 'admin') => getJson(ctx.app, url, tokens[role]);

  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    await insertOrderingFixtures(ctx.db, fx);
    // Text a spreadsheet could misread: a formula, the separator, quotes and a line break.
    await ctx.db.insert(s.feedbacks).values({
      userId: fx.c3,
      subject: '=HIPERLINK("http://x")',
      message: 'Atendimento; "ótimo"\nVoltarei.',
      priority: 3,
    });
    // A burned voucher carries its values in BRL (the report's money columns).
    await ctx.db
      .update(s.redemptions)
      .set({ totalValueOffer: '1234.50', totalDiscountApplied: '123.45', totalValueSpentByUser: '1111.05' })
      .where(eq(s.redemptions.voucherCode, 'T-2'));
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.dealership = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  test('every list: the file is the JSON list (count, rows, order) for each role, page ignored', async () => {
    for (const c of CASES) {
      const counts: Partial<Record<Role, number>> = {};
      for (const role of c.roles) counts[role] = await c.check(get, role);
      assert.ok((counts.admin ?? 0) > 0, `${c.path}: the fixtures give ADMIN rows`);
      // A dealership sees only its own rows: fewer than ADMIN on the lists ADMIN sees whole.
      if (counts.dealership !== undefined && c.path !== '/api/v1/loyalty/admin/offers/list/')
        assert.ok(counts.dealership < (counts.admin ?? 0), `${c.path}: DEALERSHIP ${counts.dealership}`);
    }
  });

  test('the same filters and ordering as the list', async () => {
    for (const c of CASES) for (const role of c.roles) await c.check(get, role, c.filter);
  });

  test('ordering is honoured: redemptions by points, both ways', async () => {
    const points = async (ordering: string) => {
      const url = `/api/v1/loyalty/admin/redemptions/recent/?format=csv&ordering=${ordering}`;
      const rows = parseCsv(csvText(await get(url), REDEMPTIONS_CSV).slice(1)).slice(1);
      return rows.map((row) => Number(row[3]));
    };
    const ascending = await points('points_spent');
    assert.ok(ascending.length > 3);
    assert.deepEqual(
      ascending,
      [...ascending].sort((a, b) => a - b),
    );
    assert.deepEqual(
      await points('-points_spent'),
      [...ascending].sort((a, b) => b - a),
    );
  });

  test('accents, decimal comma, quoting and the formula guard survive', async () => {
    const activities = csvText(
      await get('/api/v1/loyalty/admin/activities/recent/?format=csv'),
      ACTIVITIES_CSV,
    );
    assert.match(activities, /Cliente Três;Cliente;Adição;300;Serviço realizado: Alinhamento/);
    const feedback = csvText(
      await get('/api/v1/communications/admin/feedback/list/?format=csv'),
      FEEDBACK_CSV,
    );
    assert.ok(feedback.includes(`"'=HIPERLINK(""http://x"")";"Atendimento; ""ótimo""\nVoltarei.";`));
    const reportText = csvText(await get('/api/v1/reports/redemption-reports/?format=csv'), REPORT_CSV);
    assert.match(reportText, /;1234,50;123,45;1111,05;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\r\n/);
  });

  test('errors come before any CSV byte, as the usual JSON', async () => {
    for (const c of CASES.filter((item) => item.paged)) {
      const res = await get(`${c.path}?format=csv&ordering=nada`);
      assert.equal(res.statusCode, 400, c.path);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(res.headers['content-disposition'], undefined);
      assert.match(
        res.json<{ ordering: string[] }>().ordering[0] ?? '',
        /^Campo de ordenação desconhecido: "nada"/,
      );
    }
    const badDay = await get('/api/v1/reports/redemption-reports/?format=csv&date_from=ontem');
    assert.equal(badDay.statusCode, 400);
    assert.ok(badDay.json<{ date_from: string[] }>().date_from);
    assert.equal((await get('/api/v1/loyalty/admin/activities/recent/?format=xlsx')).statusCode, 400);
    const forbidden = await get('/api/v1/users/admin/list/?format=csv', 'partner');
    assert.equal(forbidden.statusCode, 403);
    assert.match(String(forbidden.headers['content-type']), /^application\/json/);
    assert.equal(
      (await get('/api/v1/communications/admin/notifications/list/?format=csv', 'partner')).statusCode,
      403,
    );
    const anonymous = await getJson(ctx.app, '/api/v1/loyalty/admin/points/summary/?format=csv');
    assert.equal(anonymous.statusCode, 401);
  });
});
