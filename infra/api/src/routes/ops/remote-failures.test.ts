import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RemoteFailureSummary } from '@fidelidade/contract';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';

const URL_ = '/api/v1/ops/remote-failures/';
const report = {
  remote: 'dashboard',
  version: '1.0.0-0123456789',
  kind: 'render',
  page: '/admin/dashboard',
  message: 'Cannot read properties of undefined',
  session_id: '6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
};

describe('remote failure reports (ops/remote-failures/)', () => {
  let ctx: TestContext;
  let admin: string;
  let staff: string;
  const post = (payload: unknown, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: URL_, payload: payload as object, remoteAddress, headers });
  const summary = async (query = '') => {
    const res = await getJson(ctx.app, `${URL_}${query}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<RemoteFailureSummary>();
  };

  before(async () => {
    ctx = await createTestContext({ FAILURE_REPORT_RATE_MAX: 5 });
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
  });
  after(() => ctx.close());

  test('an anonymous report is stored with its fields (202), without the query string or personal data', async () => {
    const res = await post({
      ...report,
      kind: 'load',
      version: '2.0.0-abcdef0123',
      page: 'http://localhost:8080/admin/clientes/12?cpf=123.456.789-09&email=ana@x.com#secao',
      message: `Falhou para ana.souza@exemplo.com.br (CPF 123.456.789-09, 98765432100) token eyJhbGciOi.eyJzdWIi.sig ${'x'.repeat(900)}`,
      user_id: 42,
    });
    assert.equal(res.statusCode, 202, res.body);
    const [stored] = (await summary('?version=2.0.0-abcdef0123')).recent;
    assert.ok(stored);
    assert.deepEqual(
      { remote: stored.remote, version: stored.version, kind: stored.kind, page: stored.page },
      { remote: 'dashboard', version: '2.0.0-abcdef0123', kind: 'load', page: '/admin/clientes/12' },
    );
    assert.equal(stored.session_id, report.session_id);
    assert.equal(stored.message.length, 500);
    assert.ok(
      stored.message.startsWith('Falhou para [email] (CPF [cpf], [cpf]) token [token] xxx'),
      stored.message,
    );
    assert.ok(stored.message.endsWith('…'));
    // The stored fields, not the row's id or time (a timestamp may well contain ':42:').
    const { id: _id, at: _at, ...fields } = stored;
    assert.doesNotMatch(JSON.stringify(fields), /ana|123\.456|98765432100|eyJ|42/);
  });

  test('an invalid report is a 400: unknown remote or kind, a page or session id that is not one', async () => {
    // Each from its own address: refused reports count towards the limit too.
    for (const [index, invalid] of [
      { ...report, remote: 'desconhecido' },
      { ...report, kind: 'crash' },
      { ...report, version: '../../etc' },
      { ...report, session_id: 'curto' },
      { ...report, page: '' },
      { remote: 'dashboard' },
    ].entries()) {
      const res = await post(invalid, `10.0.1.${index}`);
      assert.equal(res.statusCode, 400, JSON.stringify(invalid));
    }
    const notJson = await post('{', '10.0.0.2', { 'content-type': 'application/json' });
    assert.equal(notJson.statusCode, 400);
  });

  test('a report over 4 KB is a 413 and nothing is stored', async () => {
    const before = (await summary()).counts.reduce((sum, row) => sum + row.total, 0);
    const res = await post(
      { ...report, message: 'a'.repeat(2999), page: `/${'p'.repeat(1999)}` },
      '10.0.0.3',
    );
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { detail: 'O corpo da requisição excede o tamanho máximo permitido.' });
    assert.equal(
      (await summary()).counts.reduce((sum, row) => sum + row.total, 0),
      before,
    );
  });

  test('one address is limited to FAILURE_REPORT_RATE_MAX reports per window (429); others are not', async () => {
    for (let i = 0; i < 5; i += 1) assert.equal((await post(report, '10.0.0.9')).statusCode, 202);
    const limited = await post(report, '10.0.0.9');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { detail: 'Muitas requisições. Tente novamente em instantes.' });
    assert.equal((await post(report, '10.0.0.10')).statusCode, 202);
  });

  test('ADMIN reads recent reports and counts per remote and version; others get 403, anonymous 401', async () => {
    await post({ ...report, remote: 'tables', version: '1.1.0-aaaaaaaaaa', kind: 'error' }, '10.0.0.11');
    await post(
      { ...report, remote: 'tables', version: '1.1.0-aaaaaaaaaa', session_id: 'outra-aba-123' },
      '10.0.0.11',
    );
    const all = await summary('?window_minutes=10');
    assert.equal(all.window_minutes, 10);
    assert.ok(all.recent.length > 0 && all.recent.length <= 50);
    const tables = all.counts.find((row) => row.remote === 'tables');
    assert.deepEqual(tables && { ...tables, last_at: undefined }, {
      remote: 'tables',
      version: '1.1.0-aaaaaaaaaa',
      total: 2,
      load: 0,
      render: 1,
      error: 1,
      sessions: 2,
      last_at: undefined,
    });
    const dashboard = all.counts.find((row) => row.remote === 'dashboard' && row.version === report.version);
    assert.equal(dashboard?.total, 6);
    assert.equal(dashboard?.sessions, 1);
    // Newest first, filtered by remote.
    const onlyTables = await summary('?remote=tables&limit=1');
    assert.deepEqual(
      onlyTables.recent.map((row) => [row.remote, row.session_id]),
      [['tables', 'outra-aba-123']],
    );
    assert.deepEqual(
      onlyTables.counts.map((row) => row.remote),
      ['tables'],
    );

    assert.equal((await getJson(ctx.app, URL_, staff)).statusCode, 403);
    assert.equal((await getJson(ctx.app, URL_)).statusCode, 401);
  });
});
