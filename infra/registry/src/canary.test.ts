import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { publish, RegistryError, startCanary, status, stopCanary } from './registry.ts';
import { live, liveWithCandidates, readManifest } from './test/canary-kit.ts';
import {
  compatibleRequires,
  curatedSurface,
  fakeBuild,
  liveHostProvides,
  requiresAgainst,
} from './test/fixtures.ts';

test('a canary puts a version beside the live one in the manifest, with its percent, entry and requires', async () => {
  const { root, v1, v2 } = await liveWithCandidates();
  await startCanary(root, 'dashboard', v2, 10, live, { by: 'Ana Souza' });
  const manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.version, v1, 'the live version does not change');
  assert.deepEqual(manifest.remotes.dashboard?.canary, {
    version: v2,
    entry: `/remotes/dashboard/${v2}/remoteEntry.js`,
    requires: compatibleRequires,
    percent: 10,
  });
  const canary = (await status(root)).dashboard?.canary;
  assert.equal(canary?.version, v2);
  assert.equal(canary?.percent, 10);
  assert.equal(canary?.started_by, 'Ana Souza');
  assert.equal((await status(root)).dashboard?.current.by, 'ana', 'the live version keeps who promoted it');
});

test('a new canary replaces the running one; stopping it leaves only the live version', async () => {
  const { root, v1, v2, v3 } = await liveWithCandidates();
  await startCanary(root, 'dashboard', v2, 10);
  await startCanary(root, 'dashboard', v3, 50, undefined, { by: 'bruno' });
  let manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.canary?.version, v3);
  assert.equal(manifest.remotes.dashboard?.canary?.percent, 50);

  await stopCanary(root, 'dashboard', { by: 'carla' });
  manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.canary, undefined);
  assert.equal(manifest.remotes.dashboard?.version, v1);
  const remote = (await status(root)).dashboard;
  assert.equal(remote?.canary, undefined);
  assert.deepEqual(
    remote?.history.map((event) => [event.action, event.version, event.by]),
    [
      ['promote', v1, 'ana'],
      ['canary_start', v2, os.userInfo().username],
      ['canary_start', v3, 'bruno'],
      ['canary_stop', v3, 'carla'],
    ],
  );
  await assert.rejects(
    stopCanary(root, 'dashboard'),
    (error: Error) =>
      error instanceof RegistryError && error.message === 'dashboard não tem canário em andamento',
  );
});

test('a canary is refused for an unpublished version, the live version, or a share outside 1–99', async () => {
  const { root, v1, v2 } = await liveWithCandidates();
  await assert.rejects(
    startCanary(root, 'dashboard', '9.9.9-nada', 10),
    /Versão 9\.9\.9-nada de dashboard não publicada/,
  );
  await assert.rejects(
    startCanary(root, 'dashboard', v1, 10),
    (error: Error) =>
      error instanceof RegistryError && error.message === `dashboard@${v1} já é a versão no ar`,
  );
  for (const percent of [0, 100, -5, 12.5, Number.NaN]) {
    await assert.rejects(
      startCanary(root, 'dashboard', v2, percent),
      /Parcela do canário deve ser um inteiro de 1 a 99/,
    );
  }
  const unpromoted = (await publish(root, 'tables', await fakeBuild('t1'))).version;
  await assert.rejects(startCanary(root, 'tables', unpromoted, 10), /tables não tem versão no ar/);
  assert.equal((await readManifest(root)).remotes.dashboard?.canary, undefined);
});

test('a version the live host cannot satisfy is refused at canary, naming the missing component', async () => {
  const { root } = await liveWithCandidates();
  const newerHost = {
    ...liveHostProvides,
    antd: curatedSurface('6.6.8', [...(liveHostProvides.antd?.names ?? []), 'Segmented']),
  };
  const { version } = await publish(
    root,
    'dashboard',
    await fakeBuild('segmented', '1.3.0', requiresAgainst(newerHost, { antd: ['Button', 'Segmented'] })),
  );
  await assert.rejects(
    startCanary(root, 'dashboard', version, 10, live),
    (error: Error) =>
      error instanceof RegistryError &&
      error.message ===
        `Canário de dashboard@${version} recusado: incompatível com o host ativo: antd: faltam no host ativo: Segmented`,
  );
  let smoked = '';
  const { version: good } = await publish(
    root,
    'dashboard',
    await fakeBuild('ok', '1.3.0', compatibleRequires),
  );
  await startCanary(root, 'dashboard', good, 10, {
    ...live,
    smoke: async (remote, candidate) => {
      smoked = `${remote}@${candidate}`;
    },
  });
  assert.equal(smoked, `dashboard@${good}`, 'the smoke render ran, as at promote');
  assert.equal((await readManifest(root)).remotes.dashboard?.canary?.version, good);
});
