// The API suite as `pnpm --filter @fidelidade/api test` runs it:
// - dist/ built once, before any process test starts a server from it (server-process.ts);
// - one database migrated once — a PGlite dump, or with TEST_DATABASE_URL a PostgreSQL template
//   database — that every file's own database starts as (helpers.ts), instead of each file
//   migrating a fresh one;
// - the files taken from one queue by API_TEST_SHARDS (default 2) lanes side by side, in chunks:
//   each chunk is one `node --test` process running its files one at a time. Every file owns its
//   database, so no file sees another's data.
//   node src/test/run.ts [--node-test-flag…] [test files…]   (default: every src/**/*.test.ts)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { FORMAT_CACHE_FLAG } from './format-cache-flag.ts';
import { API_DIR, buildIfStale } from './server-process.ts';
import { prepareTemplate } from './template-database.ts';

const shards = Math.max(1, Number(process.env.API_TEST_SHARDS ?? 2));
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const flags = args.filter((arg) => arg.startsWith('--'));
const named = args.filter((arg) => !arg.startsWith('--'));
const files = (named.length > 0 ? named : ['src/**/*.test.ts'])
  .flatMap((pattern) => fs.globSync(pattern, { cwd: named.length > 0 ? process.cwd() : API_DIR }))
  .map((file) => path.relative(API_DIR, path.resolve(named.length > 0 ? process.cwd() : API_DIR, file)));

/** A file's size stands for its time; the process tests (servers started and killed) weigh more. */
const weight = (file: string) => {
  const bytes = fs.statSync(path.join(API_DIR, file)).size;
  return /(faults|attacks-tokens|failover|report-pdf-memory)\.test\.ts$/.test(file) ? bytes * 3 : bytes;
};

/**
 * The files as a queue, heaviest first, that the lanes take from in chunks as each becomes free
 * (guided self-scheduling): a chunk is about a third of a lane's share of what is left, so early
 * chunks are large (few process starts) and the last ones small, and the lanes end together. A
 * split made up front left one lane idle for 85 s, because a file's size is a poor clock.
 */
function createQueue(list: string[], lanes: number) {
  const queue = [...list].sort((a, b) => weight(b) - weight(a));
  let left = queue.reduce((sum, file) => sum + weight(file), 0);
  // No chunk below a 12th of a lane's whole share: each process start costs a second of imports.
  const smallest = left / lanes / 12;
  return () => {
    const chunk: string[] = [];
    let load = 0;
    const target = Math.max(left / lanes / 3, smallest);
    while (queue.length > 0 && (chunk.length === 0 || load + weight(queue[0] as string) <= target)) {
      const file = queue.shift() as string;
      chunk.push(file);
      load += weight(file);
    }
    left -= load;
    return chunk.sort();
  };
}

// Each test process resolves its modules through module-format-cache.ts (FORMAT_CACHE_FLAG): with
// Node's own resolution alone, importing the app cost a process 3.6–4.4 core-s, with the cache
// 1.5–1.7; the PGlite suite went from 714 to 630 busy core-s.
// And it runs PGlite's WebAssembly on V8's baseline compiler only (Liftoff, `--liftoff-only`). V8
// recompiles a hot wasm function with its optimizing compiler in the background, which pays in a
// server that runs for hours; a test process lives a minute or two, and in each one that recompiling
// of postgres's hot functions was about a fifth of the CPU (a perf profile of eight files). Half the
// suite on PGlite: 356–369 → 338–339 busy core-s (docs/performance.md, "The test suite"). The server
// the process tests start, and the product, keep V8's defaults.
const WASM_BASELINE_ONLY = '--liftoff-only';

function runChunk(lane: number, lanes: number, list: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-concurrency=1',
      '--test-isolation=none',
      FORMAT_CACHE_FLAG,
      WASM_BASELINE_ONLY,
      ...flags,
      ...list,
    ],
    { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = lanes > 1 ? `[${lane}/${lanes}] ` : '';
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(prefix + line);
    });
  }
  return new Promise<{ code: number; lines: string[]; crashed: boolean }>((resolve) =>
    child.once('close', (code, signal) =>
      resolve({ code: code ?? 1, lines, crashed: signal !== null || lines.some(isV8Fatal) }),
    ),
  );
}

/** V8's own fatal check (`# Fatal error in …`), not a failing test. */
const isV8Fatal = (line: string) => /^# Fatal error in /.test(line);

/**
 * One lane: chunks of the queue, one `node --test` process at a time, until the queue is empty.
 * A process that V8 itself killed mid-chunk (once in five suite runs on 27 November: `Check failed:
 * jit_page_->allocations_.erase(addr) == 1` in UnregisterWasmAllocation, as PGlite worker threads
 * came and went) ran part of its files and reported none: its chunk runs once more in a fresh
 * process, said loudly. A test failure is never run again, and a second crash fails the suite.
 */
async function runLane(lane: number, lanes: number, next: () => string[], env: NodeJS.ProcessEnv) {
  const results: Array<{ code: number; lines: string[] }> = [];
  for (let chunk = next(); chunk.length > 0; chunk = next()) {
    const result = await runChunk(lane, lanes, chunk, env);
    if (result.crashed && !result.lines.some((line) => line.includes('✖'))) {
      console.log(
        `[${lane}/${lanes}] ⚠ o processo de testes caiu (V8), de novo num processo novo: ${chunk.join(' ')}`,
      );
      results.push(await runChunk(lane, lanes, chunk, env));
    } else results.push(result);
  }
  return results;
}

buildIfStale();
const template = await prepareTemplate();
let failed = 0;
try {
  const lanes = Math.min(shards, files.length);
  const next = createQueue(files, lanes);
  const env = { ...process.env, ...template.env };
  const lanesDone = await Promise.all(
    Array.from({ length: lanes }, (_, i) => runLane(i + 1, lanes, next, env)),
  );
  const results = lanesDone.flat();
  const totals = new Map<string, number>();
  for (const { code, lines } of results) {
    if (code !== 0) failed += 1;
    for (const line of lines) {
      const match = /^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
      if (match?.[1] && match[2]) totals.set(match[1], (totals.get(match[1]) ?? 0) + Number(match[2]));
    }
  }
  // Each failing part's own "failing tests:" section again, whole and unprefixed, after all the output.
  for (const { code, lines } of results) {
    const from = lines.findIndex((line) => line.includes('failing tests:'));
    if (code !== 0 && from >= 0) console.log(lines.slice(from).join('\n'));
  }
  console.log(
    `api: ${[...totals].map(([name, n]) => `${name} ${n}`).join(', ')} (${lanes} em paralelo, ${results.length} processos, ${files.length} arquivos)`,
  );
} finally {
  await template.drop();
}
process.exit(failed === 0 ? 0 : 1);
