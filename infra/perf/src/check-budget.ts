// Size budgets (CI step after the build): fails when an app's gzipped JS grows more than the
// tolerance over its budget in infra/perf/budgets.json. Only apps with a dist/ are checked, so a
// remote that does not build yet is reported and skipped.
//   pnpm budget            check
//   pnpm budget --update   write the current figures as the new budgets (review the diff)
//   --dist-root infra/perf/dist/federated   read <root>/<app>/dist instead (the benchmark's builds)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appSize } from './app-sizes.ts';
import { remoteFolders, repoRoot } from './builds.ts';

interface Budgets {
  tolerance: number;
  apps: Record<string, { kind: 'host' | 'remote'; gzipBytes: number }>;
}

const budgetFile = path.join(repoRoot, 'infra/perf/budgets.json');
const { values } = parseArgs({
  options: { update: { type: 'boolean', default: false }, 'dist-root': { type: 'string' } },
});
const distRoot = values['dist-root'] ? path.resolve(values['dist-root']) : undefined;
const distOf = (app: string, own: string) => (distRoot ? path.join(distRoot, app, 'dist') : own);

const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budgets;
const apps: { name: string; kind: 'host' | 'remote'; dist: string }[] = [
  { name: 'host', kind: 'host', dist: distOf('host', path.join(repoRoot, 'host/dist')) },
  ...remoteFolders().map((folder) => ({
    name: folder,
    kind: 'remote' as const,
    dist: distOf(folder, path.join(repoRoot, 'remotes', folder, 'dist')),
  })),
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = 0;
console.log(`orçamento de JS gzip por app (tolerância ${Math.round(budgets.tolerance * 100)}%)`);
for (const app of apps) {
  const label = `${app.name} (${app.kind === 'host' ? 'partida do host' : 'JS próprio'})`.padEnd(34);
  if (!existsSync(path.join(app.dist, app.kind === 'host' ? 'main.js' : 'remoteEntry.js'))) {
    console.log(`  ${label} sem build: pulado`);
    continue;
  }
  const size = appSize(app.dist, app.kind);
  const budget = budgets.apps[app.name];
  if (values.update) {
    budgets.apps[app.name] = { kind: app.kind, gzipBytes: size.gzipBytes };
    console.log(`  ${label} ${kib(size.gzipBytes).padStart(11)}  (orçamento atualizado)`);
    continue;
  }
  if (!budget) {
    console.log(`  ${label} ${kib(size.gzipBytes).padStart(11)}  sem orçamento (pnpm budget --update)`);
    continue;
  }
  const growth = size.gzipBytes / budget.gzipBytes - 1;
  const over = growth > budgets.tolerance;
  if (over) failed += 1;
  console.log(
    `  ${label} ${kib(size.gzipBytes).padStart(11)} / ${kib(budget.gzipBytes).padStart(11)}  ` +
      `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%${over ? '  ESTOUROU' : ''}`,
  );
}
if (values.update) writeFileSync(budgetFile, `${JSON.stringify(budgets, null, 2)}\n`);
if (failed) {
  console.error(`${failed} app(s) acima do orçamento. Reduza o JS ou, se o aumento é intencional, rode`);
  console.error('`pnpm budget --update` e explique o novo número no commit.');
  process.exit(1);
}
