import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { migratedTemplate, startFromTemplate, templateKey } from './pglite-template.ts';

const countLocations = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
  const { rows } = (await handle.db.execute(sql`select count(*)::int as n from locations`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n;
};

test('the template is made once per set of migrations; older ones are removed', {
  ...PGLITE_ONLY,
  timeout: 120_000,
}, async () => {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-template-'));
  try {
    const stale = path.join(cache, 'pglite-migrated-0000000000000000.tar');
    fs.writeFileSync(stale, 'migrations of another day');
    const file = await migratedTemplate(cache);
    assert.ok(path.basename(file).includes(templateKey()));
    assert.equal(fs.existsSync(stale), false, 'the old template is gone');
    const madeAt = fs.statSync(file).mtimeMs;
    assert.equal(await migratedTemplate(cache), file);
    assert.equal(fs.statSync(file).mtimeMs, madeAt, 'found, not made again');
    assert.deepEqual(fs.readdirSync(cache), [path.basename(file)], 'no partial file left behind');
  } finally {
    fs.rmSync(cache, { recursive: true, force: true });
  }
});

test('a changed migration changes the key', PGLITE_ONLY, () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-migrations-'));
  try {
    fs.cpSync(migrationsFolder(), copy, { recursive: true });
    assert.equal(templateKey(copy), templateKey());
    const first = fs.readdirSync(copy).find((name) => name.endsWith('.sql')) as string;
    fs.appendFileSync(path.join(copy, first), '\n-- changed\n');
    assert.notEqual(templateKey(copy), templateKey());
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('a new data directory starts migrated; one holding a database is left as it is', {
  ...PGLITE_ONLY,
  timeout: 120_000,
}, async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-from-template-'));
  const dataDir = path.join(base, 'pglite');
  try {
    assert.equal(await startFromTemplate(dataDir), true);
    let handle = await openDatabase({ dataDir });
    try {
      assert.equal(await countLocations(handle), 0, 'the schema is there, empty');
      await handle.db.execute(
        sql`insert into locations (address, city, state) values ('Rua A, 1', 'Natal', 'RN')`,
      );
    } finally {
      await handle.close();
    }
    assert.equal(await startFromTemplate(dataDir), false);
    // `fromDump` too starts only a new directory: this one keeps its row.
    handle = await openDatabase({ dataDir, fromDump: await migratedTemplate() });
    try {
      assert.equal(await countLocations(handle), 1);
    } finally {
      await handle.close();
    }
    // …and a new one through `fromDump` (the benchmarks' way) starts migrated.
    handle = await openDatabase({ dataDir: path.join(base, 'outro'), fromDump: await migratedTemplate() });
    try {
      assert.equal(await countLocations(handle), 0);
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});
