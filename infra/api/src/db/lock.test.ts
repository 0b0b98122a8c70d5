import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-')), 'pglite');

test('a second owner gets a clear Portuguese error; release frees the directory', () => {
  const dir = tmp();
  const release = lockDataDir(dir);
  assert.throws(
    () => lockDataDir(dir),
    (err: unknown) => {
      assert.ok(err instanceof DataDirLockedError);
      assert.match(err.message, /já está em uso/);
      return true;
    },
  );
  release();
  lockDataDir(dir)();
});

test('a lock left by a dead process is taken over', async () => {
  const dir = tmp();
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  fs.writeFileSync(`${dir}.lock`, String(child.pid));
  lockDataDir(dir)();
});
