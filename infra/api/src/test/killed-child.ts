/**
 * The harness of the kill -9 takeover tests (services/jobs/job-takeover.test.ts,
 * services/points/points-jobs.test.ts): a child process running a job on the shared database is
 * killed mid-run, and a survivor app must take the job over.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { FORMAT_CACHE_FLAG } from './format-cache-flag.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/**
 * Starts `script` with `env` added to this process's; resolves once it has printed `chunks` lines
 * matching `chunkLine` (a global, multiline pattern: one match per committed chunk).
 */
export function startChild(
  script: string,
  env: Record<string, string>,
  chunks: number,
  chunkLine: RegExp,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [FORMAT_CACHE_FLAG, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = 0;
    // A child that never gets there must not outlive the test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child: ${seen} chunks in 60 s`));
    }, 60_000);
    child.stdout?.on('data', (data: Buffer) => {
      seen += (data.toString().match(chunkLine) ?? []).length;
      if (seen >= chunks) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code}) after ${seen} chunks`));
    });
  });
}

/** SIGKILL: the child gets no chance to release its lease or finish its step. */
export async function kill9(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Runs `body` on a throwaway database next to TEST_DATABASE_URL (the children connect to `url`),
 * with a handle on it and the survivor app `survivorOn` builds; closes both and drops it afterwards.
 */
export async function onThrowawayPostgres(
  prefix: string,
  survivorOn: (handle: DbHandle) => Promise<FastifyInstance>,
  body: (url: string, handle: DbHandle, app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string, prefix);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  let app: FastifyInstance | undefined;
  try {
    app = await survivorOn(handle);
    await body(database.url, handle, app);
  } finally {
    await app?.close();
    await handle.close();
    await database.drop();
  }
}
