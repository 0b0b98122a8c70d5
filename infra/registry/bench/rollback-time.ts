// Benchmark (not a test): how long a rollback takes, from the CLI command's start to the live
// manifest changing on disk. Uses a throwaway registry with two published versions of a remote.
//   node infra/registry/bench/rollback-time.ts [--runs 10]
//   node infra/registry/bench/rollback-time.ts --smoke    # 2 runs (scripts/bench-smoke.ts, npm test)
// Exit code 1 when a rollback does not switch the manifest within TIMEOUT_MS or the CLI fails.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promote, publish } from '../src/registry.ts';

const { values } = parseArgs({
  // pnpm 12 passes a `--` through to the script: drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string' }, smoke: { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs ?? (values.smoke ? 2 : 10)));
/** A rollback that has not switched by then is broken, not slow: fail instead of polling forever. */
const TIMEOUT_MS = 30_000;
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
const temporary: string[] = [];

async function fakeBuild(label: string) {
  const app = await mkdtemp(path.join(os.tmpdir(), 'rollback-bench-'));
  temporary.push(app);
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  await mkdir(path.join(app, 'dist'));
  await writeFile(path.join(app, 'dist', 'remoteEntry.js'), `// ${label}`);
  return path.join(app, 'dist');
}

const root = await mkdtemp(path.join(os.tmpdir(), 'rollback-registry-'));
temporary.push(root);
const manifest = path.join(root, 'manifest.json');
const live = async () =>
  (JSON.parse(await readFile(manifest, 'utf8')) as { remotes: { dashboard: { version: string } } }).remotes
    .dashboard.version;

const timings: number[] = [];
const failures: string[] = [];
try {
  const v1 = (await publish(root, 'dashboard', await fakeBuild('v1'))).version;
  const v2 = (await publish(root, 'dashboard', await fakeBuild('v2'))).version;
  for (let run = 0; run < runs; run += 1) {
    await promote(root, 'dashboard', v1);
    await promote(root, 'dashboard', v2);
    const started = performance.now();
    const child = spawn(process.execPath, [cli, 'rollback', 'dashboard', '--root', root], {
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    while ((await live()) !== v1 && performance.now() - started < TIMEOUT_MS)
      await new Promise((resolve) => setTimeout(resolve, 2));
    const elapsed = performance.now() - started;
    if ((await live()) === v1) timings.push(elapsed);
    else failures.push(`run ${run + 1}: manifest still at ${await live()} after ${TIMEOUT_MS} ms`);
    if (child.exitCode === null && child.signalCode === null && elapsed >= TIMEOUT_MS) child.kill();
    const code = await exited;
    if (code !== 0) failures.push(`run ${run + 1}: the CLI exited with ${code}`);
  }
} finally {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
}
timings.sort((a, b) => a - b);
const pick = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.toFixed(0);
console.log(
  `rollback (comando → manifesto trocado), ${timings.length} execuções: mediana ${pick(0.5)} ms, máx ${pick(1)} ms`,
);
for (const failure of failures) console.log(`erro: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
