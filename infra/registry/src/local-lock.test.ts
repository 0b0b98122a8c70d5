import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { type LockOwner, withFileLock } from './local-lock.ts';
import { localRegistry } from './local-storage.ts';
import { promote, status } from './registry.ts';

const freshRoot = () => mkdtemp(path.join(os.tmpdir(), 'registry-lock-'));
const lockFile = (root: string) => path.join(root, '.lock');

/** A published version in `root`, so promote has something to do once it holds the lock. */
async function publishedVersion(root: string) {
  await mkdir(path.join(root, 'dashboard', 'v1'), { recursive: true });
  await writeFile(path.join(root, 'dashboard', 'v1', 'remoteEntry.js'), 'entry');
}

/** Another process that takes the registry lock and keeps it until it is killed: a stuck CLI. */
async function processHoldingTheLock(root: string): Promise<ChildProcess> {
  const storage = pathToFileURL(path.join(import.meta.dirname, 'local-storage.ts')).href;
  const script = `import { localRegistry } from ${JSON.stringify(storage)};
await localRegistry(process.env.LOCK_ROOT).withLock(() => new Promise(() => {
  console.log('held');
  setInterval(() => {}, 60_000);
}));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_ROOT: root },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  assert.equal(chunk.toString().trim(), 'held');
  return child;
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function writeOwner(root: string, owner: Partial<LockOwner>) {
  await mkdir(root, { recursive: true });
  await writeFile(lockFile(root), JSON.stringify({ id: 'alheio', ...owner }));
}

test('a lock held by a live process is respected: promote waits, then gives up', async () => {
  const root = await freshRoot();
  await publishedVersion(root);
  const holder = await processHoldingTheLock(root);
  try {
    const lockBefore = await readFile(lockFile(root), 'utf8');
    await assert.rejects(
      promote(localRegistry(root, { waitMs: 300 }), 'dashboard', 'v1'),
      new RegExp(`Registro ocupado: .*pid ${holder.pid} em ${os.hostname()}`),
    );
    assert.equal(await readFile(lockFile(root), 'utf8'), lockBefore, 'the lock is still the holder’s');
    assert.deepEqual(await status(root), {});
  } finally {
    await kill(holder);
  }
});

test('a lock left by a killed process on this host is taken over at once', async () => {
  const root = await freshRoot();
  await publishedVersion(root);
  const holder = await processHoldingTheLock(root);
  await kill(holder);
  const owner = JSON.parse(await readFile(lockFile(root), 'utf8')) as LockOwner;
  assert.equal(owner.pid, holder.pid, 'the dead process left its lock behind');

  const started = Date.now();
  await promote(localRegistry(root, { waitMs: 2_000 }), 'dashboard', 'v1');
  assert.ok(Date.now() - started < 2_000);
  assert.equal((await status(root)).dashboard?.current.version, 'v1');
  await assert.rejects(readFile(lockFile(root)), { code: 'ENOENT' }, 'released after the promote');
});

test('a lock from another machine is respected until it is older than the stale timeout', async () => {
  const root = await freshRoot();
  await publishedVersion(root);
  // A pid means nothing on another machine: only age can tell that this owner is gone.
  await writeOwner(root, { pid: 1, host: 'outra-maquina', since: new Date().toISOString() });
  const storage = localRegistry(root, { waitMs: 200, staleAfterMs: 60_000 });
  await assert.rejects(promote(storage, 'dashboard', 'v1'), /Registro ocupado: .*outra-maquina/);

  await writeOwner(root, {
    pid: 1,
    host: 'outra-maquina',
    since: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await promote(storage, 'dashboard', 'v1');
  assert.equal((await status(root)).dashboard?.current.version, 'v1');
});

test('an unreadable lock (the old lock directory) is taken over by its age alone', async () => {
  const root = await freshRoot();
  await publishedVersion(root);
  await mkdir(lockFile(root), { recursive: true });
  const storage = localRegistry(root, { waitMs: 200, staleAfterMs: 60_000 });
  await assert.rejects(promote(storage, 'dashboard', 'v1'), /Registro ocupado: .*dono desconhecido/);
  const hourAgo = new Date(Date.now() - 3_600_000);
  await utimes(lockFile(root), hourAgo, hourAgo);
  await promote(storage, 'dashboard', 'v1');
  assert.equal((await status(root)).dashboard?.current.version, 'v1');
});

test('a holder whose lock was taken over does not release the new holder’s lock', async () => {
  const root = await freshRoot();
  await withFileLock(lockFile(root), () =>
    writeOwner(root, { pid: process.pid, host: os.hostname(), since: new Date().toISOString() }),
  );
  const left = JSON.parse(await readFile(lockFile(root), 'utf8')) as LockOwner;
  assert.equal(left.id, 'alheio');
});

test('concurrent holders in one process take turns', async () => {
  const root = await freshRoot();
  let inside = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 8 }, () =>
      withFileLock(lockFile(root), async () => {
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inside -= 1;
      }),
    ),
  );
  assert.equal(most, 1);
});
