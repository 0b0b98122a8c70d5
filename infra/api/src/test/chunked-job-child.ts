/**
 * A child process for the job engine's kill -9 test: an API app on the database the parent names
 * (CHILD_DATABASE_URL, or the PGlite CHILD_DATA_DIR), with the chunked test task, running the engine
 * until killed. It prints `chunk <done>` after each committed chunk.
 */
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { TEST_CONFIG } from './helpers.ts';
import { defineChunkedTask } from './jobs-helpers.ts';

const url = process.env.CHILD_DATABASE_URL;
const handle = await openDatabase(
  url ? { databaseUrl: url, dataDir: null } : { dataDir: process.env.CHILD_DATA_DIR ?? null },
);
const app = await buildApp({
  db: handle,
  logger: false,
  config: {
    ...TEST_CONFIG,
    JOBS_LEASE_SECONDS: Number(process.env.CHILD_LEASE_SECONDS ?? 1),
    JOBS_POLL_INTERVAL_MS: 50,
  },
});
defineChunkedTask(app, { delayMs: 60, onChunk: (done) => process.stdout.write(`chunk ${done}\n`) });
app.jobs.start();
process.stdout.write('ready\n');
