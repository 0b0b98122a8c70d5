// Benchmark (not a test): how long a rollback takes, from the CLI command's start to the live
// manifest changing on disk. Uses a throwaway registry with two published versions of a remote.
//   node infra/registry/bench/rollback-time.ts [--runs 10]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promote, publish } from '../src/registry.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');

async function fakeBuild(label: string) {
  const app = await mkdtemp(path.join(os.tmpdir(), 'rollback-bench-'));
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  await mkdir(path.join(app, 'dist'));
  await writeFile(path.join(app, 'dist', 'remoteEntry.js'), `// ${label}`);
  return path.join(app, 'dist');
}

const root = await mkdtemp(path.join(os.tmpdir(), 'rollback-registry-'));
const v1 = (await publish(root, 'dashboard', await fakeBuild('v1'))).version;
const v2 = (await publish(root, 'dashboard', await fakeBuild('v2'))).version;
const manifest = path.join(root, 'manifest.json');
const live = async () =>
  (JSON.parse(await readFile(manifest, 'utf8')) as { remotes: { dashboard: { version: string } } }).remotes
    .dashboard.version;

const timings: number[] = [];
for (let run = 0; run < Number(values.runs); run += 1) {
  await promote(root, 'dashboard', v1);
  await promote(root, 'dashboard', v2);
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'rollback', 'dashboard', '--root', root], { stdio: 'ignore' });
  while ((await live()) !== v1) await new Promise((resolve) => setTimeout(resolve, 2));
  timings.push(performance.now() - started);
  await new Promise((resolve) => child.on('exit', resolve));
}
timings.sort((a, b) => a - b);
const pick = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.toFixed(0);
console.log(
  `rollback (comando → manifesto trocado), ${timings.length} execuções: mediana ${pick(0.5)} ms, máx ${pick(1)} ms`,
);
