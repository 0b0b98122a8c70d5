import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { localRegistry } from './local-storage.ts';
import { publish, status } from './registry.ts';
import type { PublicManifest } from './registry-state.ts';
import { cli, cliOk, freshRoot, isoTime } from './test/cli-kit.ts';
import {
  compatibleRequires,
  curatedSurface,
  fakeBuild,
  liveHostProvides,
  requiresAgainst,
} from './test/fixtures.ts';

test('two CLI processes promoting different remotes at the same time: both changes survive', async () => {
  const root = await freshRoot();
  const dashboard = (await publish(root, 'dashboard', await fakeBuild('d2'))).version;
  const tables = (await publish(root, 'tables', await fakeBuild('t2'))).version;
  // Hold the lock while both processes start (a CLI starts in under a second), so both are waiting
  // on it when it is released and their read-modify-writes of the manifest contend.
  // --force: the promote checks are not the point here.
  const runs = await localRegistry(root).withLock(async () => {
    const started = [
      cli(root, ['promote', 'dashboard', dashboard, '--force'], 'ana'),
      cli(root, ['promote', 'tables', tables, '--force'], 'bruno'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return started;
  });
  for (const run of await Promise.all(runs)) assert.equal(run.code, 0, run.stderr);

  const manifest = JSON.parse(await readFile(path.join(root, 'manifest.json'), 'utf8')) as PublicManifest;
  assert.equal(manifest.remotes.dashboard?.version, dashboard);
  assert.equal(manifest.remotes.tables?.version, tables);
  const remotes = await status(root);
  assert.equal(remotes.dashboard?.current.by, 'ana');
  assert.equal(remotes.tables?.current.by, 'bruno');
});

test('status says when and by whom the current and the previous versions went live', async () => {
  const root = await freshRoot();
  const started = new Date().toISOString();
  const v1 = (await publish(root, 'dashboard', await fakeBuild('v1'))).version;
  const v2 = (await publish(root, 'dashboard', await fakeBuild('v2'))).version;
  await cliOk(root, ['promote', 'dashboard', v1, '--force'], 'ana');
  await cliOk(root, ['promote', 'dashboard', v2, '--force'], 'bruno');

  const printed = await cliOk(root, ['status']);
  const current = printed.match(new RegExp(`atual: +${v2} \\(no ar desde (${isoTime.source}), por bruno\\)`));
  const previous = printed.match(
    new RegExp(`anterior: +${v1} \\(entrou no ar em (${isoTime.source}), por ana\\)`),
  );
  assert.ok(current && previous, printed);
  const now = new Date().toISOString();
  for (const at of [current[1] ?? '', previous[1] ?? '']) assert.ok(at >= started && at <= now, at);
  assert.ok((previous[1] ?? '') <= (current[1] ?? ''));

  const remotes = await status(root);
  assert.deepEqual(
    { version: remotes.dashboard?.current.version, by: remotes.dashboard?.current.by },
    { version: v2, by: 'bruno' },
  );
  assert.equal(remotes.dashboard?.current.at, current[1]);
  assert.deepEqual(remotes.dashboard?.previous, [{ version: v1, at: previous[1], by: 'ana' }]);
});

test('without REGISTRY_ACTOR the operating-system user is recorded; a rollback records its own actor', async () => {
  const root = await freshRoot();
  const v1 = (await publish(root, 'dashboard', await fakeBuild('v1'))).version;
  const v2 = (await publish(root, 'dashboard', await fakeBuild('v2'))).version;
  const user = os.userInfo().username;
  await cliOk(root, ['promote', 'dashboard', v1, '--force']);
  await cliOk(root, ['promote', 'dashboard', v2, '--force']);
  await cliOk(root, ['rollback', 'dashboard'], 'carla');

  const printed = await cliOk(root, ['status']);
  assert.match(printed, new RegExp(`atual: +${v1} \\(no ar desde ${isoTime.source}, por carla\\)`));
  assert.match(printed, new RegExp(`anterior: +${v2} \\(entrou no ar em ${isoTime.source}, por ${user}\\)`));
  const remotes = await status(root);
  assert.equal(remotes.dashboard?.current.by, 'carla');
  assert.equal(remotes.dashboard?.previous[0]?.by, user);
  assert.deepEqual(
    remotes.dashboard?.history.map((event) => [event.action, event.by]),
    [
      ['promote', user],
      ['promote', user],
      ['rollback', 'carla'],
    ],
  );
});

test("promote checks the version against the live host's provides.json (REGISTRY_HOST_PROVIDES)", async () => {
  const root = await freshRoot();
  const providesFile = path.join(root, 'host-provides.json');
  await writeFile(providesFile, JSON.stringify(liveHostProvides));
  const newerHost = {
    ...liveHostProvides,
    antd: curatedSurface('6.6.8', [...(liveHostProvides.antd?.names ?? []), 'Segmented']),
  };
  const refused = (
    await publish(
      root,
      'dashboard',
      await fakeBuild('s', '1.2.0', requiresAgainst(newerHost, { antd: ['Segmented'] })),
    )
  ).version;
  const accepted = (await publish(root, 'dashboard', await fakeBuild('b', '1.2.0', compatibleRequires)))
    .version;
  const env = { REGISTRY_HOST_PROVIDES: providesFile };

  const run = await cli(root, ['promote', 'dashboard', refused, '--skip-smoke'], 'ana', env);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /incompatível com o host ativo: antd: faltam no host ativo: Segmented/);
  assert.match(
    await cliOk(root, ['promote', 'dashboard', accepted, '--skip-smoke'], 'ana', env),
    /promovido/,
  );

  const missing = await cli(root, ['promote', 'dashboard', refused, '--skip-smoke'], 'ana', {
    REGISTRY_HOST_PROVIDES: path.join(root, 'nenhum.json'),
  });
  assert.match(missing.stderr, /provides\.json do host ativo .* indisponível/);
});
