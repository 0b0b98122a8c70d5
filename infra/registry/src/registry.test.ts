import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promote, publish, RegistryError, rollback, status } from './registry.ts';
import type { PublicManifest } from './registry-state.ts';

async function fakeBuild(content: string) {
  const app = await mkdtemp(path.join(os.tmpdir(), 'remote-'));
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ version: '1.2.0' }));
  await mkdir(path.join(app, 'dist'));
  await writeFile(path.join(app, 'dist', 'remoteEntry.js'), content);
  await writeFile(path.join(app, 'dist', 'app.0123456789.js'), `chunk ${content}`);
  return path.join(app, 'dist');
}

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
  const state = await status(root);
  assert.deepEqual(
    state.remotes.dashboard?.history.map((event) => event.action),
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
