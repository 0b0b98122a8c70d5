/**
 * A consistent copy of a running PGlite database (backups: docs/operations.md). PGlite's
 * `dumpDataDir` tars the data directory while holding its query lock, so no statement changes a
 * file during the copy; a transaction still open at that moment is not committed in the copy and is
 * rolled back when the copy is opened, as after a crash. A CHECKPOINT first flushes what the WAL
 * holds, so opening the copy replays little.
 */
import fs, { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './lock.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { PgliteLike } from './pglite-like.ts';
import { compiledPglite } from './pglite-wasm.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

/** What the worker thread runs (pglite-worker.ts) and this thread runs on an in-thread PGlite. */
export async function dumpPglite(db: PGlite, file: string): Promise<void> {
  await db.exec('CHECKPOINT');
  const tarball = await db.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
}

export async function writePgliteSnapshot(client: PgliteLike, file: string): Promise<void> {
  if (client instanceof PgliteWorkerClient) return client.dumpTo(file);
  return dumpPglite(client as PGlite, file);
}

/**
 * A new data directory from a snapshot or a template (the directory must not exist or be empty):
 * restores (services/backup) and stacks started on the migrated template (db/pglite-template.ts).
 */
export async function restorePgliteSnapshot(file: string, dataDir: string): Promise<void> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({
      dataDir,
      loadDataDir: await openAsBlob(file),
      extensions: PGLITE_EXTENSIONS,
      pgliteWasmModule: await compiledPglite(),
    });
    await db.close();
  } finally {
    release();
  }
}
