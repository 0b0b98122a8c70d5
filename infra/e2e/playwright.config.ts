import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8180);
// A fresh embedded database and registry per run: tests see the demo seed, nothing left over.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'fidelidade-e2e-'));
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The test push provider's port (the stack uses port … port + 3). */
const pushPort = port + 4;
/** How often the points jobs run on the e2e stack (tests/points-lifecycle.spec.ts). */
const POINTS_JOBS_INTERVAL_MS = 3000;
// Tests that operate the registry (deploy.spec.ts) find the running stack's data here.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests',
  // One output folder per port: runs on different ports never wipe each other's artifacts.
  outputDir: `test-results/${port}`,
  // Baselines of visual.spec.ts: one machine type (Debian's Chromium on Linux) runs CI, so the file
  // names carry no project or platform suffix.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  // One worker per stack: specs share its database. fullyParallel only lets `--shard` (run-shards.ts)
  // split the suite by test rather than by file, so the 25 phone checks do not all land in one shard.
  fullyParallel: true,
  workers: 1,
  // Browser tests on a shared 2-core machine: one retry in CI, reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The system asks for reduced motion, which the host honours (antd's motion off): a click right
    // after a dialog opened could land while its zoom still moved the button, and be lost (three
    // retried failures on 26–27 November). tests/motion.spec.ts checks both settings.
    reducedMotion: 'reduce',
    // A trace of the first retry only (retries: 1 in CI), and a screenshot of a failure: recording a
    // trace for every test made Chromium stream screenshots all along, about a third of the suite's
    // CPU (docs/performance.md, "The test suite").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // The push provider the stack sends to (push-fixture.ts): tests read what a customer was pushed.
      command: `node push-fixture.ts --port ${pushPort}`,
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${pushPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/stack.ts serve --port ${port} --api-port ${port + 1} --data-dir ${dataDir}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/v1/health/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Every test signs in through the form; the login rate limit has its own API tests.
      // The release watcher looks every second and acts on 3 sessions (canary.spec.ts).
      env: {
        LOGIN_RATE_MAX: '1000',
        LOGIN_RATE_ACCOUNT_MAX: '1000',
        CANARY_WATCH_INTERVAL_MS: '1000',
        CANARY_MIN_SESSIONS: '3',
        // Every browser here comes from one address, so one address is enough (API tests cover several).
        CANARY_MIN_SOURCES: '1',
        // Every push (a notification, a points reminder) goes to the test push provider above.
        PUSH_PROVIDER: 'webhook',
        PUSH_WEBHOOK_URL: `http://127.0.0.1:${pushPort}/push`,
        // The points lifecycle's jobs (release, expiry, reminders) every few seconds instead of every
        // 10 minutes and once a day: points-lifecycle.spec.ts waits for them on points dated seconds
        // from their release or expiry.
        POINTS_JOBS_INTERVAL_MS: String(POINTS_JOBS_INTERVAL_MS),
        POINTS_REMINDER_INTERVAL_MS: String(POINTS_JOBS_INTERVAL_MS),
      },
    },
  ],
});
