import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { promote, recordCanaryHealth, rollback, startCanary, status, stopCanary } from './registry.ts';
import type { RegistryState } from './registry-state.ts';
import { health, live, liveWithCandidates, readManifest } from './test/canary-kit.ts';
import { compatibleRequires } from './test/fixtures.ts';

test('promoting the canary ends it; promoting another version ends it too, and says so', async () => {
  const { root, v1, v2, v3 } = await liveWithCandidates();
  await startCanary(root, 'dashboard', v2, 10);
  await promote(root, 'dashboard', v2, live, { by: 'Ana Souza' });
  let manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.version, v2);
  assert.equal(manifest.remotes.dashboard?.canary, undefined);
  assert.deepEqual(
    manifest.remotes.dashboard?.fallbacks.map((fallback) => fallback.version),
    [v1],
  );

  await startCanary(root, 'dashboard', v3, 20);
  await promote(root, 'dashboard', v1, undefined, { by: 'bruno' });
  manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.canary, undefined);
  const history = (await status(root)).dashboard?.history ?? [];
  assert.deepEqual(
    history.slice(-2).map((event) => [event.action, event.version, event.by, event.reason]),
    [
      ['canary_stop', v3, 'bruno', `encerrado pela entrada de ${v1} no ar`],
      ['promote', v1, 'bruno', undefined],
    ],
  );
});

test('a rollback keeps a running canary; its requires stay in the manifest', async () => {
  const { root, v1, v2, v3 } = await liveWithCandidates();
  await promote(root, 'dashboard', v2);
  await startCanary(root, 'dashboard', v3, 30);
  await rollback(root, 'dashboard', undefined, { by: 'carla' });
  const manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.version, v1);
  assert.equal(manifest.remotes.dashboard?.canary?.version, v3);
  assert.deepEqual(manifest.remotes.dashboard?.canary?.requires, compatibleRequires);
  assert.equal((await status(root)).dashboard?.current.by, 'carla');
});

test("the watcher's guards: a stop or promote for a canary that changed meanwhile does nothing", async () => {
  const { root, v1, v2, v3 } = await liveWithCandidates();
  await startCanary(root, 'dashboard', v3, 10);
  const before = await readFile(path.join(root, 'registry.json'), 'utf8');
  const unchanged = await stopCanary(root, 'dashboard', {
    by: 'watcher',
    action: 'canary_rollback',
    expectVersion: v2,
  });
  assert.equal(unchanged.remotes.dashboard?.canary?.version, v3);
  await promote(root, 'dashboard', v2, undefined, {
    by: 'watcher',
    action: 'canary_promote',
    expectCanary: v2,
  });
  assert.equal(await readFile(path.join(root, 'registry.json'), 'utf8'), before, 'nothing was written');

  const numbers = { canary: health(v3, 10, 4), live: health(v1, 40, 0) };
  const reason = 'falhas em 40,0% das sessões do canário contra 0,0% da versão atual';
  await stopCanary(root, 'dashboard', {
    by: 'watcher',
    action: 'canary_rollback',
    reason,
    ...numbers,
    expectVersion: v3,
  });
  const remote = (await status(root)).dashboard;
  assert.equal(remote?.canary, undefined);
  assert.deepEqual(remote?.history.at(-1), {
    action: 'canary_rollback',
    version: v3,
    at: remote?.history.at(-1)?.at,
    by: 'watcher',
    reason,
    ...numbers,
  });
  // No canary any more: the guarded stop is a no-op instead of an error.
  await stopCanary(root, 'dashboard', { expectVersion: v3 });

  await startCanary(root, 'dashboard', v2, 10);
  const clean = { canary: health(v2, 30, 0), live: health(v1, 90, 1) };
  await promote(root, 'dashboard', v2, undefined, {
    by: 'watcher',
    action: 'canary_promote',
    reason: 'sem falhas a mais em 60 minutos',
    ...clean,
    expectCanary: v2,
  });
  const promoted = (await status(root)).dashboard;
  assert.equal(promoted?.current.version, v2);
  assert.equal(promoted?.current.by, 'watcher');
  assert.equal(promoted?.canary, undefined);
  const { at: _at, ...decision } = promoted?.history.at(-1) ?? {};
  assert.deepEqual(decision, {
    action: 'canary_promote',
    version: v2,
    by: 'watcher',
    reason: 'sem falhas a mais em 60 minutos',
    ...clean,
  });
});

test("recordCanaryHealth keeps the watcher's numbers in registry.json and leaves manifest.json alone", async () => {
  const { root, v1, v2, v3 } = await liveWithCandidates();
  await startCanary(root, 'dashboard', v2, 10);
  const manifestFile = path.join(root, 'manifest.json');
  const manifestBefore = await readFile(manifestFile, 'utf8');
  const modifiedBefore = (await stat(manifestFile)).mtimeMs;
  const numbers = {
    checked_at: new Date().toISOString(),
    canary: health(v2, 12, 3),
    live: health(v1, 40, 0),
  };
  await recordCanaryHealth(root, 'dashboard', numbers);
  assert.deepEqual((await status(root)).dashboard?.canary?.health, numbers);
  assert.equal(await readFile(manifestFile, 'utf8'), manifestBefore);
  assert.equal((await stat(manifestFile)).mtimeMs, modifiedBefore, 'manifest.json was not rewritten');

  // Numbers for a canary that is no longer running are dropped.
  await recordCanaryHealth(root, 'dashboard', { ...numbers, canary: health(v3, 1, 1) });
  const state = JSON.parse(await readFile(path.join(root, 'registry.json'), 'utf8')) as RegistryState;
  assert.deepEqual(state.remotes.dashboard?.canary?.health, numbers);
  await stopCanary(root, 'dashboard');
  await recordCanaryHealth(root, 'dashboard', numbers);
  assert.equal((await status(root)).dashboard?.canary, undefined);
});
