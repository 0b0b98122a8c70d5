// The browser suite as `npm test` runs it: E2E_SHARDS (default 3) Playwright processes side by
// side, each with its own shard of the spec files and its own stack — gateway, API, embedded
// database, registry and ERP fixture on its own ports (E2E_PORT + 10 per shard) — so no shard sees
// another's data. One worker per stack, as the specs expect. Each shard waits on its browser or its
// API about a fifth of the time: with two, 21 % of the two cores stayed idle; a third shard fills
// them (whole suite 374 → 329 s on 27 November, docs/performance.md). The whole suite is split by
// the times of an earlier run (shard-plan.ts, durations.json); each run writes its own times to
// test-results/durations.json, which replaces durations.json when the tests change a lot. Extra arguments go to every `playwright test`,
// and then the split is Playwright's own `--shard`.
//   node run-shards.ts [playwright args…]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { durationsOf, listLocations, planShards, readDurations, writeDurations } from './shard-plan.ts';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const basePort = Number(process.env.E2E_PORT ?? 8180);
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const extra = process.argv.slice(2).filter((arg) => arg !== '--');

// A data directory named by the caller serves one stack only; shards each make their own.
const ownDataDir = shards > 1 ? { E2E_DATA_DIR: undefined } : {};

const planned = shards > 1 && extra.length === 0;
const locations = planned ? listLocations(cli, import.meta.dirname) : new Map<string, number>();
const durations = readDurations(path.join(import.meta.dirname, 'durations.json'));
const plan = planned ? planShards(locations, durations, shards) : null;
// A test whose line moved loses its recorded time and is planned as an average one: said here, so a
// stale durations.json shows (two timed 40-60 s tests unplanned left one shard 2 minutes behind).
const untimed = [...locations.keys()].filter((key) => durations[key] === undefined);
if (untimed.length > 0)
  console.log(
    `e2e: sem tempo em durations.json, planejados como um teste médio: ${untimed.join(', ')} ` +
      '(copie test-results/durations.json de uma execução completa)',
  );
const lines: string[] = [];

function runShard(index: number): Promise<number> {
  const shardArgs = plan ? (plan[index - 1] ?? []) : shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn(process.execPath, [cli, 'test', ...shardArgs, ...extra], {
    cwd: import.meta.dirname,
    env: { ...process.env, E2E_PORT: String(basePort + (index - 1) * 10), ...ownDataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(prefix + line);
    });
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: plan?.length ?? shards }, (_, i) => runShard(i + 1)));
if (plan)
  writeDurations(path.join(import.meta.dirname, 'test-results', 'durations.json'), durationsOf(lines));
const failed = codes.filter((code) => code !== 0).length;
console.log(`e2e: ${codes.length - failed} de ${codes.length} partes sem falhas`);
process.exit(failed === 0 ? 0 : 1);
