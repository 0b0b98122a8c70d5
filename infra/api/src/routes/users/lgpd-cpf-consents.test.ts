import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loggerOptions } from '../../plugins/request-log.ts';
import { auditRowsAfter, lastAuditId } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, TEST_CONFIG, type TestContext } from '../../test/helpers.ts';
import { auth, customerToken } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';
// fixtures.ts numbers its accounts' CPFs from 10000000000 in insertion order: c1 is the 7th.
const C1_CPF = '10000000006';

describe('LGPD: CPFs masked in lists and logs, revealed on purpose; consents decide the push audience', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const lines: string[] = [];
  const t = { admin: '', staff: '' };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    app = await buildApp({
      db: ctx.handle,
      config: TEST_CONFIG,
      logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }),
    });
    await app.ready();
    t.admin = await accessToken(app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(app, EMAILS.staff, PASSWORD);
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const c1Row = <T extends Record<string, unknown>>(rows: T[], key: string) =>
    rows.find((r) => r[key] === fx.c1) as T;

  test('lists and their CSV mask CPFs; a search by the whole CPF shows it in that row', async () => {
    const summary = (await call('GET', 'loyalty/admin/points/summary/', t.admin)).json();
    assert.equal(c1Row(summary.results, 'user_id').user_cpf, '***.000.000-**');
    const users = (await call('GET', 'users/admin/list/?page_size=100', t.admin)).json();
    assert.ok(users.results.every((u: { cpf: string }) => u.cpf.startsWith('***.')));
    const found = (await call('GET', `loyalty/admin/points/summary/?search=${C1_CPF}`, t.admin)).json();
    assert.deepEqual(
      found.results.map((r: { user_cpf: string }) => r.user_cpf),
      [C1_CPF],
    );
    const byMask = (await call('GET', 'users/admin/list/?search=100.000.000-06', t.admin)).json();
    assert.deepEqual(
      byMask.results.map((u: { cpf: string }) => u.cpf),
      [C1_CPF],
    );
    const csv = (await call('GET', 'loyalty/admin/points/summary/?format=csv', t.admin)).body;
    assert.ok(!csv.includes('100.000.000-06') && csv.includes('***.000.000-**'));
    const feedback = (await call('GET', 'communications/admin/feedback/list/?format=csv', t.admin)).body;
    assert.ok(!/\d{3}\.\d{3}\.\d{3}-\d{2}/.test(feedback));
  });

  test('revealing a CPF is audited without the CPF; scoped like the customer page', async () => {
    const mark = await lastAuditId(ctx.db);
    const revealed = await call('POST', `users/${fx.c1}/cpf/reveal/`, t.staff);
    assert.equal(revealed.statusCode, 200);
    assert.deepEqual(revealed.json(), { id: fx.c1, cpf: C1_CPF });
    // c3 belongs to the other dealership: the same 404 as the customer page.
    assert.equal((await call('POST', `users/${fx.c3}/cpf/reveal/`, t.staff)).statusCode, 404);
    const rows = await auditRowsAfter(ctx.db, mark);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.action, 'cpf_reveal');
    assert.equal(rows[0]?.targetId, String(fx.c1));
    assert.ok(!JSON.stringify(rows).includes(C1_CPF));
  });

  test('withdrawn marketing consent leaves the push audience; history names who and how', async () => {
    const recipients = async () =>
      (await call('GET', 'communications/admin/send-push/recipients/', t.admin)).json().recipients;
    const before = await recipients();
    const put = await call('PUT', `users/${fx.c1}/consents/`, t.admin, {
      purpose: 'marketing_push',
      granted: false,
      note: 'Pedido por telefone',
    });
    assert.equal(put.statusCode, 200);
    assert.equal(put.json().marketing_push.granted, false);
    assert.equal(put.json().history[0].actor_name, 'Admin Teste');
    assert.equal(put.json().history[0].source, 'back_office');
    assert.equal(await recipients(), before - 1);
    const sent = await call('POST', 'communications/admin/send-push-notification/', t.admin, {
      title: 'Oferta',
      message: 'Nova oferta',
    });
    assert.equal(sent.json().total_recipients, before - 1);
    // Setting the same value again records nothing new.
    const again = await call('PUT', `users/${fx.c1}/consents/`, t.admin, {
      purpose: 'marketing_push',
      granted: false,
    });
    assert.equal(again.json().history.length, put.json().history.length);
    // Staff read consents within their scope but cannot change them.
    assert.equal((await call('GET', `users/${fx.c1}/consents/`, t.staff)).statusCode, 200);
    const refused = await call('PUT', `users/${fx.c1}/consents/`, t.staff, {
      purpose: 'marketing_push',
      granted: true,
    });
    assert.equal(refused.statusCode, 403);
  });

  test('the customer app reads and changes its own consents', async () => {
    const token = await customerToken(app, ctx.db, fx.c3);
    const own = await call('GET', 'users/consents/', token);
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().marketing_push.granted, true);
    const off = await call('PUT', 'users/consents/', token, { marketing_push: false });
    assert.equal(off.json().marketing_push.granted, false);
    assert.equal(off.json().marketing_push.source, 'customer_app');
    const page = (await call('GET', `users/${fx.c3}/consents/`, t.admin)).json();
    assert.equal(page.history[0].source, 'customer_app');
    assert.equal((await call('GET', 'users/consents/', t.admin)).statusCode, 403);
  });

  test('no log line and no audit row holds a whole CPF', async () => {
    const mark = await lastAuditId(ctx.db);
    const created = await call('POST', 'users/create/', t.admin, {
      cpf: '529.982.247-25',
      full_name: 'Ana Souza',
      user_type: 'CLIENTE',
      password: 'cliente123',
      password_confirm: 'cliente123',
    });
    assert.equal(created.statusCode, 201);
    await call('GET', 'users/admin/list/?search=52998224725', t.admin);
    const rows = await auditRowsAfter(ctx.db, mark);
    const changes = (rows[0]?.changes ?? {}) as Record<string, { after: unknown }>;
    assert.equal(changes.cpf?.after, '***.982.247-**');
    const all = lines.join('\n') + JSON.stringify(rows);
    for (const cpf of ['52998224725', '529.982.247-25', C1_CPF]) assert.ok(!all.includes(cpf), cpf);
  });
});
