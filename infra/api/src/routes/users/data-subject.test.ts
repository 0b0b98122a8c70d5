import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import * as s from '../../db/schema/index.ts';
import { auditRowsAfter, lastAuditId } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { auth, balanceMismatches } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';

describe('data subject: export of everything held, the request log, anonymisation', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '' };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    // A feedback, a delivered push, a sign-in and an audited write about c1: every kind on record.
    await ctx.db.insert(s.feedbacks).values({ userId: fx.c1, subject: 'Atendimento', message: 'Muito bom' });
    await call('POST', 'communications/admin/send-push-notification/', t.admin, {
      title: 'Olá',
      message: 'Oferta',
    });
    await ctx.db
      .insert(s.loginEvents)
      .values({ userId: fx.c1, ip: '203.0.113.9', userAgent: 'App', channel: 'app' });
    await call('POST', `users/${fx.c1}/points-adjustments/`, t.admin, { points: 10, reason: 'Cortesia' });
    const [list] = await ctx.db
      .insert(s.audiences)
      .values({ name: 'Lista do evento', rules: { combinator: 'and', groups: [] } })
      .returning({ id: s.audiences.id });
    await ctx.db.insert(s.audienceMembers).values({ audienceId: list?.id as number, userId: fx.c1 });
    // The ERP's optional facts (the audiences read them): personal data like the rest.
    await ctx.db
      .update(s.users)
      .set({ birthDate: '1985-03-14', city: 'Natal', state: 'RN' })
      .where(eq(s.users.id, fx.c1));
  });
  after(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

  test('a request registered with its 15-day deadline, then answered by the export', async () => {
    const registered = await call('POST', `users/${fx.c1}/data-requests/`, t.admin, {
      kind: 'export',
      received_on: '2026-01-05',
      channel: 'email',
      note: 'Pedido por e-mail',
    });
    assert.equal(registered.statusCode, 201);
    assert.equal(registered.json().due_at, '2026-01-20T03:00:00.000Z');
    const future = await call('POST', `users/${fx.c1}/data-requests/`, t.admin, {
      kind: 'export',
      received_on: '2999-01-01',
    });
    assert.deepEqual(future.json(), { received_on: ['A data da solicitação não pode estar no futuro.'] });

    const mark = await lastAuditId(ctx.db);
    const res = await call('POST', `users/${fx.c1}/data-export/`, t.admin);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/zip');
    assert.match(String(res.headers['content-disposition']), /dados-titular-\d+-\d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    assert.ok(files['LEIA-ME.txt'] && files['planilhas/extrato-de-pontos.csv']);
    const data = JSON.parse(strFromU8(files['dados.json'] as Uint8Array));
    assert.equal(data.profile.cpf, '10000000006', 'the data subject gets its own CPF whole');
    assert.deepEqual(
      [data.profile.birth_date, data.profile.city, data.profile.state],
      ['1985-03-14', 'Natal', 'RN'],
    );
    assert.match(strFromU8(files['planilhas/cadastro.csv'] as Uint8Array), /Data de nascimento;Cidade;UF/);
    for (const kind of [
      'consents',
      'consent_history',
      'ledger',
      'points_batches',
      'redemptions',
      'vouchers',
      'feedback',
      'notifications',
      'audience_lists',
      'sign_ins',
      'audit_entries',
      'data_requests',
    ])
      assert.ok(data[kind].length > 0, kind);
    assert.ok(!JSON.stringify(data).includes('password'));

    const log = (await call('GET', `users/${fx.c1}/data-requests/`, t.admin)).json().results;
    assert.equal(log.length, 1, 'the export answered the registered request');
    assert.equal(log[0].fulfilled_by, 'Admin Teste');
    assert.equal(log[0].delivery.records.ledger, data.ledger.length);
    const [audit] = await auditRowsAfter(ctx.db, mark);
    assert.equal(audit?.action, 'data_export');
    assert.equal(audit?.targetId, String(fx.c1));
  });

  test('ADMIN only', async () => {
    assert.equal((await call('POST', `users/${fx.c1}/data-export/`, t.staff)).statusCode, 403);
    assert.equal((await call('POST', `users/${fx.c1}/anonymize/`, t.staff)).statusCode, 403);
    assert.equal((await call('GET', `users/${fx.c1}/data-requests/`, t.staff)).statusCode, 403);
  });

  test('anonymisation keeps the books and the proof, once', async () => {
    const res = await call('POST', `users/${fx.c1}/anonymize/`, t.admin);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().outcome, 'anonymized');
    assert.match(res.json().detail, /Mantidos sem identificação/);
    const [row] = await ctx.db.select().from(s.users).where(eq(s.users.id, fx.c1));
    assert.equal(row?.fullName, 'Cliente removido');
    assert.deepEqual([row?.birthDate, row?.city, row?.state, row?.phone], [null, null, null, null]);
    const [login] = await ctx.db.select().from(s.loginEvents).where(eq(s.loginEvents.userId, fx.c1));
    assert.equal(login?.ip, null);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    const log = (await call('GET', `users/${fx.c1}/data-requests/`, t.admin)).json().results;
    assert.equal(log[0].kind, 'anonymize');
    assert.ok(log[0].fulfilled_at);
    const again = await call('POST', `users/${fx.c1}/anonymize/`, t.admin);
    assert.deepEqual(again.json(), { detail: 'Este cliente já foi anonimizado.' });
    const consents = (await call('GET', `users/${fx.c1}/consents/`, t.admin)).json();
    assert.equal(consents.marketing_push.granted, false);
  });
});
