import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, like } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { customersFile, generatedCpf, openingsFile } from '../../test/import-files.ts';
import { auth, balanceMismatches, batchMismatches } from '../../test/loyalty-helpers.ts';
import { multipart } from '../../test/multipart.ts';

const API = '/api/v1';

describe('CSV imports: upload, mapping, preview, a job run, the error file, idempotent', () => {
  let ctx: TestContext;
  let admin = '';
  let dealership = '';

  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    dealership = fx.d1.name;
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  const upload = async (kind: string, data: Buffer, token = admin) => {
    const body = multipart({}, { file: { filename: 'clientes.csv', contentType: 'text/csv', data } });
    return ctx.app.inject({
      method: 'POST',
      url: `${API}/imports/?kind=${kind}`,
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(admin), ...(payload ? { payload } : {}) });
  const runImport = async (id: number, mapping: object) => {
    const started = await call('POST', `imports/${id}/start/`, { mapping });
    assert.equal(started.statusCode, 202, started.body);
    await ctx.app.jobs.idle();
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    return (await call('GET', `imports/${id}/`)).json();
  };

  test('1,000 customers in Windows-1252 with mixed separators and 20 bad rows: 980 in, 20 in the error file', async () => {
    const file = customersFile({ rows: 1000, badEvery: 50, dealership, windows1252: true });
    const res = await upload('customers', file);
    assert.equal(res.statusCode, 201, res.body);
    const imp = res.json();
    assert.equal(imp.total_rows, 1000);
    assert.equal(imp.encoding, 'windows-1252');
    assert.deepEqual(imp.mapping, {
      cpf: 'CPF',
      full_name: 'Nome completo',
      email: 'E-mail',
      phone: 'Telefone',
      dealership: 'Concessionária',
      marketing_consent: 'Aceita marketing',
    });
    const unmapped = (await call('POST', `imports/${imp.id}/preview/`, { mapping: { cpf: 'CPF' } })).json();
    assert.deepEqual(unmapped.mapping_errors, ['Escolha a coluna do campo "Nome completo".']);
    const preview = (await call('POST', `imports/${imp.id}/preview/`, { mapping: imp.mapping })).json();
    assert.equal(preview.rows.length, 20);
    assert.equal(preview.rows[0].values.full_name, 'José da Conceição 1');
    assert.deepEqual(preview.rows[6].errors, [], 'a comma row among semicolon rows');

    const done = await runImport(imp.id, imp.mapping);
    assert.equal(done.state, 'done');
    assert.deepEqual(done.counts, { created: 980, updated: 0, unchanged: 0, failed: 20 });
    assert.deepEqual(done.progress, { done: 1000, total: 1000 });
    const errors = await call('GET', `imports/${imp.id}/errors/`);
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 21);
    assert.match(lines[0] as string, /;Erro$/);
    assert.ok(errors.body.includes('CPF inválido.') && errors.body.includes('Concessionária não encontrada'));
    const [consents] = await ctx.db
      .select({ n: count() })
      .from(s.consentEvents)
      .where(eq(s.consentEvents.source, 'import'));
    assert.ok((consents?.n ?? 0) > 600);
    const [anne] = await ctx.db
      .select()
      .from(s.users)
      .where(eq(s.users.cpf, generatedCpf(1)));
    assert.equal(anne?.fullName, 'José da Conceição 1');
    assert.equal(anne?.dealershipId !== null, true);

    // The same file again: nothing changes.
    const again = (await upload('customers', file)).json();
    const second = await runImport(again.id, again.mapping);
    assert.deepEqual(second.counts, { created: 0, updated: 0, unchanged: 980, failed: 20 });
    const [users] = await ctx.db
      .select({ n: count() })
      .from(s.users)
      .where(like(s.users.email, '%@importado.com.br'));
    assert.equal(users?.n, 980);
  });

  test('opening balances: pt-BR points and dates, OPENING batches, idempotent', async () => {
    const file = openingsFile(30, { expires: '31/12/2099' });
    const imp = (await upload('opening_balances', file)).json();
    assert.deepEqual(imp.mapping, { cpf: 'CPF', points: 'Pontos', reason: 'Motivo', expires_at: 'Validade' });
    const done = await runImport(imp.id, imp.mapping);
    // Rows 50, 100… of the customers file failed, but the first 30 customers all exist.
    assert.deepEqual(done.counts, { created: 30, updated: 0, unchanged: 0, failed: 0 });
    const [first] = await ctx.db
      .select()
      .from(s.pointsBatches)
      .where(like(s.pointsBatches.externalId, 'import-opening:%'))
      .limit(1);
    assert.equal(first?.source, 'OPENING');
    assert.equal(first?.expiresAt?.toISOString(), '2100-01-01T02:59:59.000Z');
    const again = (await upload('opening_balances', file)).json();
    assert.deepEqual((await runImport(again.id, again.mapping)).counts, {
      created: 0,
      updated: 0,
      unchanged: 30,
      failed: 0,
    });
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await batchMismatches(ctx.db), []);
  });

  test('refusals: no file, a header only, non-admin', async () => {
    assert.equal(
      (await upload('customers', Buffer.from('CPF;Nome\r\n'))).json().detail,
      'O arquivo tem só o cabeçalho: nenhuma linha para importar.',
    );
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    assert.equal((await upload('customers', Buffer.from('CPF;Nome\r\n1;A\r\n'), staff)).statusCode, 403);
    assert.equal((await call('POST', 'imports/?kind=customers', {})).statusCode, 400);
  });
});
