import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../db/lock.ts';
import { restorePgliteSnapshot } from '../../db/pglite-snapshot.ts';
import { PGLITE_ONLY } from '../../test/pglite-only.ts';
import { createWorldDatabase } from '../../test/world-database.ts';
import { dumpPgliteDir } from './backup-database.ts';

/**
 * PGlite with no API running (docs/operations.md, "Backups"): the CLI snapshots the directory
 * itself, holding its lock (refused while another process holds it), and the copy opens with the
 * same rows. The running-API path: observability/backup-restore.test.ts.
 */
test('a PGlite directory no API owns is snapshotted under its lock and restored', {
  // The PostgreSQL pass covers pg_dump in observability/backup-restore.test.ts.
  ...PGLITE_ONLY,
  timeout: 120_000,
}, async () => {
  const world = await createWorldDatabase('api_backup_direct');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-direct-'));
  try {
    const dataDir = world.env.DATA_DIR ?? '';
    const handle = await world.open();
    await handle.migrate();
    await handle.db.execute(
      sql`insert into locations (address, city, state) values ('Rua da Cópia, 1', 'Natal', 'RN')`,
    );
    await handle.close();
    const file = path.join(base, 'database.tar.gz');
    const release = lockDataDir(dataDir);
    // Another process owns it (simulated by this one's own lock): refused, nothing written.
    await assert.rejects(dumpPgliteDir(dataDir, file), DataDirLockedError);
    release();
    assert.equal(await dumpPgliteDir(dataDir, file), 'direct');
    const copy = path.join(base, 'copia');
    await restorePgliteSnapshot(file, copy);
    const restored = await openDatabase({ dataDir: copy });
    try {
      const { rows } = (await restored.db.execute(
        sql`select city from locations where address = 'Rua da Cópia, 1'`,
      )) as unknown as { rows: { city: string }[] };
      assert.deepEqual(rows, [{ city: 'Natal' }]);
    } finally {
      await restored.close();
    }
  } finally {
    await world.drop();
    fs.rmSync(base, { recursive: true, force: true });
  }
});
