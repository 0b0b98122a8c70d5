import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'node:test';
import { API_DIR, acquireBuildLock, BUILD_LOCK, ensureBuilt } from './server-process.ts';

/** Another process calling ensureBuilt(): resolves with its exit code. */
function ensureBuiltElsewhere() {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', "(await import('./src/security/server-process.ts')).ensureBuilt();"],
    { cwd: API_DIR, stdio: 'ignore' },
  );
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  return { exited, done: () => done };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// npm test runs the PGlite and PostgreSQL suites at once: one must never empty dist/ while the other
// checks it or starts a server from it.
test('ensureBuilt waits while another process holds the build lock, then goes on', async () => {
  ensureBuilt();
  // Taken like any build would (the other suite may hold it for a moment).
  const release = acquireBuildLock();
  let released = false;
  try {
    const other = ensureBuiltElsewhere();
    await sleep(1_500);
    assert.equal(other.done(), false, 'the other process must wait for the lock');
    release();
    released = true;
    assert.equal(await other.exited, 0);
  } finally {
    if (!released) release();
  }
});

test('a lock left by a process that died while building is taken over', async () => {
  ensureBuilt();
  const release = acquireBuildLock();
  const longAgo = new Date(Date.now() - 10 * 60_000);
  fs.utimesSync(BUILD_LOCK, longAgo, longAgo);
  try {
    assert.equal(await ensureBuiltElsewhere().exited, 0);
    assert.equal(fs.existsSync(BUILD_LOCK), false, 'the lock is released after use');
  } finally {
    release();
  }
});
