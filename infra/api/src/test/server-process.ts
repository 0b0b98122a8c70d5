import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API package directory (src/test → ../..). */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER = path.join(API_DIR, 'dist', 'server.mjs');

function newestMtime(dir: string, skip: (file: string) => boolean): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (skip(file)) continue;
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/** Whether `apiDir`'s dist/server.mjs is newer than every non-test source file, migration and build.mjs. */
export function distIsCurrent(apiDir = API_DIR): boolean {
  const server = path.join(apiDir, 'dist', 'server.mjs');
  const built = fs.existsSync(server) ? fs.statSync(server).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(
      path.join(apiDir, 'src'),
      (f) => f.endsWith('.test.ts') || f.includes(`${path.sep}test${path.sep}`),
    ),
    newestMtime(path.join(apiDir, 'drizzle'), () => false),
    fs.statSync(path.join(apiDir, 'build.mjs')).mtimeMs,
  );
  return built >= sources;
}

/**
 * The process tests run dist/server.mjs as it was built before the suite started (src/test/run.ts
 * builds it once; `npm test` builds it before either API suite): a test never builds, so no test
 * can empty dist/ under a server another one is starting. Throws when dist/ is missing or stale.
 */
export function ensureBuilt(apiDir = API_DIR): void {
  if (!distIsCurrent(apiDir)) {
    throw new Error(
      'dist/server.mjs ausente ou mais velho que o código: rode `pnpm --filter @fidelidade/api build` ' +
        '(ou `pnpm --filter @fidelidade/api test`, que o constrói antes)',
    );
  }
}

/** Builds dist/ (esbuild, ~2 s) when stale: the suite runner and the benchmarks, before any server starts. */
export function buildIfStale(): void {
  if (!distIsCurrent()) execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'pipe' });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or the signal name) once the process is gone. */
  exited: Promise<number | string>;
}

/** Starts `node dist/server.mjs` on a free loopback port with the given environment. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: '0',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '0',
      JWT_SECRET: 'processo-de-teste-segredo-com-32-chars',
      // Node flags for the server alone, e.g. `SERVER_NODE_OPTIONS=--cpu-prof` to profile it under a benchmark.
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
      // PGlite in a worker thread or not, named statements or not (A/B runs of bench:load).
      ...(process.env.PGLITE_WORKER ? { PGLITE_WORKER: process.env.PGLITE_WORKER } : {}),
      ...(process.env.PG_PREPARE ? { PG_PREPARE: process.env.PG_PREPARE } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Waits until /api/v1/ready/ answers 200; throws if the process exits first or after `ms`. */
export async function waitReady(server: ServerProcess, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`o servidor saiu antes de ficar pronto:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/v1/ready/`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`servidor não ficou pronto em ${ms} ms:\n${server.output()}`);
}

/** Kills a test server if it is still running (by its own pid). */
export async function stop(
  server: ServerProcess | undefined,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
