import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RemoteReleaseOut } from '@fidelidade/contract';
import { status } from '@fidelidade/registry/registry';
import { type AuditRecord, auditRowsAfter, lastAuditId } from '../../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { publishIncompatible, registryWithLive } from '../../../test/registry-helpers.ts';

const API = '/api/v1/ops/releases';

describe('release writes (ops/releases/{remote}/…)', () => {
  let ctx: TestContext;
  let admin: string;
  let registry: Awaited<ReturnType<typeof registryWithLive>>;
  let incompatible: string;
  const call = (method: 'POST' | 'DELETE', path: string, payload?: object, token = admin) =>
    ctx.app.inject({
      method,
      url: `${API}/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: 'POST' | 'DELETE', path: string, payload?: object) => {
    const res = await call(method, path, payload);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<RemoteReleaseOut>();
  };
  /** The audit rows one write left, and the write's answer. */
  const audited = async (write: () => Promise<RemoteReleaseOut>) => {
    const before = await lastAuditId(ctx.db);
    const body = await write();
    return { body, rows: await auditRowsAfter(ctx.db, before) };
  };
  const summary = (row: AuditRecord | undefined) =>
    row && { action: row.action, target: [row.targetType, row.targetId], actor: row.actorName };

  before(async () => {
    registry = await registryWithLive('dashboard');
    incompatible = await publishIncompatible(registry.root, 'dashboard', 'dashboard incompatível');
    ctx = await createTestContext({
      REGISTRY_ROOT: registry.root,
      REGISTRY_HOST_PROVIDES: registry.provides,
    });
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  test('start a canary: the remote answers with it, the registry names the admin, one audit row', async () => {
    const { body, rows } = await audited(() =>
      ok('POST', 'dashboard/canary/', { version: registry.v2, percent: 10 }),
    );
    assert.equal(body.remote, 'dashboard');
    assert.equal(body.live.version, registry.v1);
    assert.deepEqual(
      body.canary && {
        version: body.canary.version,
        percent: body.canary.percent,
        by: body.canary.started_by,
      },
      { version: registry.v2, percent: 10, by: 'Admin Teste' },
    );
    assert.equal(body.canary_health?.sessions, 0);
    assert.equal((await status(registry.root)).dashboard?.canary?.version, registry.v2);
    assert.equal(rows.length, 1);
    assert.deepEqual(summary(rows[0]), {
      action: 'canary_start',
      target: ['remote', 'dashboard'],
      actor: 'Admin Teste',
    });
    assert.deepEqual(rows[0]?.changes, {
      canary: { before: null, after: { version: registry.v2, percent: 10 } },
    });
  });

  test('canary refusals: the contract 400, unpublished 404, the live version 400, failed checks 400', async () => {
    for (const percent of [0, 100, 10.5]) {
      const res = await call('POST', 'dashboard/canary/', { version: registry.v2, percent });
      assert.equal(res.statusCode, 400, `percent ${percent}`);
    }
    assert.equal(
      (await call('POST', 'desconhecido/canary/', { version: registry.v2, percent: 5 })).statusCode,
      400,
    );
    const unpublished = await call('POST', 'dashboard/canary/', { version: '9.9.9-nada', percent: 5 });
    assert.equal(unpublished.statusCode, 404);
    assert.deepEqual(unpublished.json(), { detail: 'Versão 9.9.9-nada de dashboard não publicada.' });
    const live = await call('POST', 'dashboard/canary/', { version: registry.v1, percent: 5 });
    assert.equal(live.statusCode, 400);
    assert.match(live.json<{ detail: string }>().detail, /já é a versão no ar/);
    const refused = await call('POST', 'dashboard/canary/', { version: incompatible, percent: 5 });
    assert.equal(refused.statusCode, 400);
    assert.match(
      refused.json<{ detail: string }>().detail,
      new RegExp(
        `^Canário de dashboard@${incompatible} recusado: incompatível com o host ativo.*lib-ausente`,
      ),
    );
    assert.equal((await status(registry.root)).dashboard?.canary?.version, registry.v2, 'unchanged');
  });

  test('stop the canary; stopping again is a 404', async () => {
    const { body, rows } = await audited(() => ok('DELETE', 'dashboard/canary/'));
    assert.equal(body.canary, null);
    assert.equal(body.history[0]?.action, 'canary_stop');
    assert.equal(body.history[0]?.by, 'Admin Teste');
    assert.deepEqual(summary(rows[0]), {
      action: 'canary_stop',
      target: ['remote', 'dashboard'],
      actor: 'Admin Teste',
    });
    const again = await call('DELETE', 'dashboard/canary/');
    assert.equal(again.statusCode, 404);
    assert.deepEqual(again.json(), { detail: 'Nenhum canário em andamento.' });
  });

  test('promote makes a version live and ends the canary; rollback returns to the previous one', async () => {
    await ok('POST', 'dashboard/canary/', { version: registry.v2, percent: 50 });
    const { body, rows } = await audited(() => ok('POST', 'dashboard/promote/', { version: registry.v2 }));
    assert.equal(body.live.version, registry.v2);
    assert.equal(body.live.by, 'Admin Teste');
    assert.equal(body.canary, null);
    assert.deepEqual(
      body.previous.map((deployment) => deployment.version),
      [registry.v1],
    );
    assert.deepEqual(summary(rows[0]), {
      action: 'promote',
      target: ['remote', 'dashboard'],
      actor: 'Admin Teste',
    });
    assert.deepEqual(rows[0]?.changes, {
      live: { before: registry.v1, after: registry.v2 },
      canary: { before: { version: registry.v2, percent: 50 }, after: null },
    });

    const back = await audited(() => ok('POST', 'dashboard/rollback/', {}));
    assert.equal(back.body.live.version, registry.v1);
    assert.deepEqual(summary(back.rows[0]), {
      action: 'rollback',
      target: ['remote', 'dashboard'],
      actor: 'Admin Teste',
    });
    // Named: forward again to v2.
    assert.equal(
      (await ok('POST', 'dashboard/rollback/', { version: registry.v2 })).live.version,
      registry.v2,
    );
  });

  test('promote and rollback refusals: unpublished 404, failed checks 400, nothing to go back to 400', async () => {
    const unpublished = await call('POST', 'dashboard/promote/', { version: '9.9.9-nada' });
    assert.equal(unpublished.statusCode, 404);
    assert.equal((await call('POST', 'dashboard/rollback/', { version: '9.9.9-nada' })).statusCode, 404);
    const refused = await call('POST', 'dashboard/promote/', { version: incompatible });
    assert.equal(refused.statusCode, 400);
    assert.match(
      refused.json<{ detail: string }>().detail,
      /^Promoção de dashboard@.* recusada: incompatível/,
    );
    const nothing = await call('POST', 'tables/rollback/', {});
    assert.equal(nothing.statusCode, 400);
    assert.match(nothing.json<{ detail: string }>().detail, /tables/);
    assert.equal((await call('POST', 'dashboard/promote/', {})).statusCode, 400, 'the contract');
  });

  test('ADMIN only; 503 without a registry or a readable host contract', async () => {
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    assert.equal((await call('POST', 'dashboard/rollback/', {}, staff)).statusCode, 403);
    assert.equal((await call('DELETE', 'dashboard/canary/', undefined, '')).statusCode, 401);
    const unconfigured = await ctx.extraApp({ REGISTRY_ROOT: undefined });
    const res = await unconfigured.inject({
      method: 'POST',
      url: `${API}/dashboard/rollback/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    assert.equal(res.statusCode, 503);
    assert.deepEqual(res.json(), { detail: 'Registro de versões não configurado.' });
    const noContract = await ctx.extraApp({ REGISTRY_HOST_PROVIDES: `${registry.root}/ausente.json` });
    const promote = await noContract.inject({
      method: 'POST',
      url: `${API}/dashboard/promote/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { version: registry.v1 },
    });
    assert.equal(promote.statusCode, 503);
    assert.match(promote.json<{ detail: string }>().detail, /provides\.json do host ativo .* indisponível/);
  });
});
