/**
 * A child process for the points expiry's kill -9 test: an API app on the database the parent names
 * (CHILD_DATABASE_URL, or the PGlite CHILD_DATA_DIR) running the slowed expiry task until killed. It
 * prints `chunk` after each committed chunk.
 */
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { TEST_CONFIG } from './helpers.ts';
import { defineSlowExpiry } from './points-helpers.ts';

const url = process.env.CHILD_DATABASE_URL;
const handle = await openDatabase(
  url ? { databaseUrl: url, dataDir: null } : { dataDir: process.env.CHILD_DATA_DIR ?? null },
);
const app = await buildApp({
  db: handle,
  logger: false,
  config: { ...TEST_CONFIG, JOBS_LEASE_SECONDS: 1, JOBS_POLL_INTERVAL_MS: 50, POINTS_JOBS_INTERVAL_MS: 0 },
});
defineSlowExpiry(app, { chunk: 50, delayMs: 60, onChunk: () => process.stdout.write('chunk\n') });
app.jobs.start();
process.stdout.write('ready\n');
