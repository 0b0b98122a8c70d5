// Every benchmark in its short smoke mode (`--smoke`: tiny data, a few seconds), so a benchmark that
// no longer runs, or whose own consistency checks fail, breaks npm test instead of rotting.
//   node scripts/bench-smoke.ts              PGlite benches (bench:pglite too), rollback time, cold load
//                                            (when the host and the dashboard remote are built); the
//                                            PostgreSQL benches too when TEST_DATABASE_URL is set
//   node scripts/bench-smoke.ts --postgres   only the PostgreSQL benches (bench:load, lists, export, report,
//                                            lifecycle, audiences, imports, bulk-credit) on TEST_DATABASE_URL
// Every bench has its own database (a PGlite directory, or its own database on the PostgreSQL
// server) and its own ports, so they run two at a time, one per core: one at a time, the PostgreSQL
// ones left 40 % of the machine idle (41 s → 28.5 s). Smoke numbers are not measurements. Each
// bench's output is printed whole when it ends; exit 1 when any bench fails.

import { AsyncLocalStorage } from 'node:async_hooks';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { postgres: { type: 'boolean', default: false } },
});
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The output of the bench running in this async context (benches run side by side). */
const outputs = new AsyncLocalStorage<string[]>();
const say = (line: string) => {
  const output = outputs.getStore();
  if (output) output.push(line);
  else console.log(line);
};

/**
 * The API suite's module resolution cache (infra/api/src/test/module-format-cache.ts, the flag its
 * format-cache-flag.ts gives): each bench imports the API's sources, and it halves what that costs
 * (about 3 core-s a bench).
 */
const formatCache = `--import=${pathToFileURL(path.join(root, 'infra/api/src/test/module-format-cache.ts')).href}`;

/**
 * PGlite's WebAssembly on V8's baseline compiler only, as in the API suite's test processes
 * (infra/api/src/test/run.ts): a smoke bench lives seconds, too short for V8's background
 * recompiling of postgres's hot functions to pay back. The PGlite smoke benches: 138–162 → 125–131
 * busy core-s. Full-size bench runs keep V8's defaults, as the product does.
 */
const wasmBaselineOnly = '--liftoff-only';

/** Runs `node <script> <args>`, its output kept for when it ends; resolves with its exit code. */
function runNode(script: string, args: string[]): Promise<number> {
  const child = spawn(process.execPath, [formatCache, wasmBaselineOnly, path.join(root, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', say);
  }
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, stack: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`a stack saiu com código ${stack.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`a stack não respondeu em ${url} após ${timeoutMs / 1000} s`);
}

/** Stops the stack we started: SIGTERM (it stops its API), then its whole process group if stuck. */
async function stopStack(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null || stack.signalCode !== null || stack.pid === undefined) return;
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  stack.kill('SIGTERM');
  const timer = setTimeout(() => process.kill(-(stack.pid as number), 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The cold load needs a running product: serve the built one on free ports over a fresh database. */
async function coldLoad(): Promise<number> {
  const [port, apiPort, erpPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-smoke-'));
  const stack = spawn(
    process.execPath,
    [
      'scripts/stack.ts',
      'serve',
      ...['--port', String(port), '--api-port', String(apiPort), '--erp-port', String(erpPort)],
      ...['--data-dir', dataDir],
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its own process group, so a stuck stack can be stopped with the API it started.
      detached: true,
      // Publish into the throwaway data dir, never into an operator's REGISTRY_ROOT.
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'REGISTRY_ROOT')),
    },
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(`${url}/api/v1/health/`, stack);
    return await runNode('infra/e2e/bench/cold-load.ts', ['--smoke', '--url', url]);
  } finally {
    await stopStack(stack);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Smoke {
  name: string;
  run: () => Promise<number>;
  /** Why it is skipped, when it cannot run here. */
  skip?: string;
}

const onPostgres: Smoke[] = databaseUrl
  ? [
      {
        // Two API processes behind the gateway (~5 s more than one; one process is smoked on PGlite).
        name: 'bench:load (PostgreSQL, 2 instâncias)',
        run: () =>
          runNode('infra/api/bench/load.ts', ['--smoke', '--database-url', databaseUrl, '--instances', '2']),
      },
      {
        name: 'bench:lists (PostgreSQL)',
        run: () => runNode('infra/api/bench/lists.ts', ['--smoke', '--database-url', databaseUrl]),
      },
      {
        name: 'bench:export (PostgreSQL)',
        run: () => runNode('infra/api/bench/export.ts', ['--smoke', '--database-url', databaseUrl]),
      },
      {
        name: 'bench:report (PostgreSQL)',
        run: () => runNode('infra/api/bench/report.ts', ['--smoke', '--database-url', databaseUrl]),
      },
      {
        name: 'bench:lifecycle (PostgreSQL)',
        run: () => runNode('infra/api/bench/lifecycle.ts', ['--smoke', '--database-url', databaseUrl]),
      },
      {
        name: 'bench:audiences (PostgreSQL)',
        run: () => runNode('infra/api/bench/audiences.ts', ['--smoke', '--database-url', databaseUrl]),
      },
      {
        name: 'bench:imports (PostgreSQL)',
        run: () => runNode('infra/api/bench/imports.ts', ['--smoke', '--database-url', databaseUrl]),
      },
      {
        name: 'bench:bulk-credit (PostgreSQL)',
        run: () => runNode('infra/api/bench/bulk-credit.ts', ['--smoke', '--database-url', databaseUrl]),
      },
    ]
  : [];
const built = ['host/dist/index.html', 'remotes/dashboard/dist/remoteEntry.js'].every((file) =>
  existsSync(path.join(root, file)),
);
const smokes: Smoke[] = values.postgres
  ? onPostgres
  : [
      { name: 'bench:load (PGlite)', run: () => runNode('infra/api/bench/load.ts', ['--smoke']) },
      { name: 'bench:lists (PGlite)', run: () => runNode('infra/api/bench/lists.ts', ['--smoke']) },
      { name: 'bench:export (PGlite)', run: () => runNode('infra/api/bench/export.ts', ['--smoke']) },
      { name: 'bench:report (PGlite)', run: () => runNode('infra/api/bench/report.ts', ['--smoke']) },
      { name: 'bench:lifecycle (PGlite)', run: () => runNode('infra/api/bench/lifecycle.ts', ['--smoke']) },
      { name: 'bench:audiences (PGlite)', run: () => runNode('infra/api/bench/audiences.ts', ['--smoke']) },
      { name: 'bench:imports (PGlite)', run: () => runNode('infra/api/bench/imports.ts', ['--smoke']) },
      {
        name: 'bench:bulk-credit (PGlite)',
        run: () => runNode('infra/api/bench/bulk-credit.ts', ['--smoke']),
      },
      { name: 'bench:pglite', run: () => runNode('infra/api/bench/pglite.ts', ['--smoke']) },
      ...onPostgres,
      { name: 'rollback-time', run: () => runNode('infra/registry/bench/rollback-time.ts', ['--smoke']) },
      {
        name: 'cold-load',
        run: coldLoad,
        ...(built ? {} : { skip: 'sem build do host e do remote dashboard (node scripts/stack.ts build)' }),
      },
    ];

if (values.postgres && !databaseUrl) {
  console.error('TEST_DATABASE_URL não definido: não há PostgreSQL para os benchmarks');
  process.exit(1);
}
let passed = 0;
let failed = 0;

/** Runs one bench with its output buffered, then prints it and its result. */
async function runSmoke(smoke: Smoke): Promise<void> {
  const output: string[] = [];
  const started = performance.now();
  const code = await outputs.run(output, () =>
    smoke.run().catch((error: unknown) => {
      say(error instanceof Error ? error.message : String(error));
      return 1;
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) passed += 1;
  else failed += 1;
  console.log([`━ ${smoke.name}`, ...output].join('\n'));
  console.log(`${code === 0 ? '✔' : '✘'} ${smoke.name} (${seconds} s${code === 0 ? '' : `, exit ${code}`})`);
}

for (const smoke of smokes.filter((candidate) => candidate.skip)) {
  console.log(`- ${smoke.name}: pulado (${smoke.skip})`);
}
const sideBySide = smokes.filter((smoke) => !smoke.skip);
await Promise.all(
  [0, 1].map(async () => {
    for (let smoke = sideBySide.shift(); smoke; smoke = sideBySide.shift()) await runSmoke(smoke);
  }),
);
console.log(`benchmarks (smoke): ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
