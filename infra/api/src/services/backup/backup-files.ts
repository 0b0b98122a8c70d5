/**
 * The files of a backup (docs/operations.md, "Backups"): folders copied as they are, and the
 * manifest that lists every file of the backup with its size and SHA-256, checked before a restore
 * touches anything.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Which database the dump is of: `database.tar.gz` (PGlite) or `database.dump` (pg_dump -Fc). */
  driver: 'pglite' | 'postgres';
  files: Record<string, { bytes: number; sha256: string }>;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies the files of `from` into `to` (created), leaving out the relative paths `skip` refuses. */
export function copyTree(from: string, to: string, skip: (relative: string) => boolean = () => false): void {
  fs.mkdirSync(to, { recursive: true });
  for (const relative of listFiles(from)) {
    if (skip(relative)) continue;
    const target = path.join(to, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, relative), target);
  }
}

export async function writeManifest(dir: string, driver: BackupManifest['driver']): Promise<BackupManifest> {
  const files: BackupManifest['files'] = {};
  for (const relative of listFiles(dir)) {
    if (relative === MANIFEST) continue;
    const file = path.join(dir, relative);
    files[relative] = { bytes: fs.statSync(file).size, sha256: await sha256(file) };
  }
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), driver, files };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest, after checking that every file it lists is there, whole and unchanged. */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`Cópia de segurança sem ${MANIFEST}: ${dir}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Formato de cópia desconhecido: ${String(manifest.format)}`);
  for (const [relative, expected] of Object.entries(manifest.files)) {
    const found = path.join(dir, relative);
    if (!fs.existsSync(found) || (await sha256(found)) !== expected.sha256) {
      throw new Error(`Cópia de segurança corrompida ou incompleta: ${relative}`);
    }
  }
  return manifest;
}

/** A restore writes only into a folder that does not exist or is empty. */
export function requireEmpty(dir: string, what: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`${what} em "${dir}" não está vazio: restaure em um destino novo (ou mova o atual).`);
  }
}
