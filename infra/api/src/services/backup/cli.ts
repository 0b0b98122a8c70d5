// Backups of a deployment: the database (PGlite or PostgreSQL), the remote registry and the
// uploaded media, into one folder with a checked manifest, and back (docs/operations.md, "Backups").
// Run as `node scripts/backup.ts …` from the repository root (which starts this file):
//   node scripts/backup.ts create [--out DIR]   while the product runs; DIR defaults to
//                                               backups/fidelidade-<date>-<time> (must be new or empty)
//   node scripts/backup.ts restore DIR          into a new deployment: an empty DATA_DIR (or an empty
//                                               PostgreSQL database), MEDIA_DIR and REGISTRY_ROOT
// Where: the API's own variables (DATABASE_URL, DATA_DIR, MEDIA_DIR: infra/api/src/config.ts) and
// REGISTRY_ROOT (default .data/registry, the local stack's).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { type BackupTargets, createBackup, restoreBackup } from './backup.ts';

/** The repository root (infra/api/src/services/backup → five levels up). */
const root = path.resolve(import.meta.dirname, '../../../../..');
const { positionals, values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: { out: { type: 'string' } },
});
const [command, folder] = positionals;

function targets(): BackupTargets {
  const config = loadConfig(process.env);
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    mediaDir: config.MEDIA_DIR,
    registryRoot: process.env.REGISTRY_ROOT || path.join(root, '.data', 'registry'),
  };
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function main(): Promise<void> {
  const started = Date.now();
  if (command === 'create') {
    const out = path.resolve(values.out ?? path.join('backups', `fidelidade-${stamp()}`));
    const manifest = await createBackup(targets(), out);
    const bytes = Object.values(manifest.files).reduce((sum, f) => sum + f.bytes, 0);
    const files = Object.keys(manifest.files).length;
    console.log(
      `Cópia criada em ${out}: ${manifest.driver}, ${files} arquivos, ${bytes} bytes (${Date.now() - started} ms)`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restoreBackup(path.resolve(folder), targets());
    console.log(`Cópia de ${manifest.createdAt} restaurada (${manifest.driver}, ${Date.now() - started} ms)`);
  } else {
    console.error('Uso: node scripts/backup.ts create [--out DIR] | restore DIR');
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  console.error(`Erro: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
