import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { migratedTemplate } from '../../src/db/pglite-template.ts';
import { createThrowawayDatabase } from '../../src/test/throwaway-database.ts';

/** A fresh database for one run: the server's environment, a way to open it here, and its removal. */
export interface Target {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
  label: string;
}

/** PGlite in a temporary DATA_DIR, or a throwaway database next to the given PostgreSQL one. */
export async function openTarget(url: string | undefined): Promise<Target> {
  if (!url) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-'));
    const dataDir = path.join(tmp, 'pglite');
    return {
      env: { DATA_DIR: dataDir, MEDIA_DIR: path.join(tmp, 'media') },
      // A new directory starts as the migrated template (db/pglite-template.ts), not from initdb.
      open: async () => openDatabase({ dataDir, fromDump: await migratedTemplate() }),
      cleanup: async () => fs.rmSync(tmp, { recursive: true, force: true }),
      label: 'PGlite',
    };
  }
  const database = await createThrowawayDatabase(url, 'api_bench');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-'));
  return {
    env: { DATABASE_URL: database.url, MEDIA_DIR: path.join(tmp, 'media') },
    open: () => openDatabase({ databaseUrl: database.url, dataDir: null }),
    cleanup: async () => {
      fs.rmSync(tmp, { recursive: true, force: true });
      await database.drop();
    },
    label: 'PostgreSQL',
  };
}
