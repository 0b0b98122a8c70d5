import assert from 'node:assert/strict';
import { mkdir, mkdtemp, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listPublished, promote, publish, startCanary, status } from './registry.ts';
import { fakeBuild, memoryRegistry } from './test/fixtures.ts';

test('listPublished: newest publish first in a local registry, complete versions only', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registry-list-'));
  const versions: string[] = [];
  for (const [index, content] of ['a', 'b', 'c'].entries()) {
    const { version } = await publish(root, 'dashboard', await fakeBuild(content));
    // Publish times a minute apart, in the order published (the names are content hashes).
    const at = new Date(Date.UTC(2026, 0, 1, 12, index));
    await utimes(path.join(root, 'dashboard', version, 'remoteEntry.js'), at, at);
    versions.push(version);
  }
  // A folder without its entry (an upload that never completed) is not a published version.
  await mkdir(path.join(root, 'dashboard', '9.9.9-incompleta'));
  assert.deepEqual(await listPublished(root, 'dashboard'), [...versions].reverse());
  assert.deepEqual(await listPublished(root, 'tables'), []);
});

test('listPublished: by name, newest first, where the storage keeps no publish time', async () => {
  const { storage } = memoryRegistry();
  await publish(storage, 'dashboard', await fakeBuild('a'), '1.2.0-a');
  await publish(storage, 'dashboard', await fakeBuild('b'), '1.10.0-b');
  await publish(storage, 'dashboard', await fakeBuild('c'), '1.9.0-c');
  assert.deepEqual(await listPublished(storage, 'dashboard'), ['1.10.0-b', '1.9.0-c', '1.2.0-a']);
});

test('status: a canary start does not change when the live and previous versions went live', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registry-status-'));
  const v1 = (await publish(root, 'dashboard', await fakeBuild('v1'))).version;
  const v2 = (await publish(root, 'dashboard', await fakeBuild('v2'))).version;
  await promote(root, 'dashboard', v2, undefined, { by: 'ana' });
  await promote(root, 'dashboard', v1, undefined, { by: 'bruno' });
  const before = (await status(root)).dashboard;
  await startCanary(root, 'dashboard', v2, 25, undefined, { by: 'carla' });
  const after = (await status(root)).dashboard;
  assert.deepEqual(after?.current, before?.current);
  assert.deepEqual(after?.previous, before?.previous);
  assert.equal(after?.previous[0]?.by, 'ana', 'went live by ana, not the canary start by carla');
  assert.equal(after?.canary?.started_by, 'carla');
});
