import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { openDatabase } from './client.ts';

async function sharedBuffers(options: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(options);
  try {
    // Both drivers answer with { rows } (the Database type leaves execute's result open).
    const { rows } = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return rows[0]?.shared_buffers;
  } finally {
    await handle.close();
  }
}

test(
  'an in-memory PGlite starts with 16 MB of shared buffers, in this thread and in the worker',
  PGLITE_ONLY,
  async () => {
    assert.equal(await sharedBuffers({ dataDir: null, pgliteWorker: false }), '16MB');
    assert.equal(await sharedBuffers({ dataDir: null, pgliteWorker: true }), '16MB');
  },
);

test('a PGlite data directory keeps PostgreSQL’s default cache', PGLITE_ONLY, async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-pglite-memory-'));
  try {
    assert.equal(await sharedBuffers({ dataDir: path.join(base, 'data'), pgliteWorker: false }), '128MB');
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});
