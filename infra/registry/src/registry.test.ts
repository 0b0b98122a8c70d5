import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promote, publish, RegistryError, rollback, startCanary, status, stopCanary } from './registry.ts';
import type { PublicManifest } from './registry-state.ts';
import {
  compatibleRequires,
  fakeBuild,
  liveHostProvides,
  memoryRegistry,
  requiresAgainst,
} from './test/fixtures.ts';

const freshRoot = () => mkdtemp(path.join(os.tmpdir(), 'registry-'));
const readManifest = async (root: string) =>
  JSON.parse(await readFile(path.join(root, 'manifest.json'), 'utf8')) as PublicManifest;

test('publish copies a build into an immutable, content-addressed version', async () => {
  const root = await freshRoot();
  const dist = await fakeBuild('v1');
  const first = await publish(root, 'dashboard', dist);
  assert.match(first.version, /^1\.2\.0-[0-9a-f]{10}$/);
  assert.equal(first.created, true);
  assert.equal(await readFile(path.join(root, 'dashboard', first.version, 'remoteEntry.js'), 'utf8'), 'v1');
  const again = await publish(root, 'dashboard', dist);
  assert.deepEqual(again, { version: first.version, created: false });
  await assert.rejects(publish(root, 'dashboard', await fakeBuild('v2'), first.version), RegistryError);
});

test('promote switches the manifest; rollback returns to the previous version', async () => {
  const root = await freshRoot();
  const v1 = (await publish(root, 'dashboard', await fakeBuild('v1'))).version;
  const v2 = (await publish(root, 'dashboard', await fakeBuild('v2'))).version;
  const other = (await publish(root, 'tables', await fakeBuild('t1'))).version;
  await promote(root, 'tables', other);
  await promote(root, 'dashboard', v1);
  await promote(root, 'dashboard', v2);
  let manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.version, v2);
  assert.equal(manifest.remotes.dashboard?.entry, `/remotes/dashboard/${v2}/remoteEntry.js`);
  assert.deepEqual(
    manifest.remotes.dashboard?.fallbacks.map((f) => f.version),
    [v1],
  );
  await rollback(root, 'dashboard');
  manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.version, v1);
  assert.equal(manifest.remotes.tables?.version, other, 'other remotes untouched');
  const remotes = await status(root);
  assert.deepEqual(
    remotes.dashboard?.history.map((event) => event.action),
    ['promote', 'promote', 'rollback'],
  );
});

test('promote refuses a version that was never published', async () => {
  const root = await freshRoot();
  await assert.rejects(promote(root, 'dashboard', '9.9.9-nothing'), RegistryError);
  await assert.rejects(rollback(root, 'dashboard'), RegistryError);
});

test('concurrent promotes are serialised: none is lost', async () => {
  const root = await freshRoot();
  const names = ['a', 'b', 'c', 'd', 'e', 'f'];
  const versions = await Promise.all(
    names.map(async (name) => (await publish(root, name, await fakeBuild(name))).version),
  );
  await Promise.all(names.map((name, index) => promote(root, name, versions[index] ?? '')));
  const manifest = await readManifest(root);
  assert.deepEqual(Object.keys(manifest.remotes).sort(), names);
});

test('the registry keeps everything through RegistryStorage: it runs unchanged on another store', async () => {
  const { storage, documents, versions } = memoryRegistry();
  const v1 = (await publish(storage, 'dashboard', await fakeBuild('v1'))).version;
  const v2 = (await publish(storage, 'dashboard', await fakeBuild('v2'))).version;
  assert.equal(versions.get(`dashboard/${v2}`)?.get('remoteEntry.js')?.toString(), 'v2');
  await assert.rejects(publish(storage, 'dashboard', await fakeBuild('v3'), v1), /imutáveis/);
  await promote(storage, 'dashboard', v1);
  await promote(storage, 'dashboard', v2);
  await rollback(storage, 'dashboard');
  const manifest = JSON.parse(documents.get('manifest.json') ?? '{}') as PublicManifest;
  assert.equal(manifest.remotes.dashboard?.version, v1);
  assert.deepEqual(
    manifest.remotes.dashboard?.fallbacks.map((f) => f.version),
    [v2],
  );
  assert.equal((await status(storage)).dashboard?.current.version, v1);
  await assert.rejects(rollback(storage, 'dashboard', 'nunca-publicada'), /publicadas: /);
});

test('one version published twice at once is created once; nothing is left in staging', async () => {
  const root = await freshRoot();
  const dist = await fakeBuild('v1');
  const results = await Promise.all([publish(root, 'dashboard', dist), publish(root, 'dashboard', dist)]);
  assert.deepEqual(results.map((result) => result.created).sort(), [false, true]);
  assert.deepEqual(await readdir(path.join(root, 'dashboard')), [results[0]?.version]);
  assert.deepEqual(await readdir(path.join(root, '.staging')), []);
});

test('remote and version names cannot leave their folder', async () => {
  const root = await freshRoot();
  const dist = await fakeBuild('v1');
  await assert.rejects(publish(root, '../fora', dist), RegistryError);
  await assert.rejects(publish(root, 'dashboard', dist, '../../fora'), RegistryError);
  await assert.rejects(promote(root, 'dashboard', '..'), RegistryError);
});

test("the manifest gives browsers each live and fallback version's requires, through a rollback too", async () => {
  const root = await freshRoot();
  const older = requiresAgainst(liveHostProvides, { antd: ['Card'] });
  const v1 = (await publish(root, 'dashboard', await fakeBuild('v1', '1.2.0', older))).version;
  const v2 = (await publish(root, 'dashboard', await fakeBuild('v2', '1.2.0', compatibleRequires))).version;
  await promote(root, 'dashboard', v1);
  await promote(root, 'dashboard', v2);
  let manifest = await readManifest(root);
  assert.deepEqual(manifest.remotes.dashboard?.requires, compatibleRequires);
  assert.deepEqual(manifest.remotes.dashboard?.fallbacks[0]?.requires, older);
  await rollback(root, 'dashboard');
  manifest = await readManifest(root);
  assert.deepEqual(manifest.remotes.dashboard?.requires, older);
  assert.deepEqual(manifest.remotes.dashboard?.fallbacks[0]?.requires, compatibleRequires);
});

test("the manifest gives browsers each version's exposed modules' chunks; names that leave the folder are dropped", async () => {
  const root = await freshRoot();
  const chunks = { './App': ['__federation_expose_App.0123456789.js', '701.abcdef0123.js'] };
  const hostile = { './Other': ['../host/main.js'], './Far': ['https://elsewhere.example/x.js'] };
  const build = (content: string, exposes: Record<string, string[]>) =>
    fakeBuild(content, '1.2.0', compatibleRequires, exposes);
  const v1 = (await publish(root, 'tables', await build('v1', { ...chunks, ...hostile }))).version;
  const v2 = (await publish(root, 'tables', await build('v2', {}))).version;
  await promote(root, 'tables', v1);
  let manifest = await readManifest(root);
  assert.deepEqual(manifest.remotes.tables?.preload, chunks);
  await promote(root, 'tables', v2);
  manifest = await readManifest(root);
  assert.equal(manifest.remotes.tables?.preload, undefined, 'a build without exposes lists none');
  assert.deepEqual(manifest.remotes.tables?.fallbacks[0]?.preload, chunks);
  await rollback(root, 'tables');
  manifest = await readManifest(root);
  assert.deepEqual(manifest.remotes.tables?.preload, chunks);
});

test("a canary's chunks go in the manifest with it and leave the registry when it stops", async () => {
  const root = await freshRoot();
  const chunks = { './App': ['__federation_expose_App.0123456789.js'] };
  const v1 = (await publish(root, 'tables', await fakeBuild('v1', '1.2.0', compatibleRequires))).version;
  const v2 = (await publish(root, 'tables', await fakeBuild('v2', '1.2.0', compatibleRequires, chunks)))
    .version;
  await promote(root, 'tables', v1);
  await startCanary(root, 'tables', v2, 10);
  assert.deepEqual((await readManifest(root)).remotes.tables?.canary?.preload, chunks);
  await stopCanary(root, 'tables');
  const registry = JSON.parse(await readFile(path.join(root, 'registry.json'), 'utf8'));
  assert.equal(registry.remotes.tables.preload, undefined);
});
