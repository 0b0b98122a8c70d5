/**
 * One command each way (scripts/backup.ts; docs/operations.md, "Backups: runbook"): everything the
 * product keeps — the database, the remote registry and the uploaded media — into one folder with a
 * checked manifest, and back into a new deployment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localRegistry } from '@fidelidade/registry/local-storage';
import { restorePgliteSnapshot } from '../../db/pglite-snapshot.ts';
import { dumpPgliteDir, dumpPostgres, restorePostgres } from './backup-database.ts';
import {
  type BackupManifest,
  copyTree,
  requireEmpty,
  verifiedManifest,
  writeManifest,
} from './backup-files.ts';

export interface BackupTargets {
  /** PostgreSQL; when absent, the PGlite directory `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  mediaDir: string;
  registryRoot: string;
}

const DUMP = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

/** The registry's operator state is copied; its lock and half-published versions are not. */
const registrySkip = (relative: string) => relative === '.lock' || relative.startsWith('.staging/');

export async function createBackup(targets: BackupTargets, out: string): Promise<BackupManifest> {
  requireEmpty(out, 'O destino da cópia');
  fs.mkdirSync(out, { recursive: true, mode: 0o700 });
  const driver = targets.databaseUrl ? 'postgres' : 'pglite';
  const dump = path.join(out, DUMP[driver]);
  // The database first: media uploaded afterwards are extra files, never missing ones.
  if (targets.databaseUrl) await dumpPostgres(targets.databaseUrl, dump);
  else await dumpPgliteDir(targets.dataDir, dump);
  // Under the registry's lock: no promote, rollback or canary moves the manifest mid-copy.
  if (fs.existsSync(targets.registryRoot)) {
    await localRegistry(targets.registryRoot).withLock(async () =>
      copyTree(targets.registryRoot, path.join(out, 'registry'), registrySkip),
    );
  }
  copyTree(targets.mediaDir, path.join(out, 'media'));
  return writeManifest(out, driver);
}

export async function restoreBackup(from: string, targets: BackupTargets): Promise<BackupManifest> {
  const manifest = await verifiedManifest(from);
  const wanted = targets.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.driver !== wanted) {
    throw new Error(
      `A cópia é de ${manifest.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}; o destino é ${wanted === 'pglite' ? 'PGlite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}.`,
    );
  }
  if (!targets.databaseUrl) requireEmpty(targets.dataDir, 'O diretório do banco (DATA_DIR)');
  requireEmpty(targets.mediaDir, 'O diretório de mídia (MEDIA_DIR)');
  requireEmpty(targets.registryRoot, 'O registro de remotes (REGISTRY_ROOT)');
  const dump = path.join(from, DUMP[manifest.driver]);
  if (targets.databaseUrl) await restorePostgres(dump, targets.databaseUrl);
  else await restorePgliteSnapshot(dump, targets.dataDir);
  copyTree(path.join(from, 'registry'), targets.registryRoot);
  copyTree(path.join(from, 'media'), targets.mediaDir);
  return manifest;
}
