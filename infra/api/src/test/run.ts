// The API suite as `pnpm --filter @fidelidade/api test` runs it:
// - dist/ built once, before any process test starts a server from it (server-process.ts);
// - one database migrated once — a PGlite dump, or with TEST_DATABASE_URL a PostgreSQL template
//   database — that every file's own database starts as (helpers.ts), instead of each file
//   migrating a fresh one;
// - the files split over API_TEST_SHARDS (default 2) `node --test` processes side by side, each
//   running its files one at a time in one process. Every file owns its database, so no file sees
//   another's data.
//   node src/test/run.ts [--node-test-flag…] [test files…]   (default: every src/**/*.test.ts)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { API_DIR, buildIfStale } from './server-process.ts';
import { prepareTemplate } from './template-database.ts';

const shards = Math.max(1, Number(process.env.API_TEST_SHARDS ?? 2));
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const flags = args.filter((arg) => arg.startsWith('--'));
const named = args.filter((arg) => !arg.startsWith('--'));
const files = (named.length > 0 ? named : ['src/**/*.test.ts'])
  .flatMap((pattern) => fs.globSync(pattern, { cwd: named.length > 0 ? process.cwd() : API_DIR }))
  .map((file) => path.relative(API_DIR, path.resolve(named.length > 0 ? process.cwd() : API_DIR, file)));

/**
 * Longest first onto the lightest shard. A file's size stands for its time; the process tests
 * (servers started and killed) weigh more than their size says.
 */
function split(list: string[], count: number): string[][] {
  const weight = (file: string) => {
    const bytes = fs.statSync(path.join(API_DIR, file)).size;
    return /(faults|attacks-tokens|failover|report-pdf-memory)\.test\.ts$/.test(file) ? bytes * 3 : bytes;
  };
  const parts = Array.from({ length: count }, () => ({ files: [] as string[], load: 0 }));
  for (const file of [...list].sort((a, b) => weight(b) - weight(a))) {
    const lightest = parts.reduce((min, part) => (part.load < min.load ? part : min));
    lightest.files.push(file);
    lightest.load += weight(file);
  }
  return parts.map((part) => part.files.sort()).filter((part) => part.length > 0);
}

function runShard(index: number, total: number, list: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-isolation=none', ...flags, ...list],
    { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = total > 1 ? `[${index}/${total}] ` : '';
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(prefix + line);
    });
  }
  return new Promise<{ code: number; lines: string[] }>((resolve) =>
    child.once('close', (code) => resolve({ code: code ?? 1, lines })),
  );
}

buildIfStale();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-api-tests-'));
const template = await prepareTemplate(scratch);
let failed = 0;
try {
  const parts = split(files, shards);
  const env = { ...process.env, ...template.env };
  const results = await Promise.all(parts.map((list, i) => runShard(i + 1, parts.length, list, env)));
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
    `api: ${[...totals].map(([name, n]) => `${name} ${n}`).join(', ')} (${parts.length} processos, ${files.length} arquivos)`,
  );
} finally {
  await template.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
