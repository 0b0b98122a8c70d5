/**
 * An empty PGlite database with every migration applied, as a `dumpDataDir()` tarball, made once per
 * set of migrations and PGlite version and kept in a cache folder (node_modules/.cache, git-ignored).
 * A new database that starts as it (client.ts `fromDump`, or `startFromTemplate`) skips PostgreSQL's
 * initdb and the 30-odd migrations: a new data directory opened and migrated in 2.0 s instead of
 * 5.3–8.1 s on the CI machine, for each stack, PGlite benchmark and API test suite that opens one
 * (docs/performance.md, "27 November, late"). Development and test tooling only: the server opens
 * what DATA_DIR holds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrate.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { pgliteStorage } from './pglite-memory.ts';
import { restorePgliteSnapshot } from './pglite-snapshot.ts';
import { compiledPglite } from './pglite-wasm.ts';

const PREFIX = 'pglite-migrated-';

/** The API package's cache folder (this file is src/db/pglite-template.ts; never bundled into dist). */
export const templateCacheDir = (): string =>
  path.resolve(import.meta.dirname, '../../node_modules/.cache/fidelidade');

/** What the template depends on: every migration file, PGlite's version and the extensions loaded. */
export function templateKey(migrationsDir = migrationsFolder()): string {
  const hash = createHash('sha256');
  const files = fs.globSync('**/*', { cwd: migrationsDir }).sort();
  for (const file of files) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const pglitePackage = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  hash.update(JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version as string);
  hash.update(Object.keys(PGLITE_EXTENSIONS).sort().join(','));
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(file: string): Promise<void> {
  const db = await PGlite.create({
    ...pgliteStorage(null),
    extensions: PGLITE_EXTENSIONS,
    pgliteWasmModule: await compiledPglite(),
  });
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder: migrationsFolder() });
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    // Written whole under another name, then renamed: two processes making it at once each leave a
    // complete file, and a reader never sees half of one.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
}

/** The template's path, made first when the cache has none for today's migrations. */
export async function migratedTemplate(cacheDir = templateCacheDir()): Promise<string> {
  const key = templateKey();
  const file = path.join(cacheDir, `${PREFIX}${key}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  await makeTemplate(file);
  // Templates of older migrations are never read again.
  for (const name of fs.readdirSync(cacheDir)) {
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && !name.includes(key)) {
      fs.rmSync(path.join(cacheDir, name), { force: true });
    }
  }
  return file;
}

/**
 * A data directory not created yet starts as the template (scripts/stack.ts, before the API opens
 * it); false when it already holds a database, which is left as it is.
 */
export async function startFromTemplate(dataDir: string): Promise<boolean> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  await restorePgliteSnapshot(await migratedTemplate(), dataDir);
  return true;
}
