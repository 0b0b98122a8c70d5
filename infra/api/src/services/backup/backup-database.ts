/**
 * The database part of a backup (docs/operations.md, "Backups"). PGlite: a snapshot of the data
 * directory, asked of the running API over its control socket, or taken here (holding the
 * directory's lock) when no API runs on it. PostgreSQL: Debian's pg_dump (custom format, one
 * consistent snapshot while the product runs) and pg_restore into an empty database.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/lock.ts';
import { PGLITE_EXTENSIONS } from '../../db/pglite-extensions.ts';
import { dumpPglite } from '../../db/pglite-snapshot.ts';
import { controlSocketPath } from './control-socket.ts';

const run = promisify(execFile);

/** Asks the API that owns `dataDir` for a snapshot, written to `file`. */
function snapshotFromApi(dataDir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      socketPath: controlSocketPath(dataDir),
      method: 'POST',
      path: '/snapshot',
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`a API recusou a cópia do banco (HTTP ${response.statusCode})`));
      }
      pipeline(response, fs.createWriteStream(file, { mode: 0o600 })).then(resolve, reject);
    });
    request.end();
  });
}

export async function dumpPgliteDir(dataDir: string, file: string): Promise<'api' | 'direct'> {
  if (fs.existsSync(controlSocketPath(dataDir))) {
    try {
      await snapshotFromApi(dataDir, file);
      return 'api';
    } catch (err) {
      // A socket left by a killed API: nobody answers, and the lock below says whether one runs.
      if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw err;
    }
  }
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      await dumpPglite(db, file);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
  return 'direct';
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** Refuses a database that already has tables (a restore goes into a new, empty one). */
async function requireEmptyDatabase(url: string): Promise<void> {
  const query = "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')";
  const { stdout } = await run('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    `--dbname=${url}`,
    '-c',
    query,
  ]);
  if (Number(stdout.trim()) > 0) {
    throw new Error(
      'O banco de destino já tem tabelas: restaure em um banco novo e vazio (CREATE DATABASE).',
    );
  }
}

export async function restorePostgres(file: string, url: string): Promise<void> {
  await requireEmptyDatabase(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
}
