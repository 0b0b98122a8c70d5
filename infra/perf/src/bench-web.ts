// Benchmark (not a test): the federated product against a monolith of the same code.
//   pnpm bench:web [--runs 7] [--port 8300] [--skip-build] [--remotes dashboard,tables] [--json out.json]
// Builds both (infra/perf/dist), serves both through the product's gateway (same compression,
// same cache headers) in this process, against one API on a fresh demo database, and drives
// headless Chromium with a fresh profile per run. Median of N runs, builds interleaved:
//   (a) cold load of /admin/dashboard signed in: JS on the wire, requests, time to the stat numbers
//   (b) first visit of each other screen from the dashboard through the side menu: JS, time to content
//   (c) JS on the wire after visiting all six screens
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildGateway } from '@fidelidade/registry/gateway';
import { promote, publish } from '@fidelidade/registry/registry';
import type { Page } from 'playwright-core';
import {
  contentReady,
  launchSignedIn,
  type Screen,
  screens,
  signIn,
  startApi,
  statNumbers,
} from './browser-session.ts';
import { buildAll } from './builds.ts';

const { values } = parseArgs({
  // pnpm 12 passes a `--` through to the script (`bench:web -- --runs 3`): drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '8300' },
    'skip-build': { type: 'boolean', default: false },
    remotes: { type: 'string' },
    list: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Counts requests and compressed JS bytes; `idle()` resolves when nothing has been in flight for 400 ms. */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const pending: Promise<void>[] = [];
  const totals = { requests: 0, jsBytes: 0, jsRequests: 0 };
  const scripts: { url: string; bytes: number; start: number; end: number }[] = [];
  page.on('request', () => {
    inFlight += 1;
    lastChange = performance.now();
  });
  const done = () => {
    inFlight -= 1;
    lastChange = performance.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    totals.requests += 1;
    if (request.resourceType() === 'script') {
      totals.jsRequests += 1;
      pending.push(
        request.sizes().then((sizes) => {
          totals.jsBytes += sizes.responseBodySize;
          const timing = request.timing();
          scripts.push({
            url: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize,
            start: timing.startTime,
            end: timing.startTime + timing.responseEnd,
          });
        }),
      );
    }
    done();
  });
  return {
    async idle() {
      while (inFlight > 0 || performance.now() - lastChange < 400) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(pending);
    },
    snapshot: () => ({ ...totals }),
    scripts,
  };
}

interface RunResult {
  cold: { jsBytes: number; requests: number; ms: number };
  screens: Record<string, { jsBytes: number; ms: number }>;
  totalJsBytes: number;
}

async function runOnce(baseUrl: string, available: Screen[]): Promise<RunResult> {
  const auth = await signIn(baseUrl);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-'));
  const context = await launchSignedIn(profile, auth);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const network = trackNetwork(page);
    await page.goto(`${baseUrl}/admin/dashboard`, { waitUntil: 'commit' });
    // performance.now() counts from the navigation start.
    const numbersAt = (await (
      await page.waitForFunction(statNumbers, null, { polling: 'raf', timeout: 60_000 })
    ).jsonValue()) as number;
    await network.idle();
    const afterCold = network.snapshot();
    if (values.list) {
      console.log(`  ${baseUrl} — JS do dashboard frio:`);
      const origin = Math.min(...network.scripts.map((script) => script.start));
      for (const script of network.scripts) {
        const span = `${(script.start - origin).toFixed(0)}–${(script.end - origin).toFixed(0)} ms`;
        console.log(
          `    ${(script.bytes / 1024).toFixed(1).padStart(7)} KiB  ${span.padEnd(14)} ${script.url}`,
        );
      }
      console.log(`    números em ${numbersAt.toFixed(0)} ms`);
    }
    const result: RunResult = {
      cold: { jsBytes: afterCold.jsBytes, requests: afterCold.requests, ms: numbersAt },
      screens: {},
      totalJsBytes: 0,
    };
    for (const screen of available) {
      const before = network.snapshot();
      const scriptsBefore = network.scripts.length;
      const { clickedAt, previousTitle } = await page.evaluate((href) => {
        const link = document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`);
        if (!link) throw new Error(`menu sem ${href}`);
        const title = document.querySelector('[data-remote-status="ready"] h2')?.textContent ?? '';
        link.click();
        return { clickedAt: performance.now(), previousTitle: title };
      }, `/admin/${screen.path}`);
      const readyAt = (await (
        await page.waitForFunction(
          contentReady,
          { remote: screen.remote, previousTitle },
          { polling: 'raf', timeout: 60_000 },
        )
      ).jsonValue()) as number;
      await network.idle();
      if (values.list) {
        console.log(`  ${baseUrl} — JS de ${screen.path}:`);
        for (const script of network.scripts.slice(scriptsBefore)) {
          console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(7)} KiB  ${script.url}`);
        }
      }
      result.screens[screen.path] = {
        jsBytes: network.snapshot().jsBytes - before.jsBytes,
        ms: readyAt - clickedAt,
      };
    }
    result.totalJsBytes = network.snapshot().jsBytes;
    return result;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  const builds = buildAll({ skipBuild: values['skip-build'], only: values.remotes?.split(',') });
  const built = new Set(builds.remotes.map((remote) => remote.name));
  const available = screens.filter((screen) => built.has(screen.remote));
  if (!built.has('dashboard')) throw new Error('o remote dashboard não compilou');

  const work = mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-stack-'));
  const registryRoot = path.join(work, 'registry');
  for (const remote of builds.remotes) {
    const { version } = await publish(registryRoot, remote.name, remote.dist);
    await promote(registryRoot, remote.name, version);
  }
  console.log('› API (base demo nova)…');
  const api = await startApi(port + 2, path.join(work, 'pglite'));
  const apiUrl = api.url;
  const gateways = [];
  try {
    const variants = [
      { name: 'federado', hostDist: builds.hostDist, port },
      { name: 'monólito', hostDist: builds.monolithDist, port: port + 1 },
    ];
    for (const variant of variants) {
      const gateway = await buildGateway({ hostDist: variant.hostDist, registryRoot, apiUrl });
      await gateway.listen({ port: variant.port, host: '127.0.0.1' });
      gateways.push(gateway);
    }
    const results: Record<string, RunResult[]> = { federado: [], monólito: [] };
    // One warm-up of each (API caches, Chromium binary in the page cache), not counted.
    for (const variant of variants) await runOnce(`http://127.0.0.1:${variant.port}`, available);
    for (let run = 0; run < runs; run += 1) {
      // Alternate the order so drifting machine load hits both variants alike.
      const order = run % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const result = await runOnce(`http://127.0.0.1:${variant.port}`, available);
        results[variant.name]?.push(result);
      }
      process.stdout.write(`  execução ${run + 1}/${runs}\n`);
    }
    report(
      results,
      available,
      builds.remotes.map((remote) => remote.folder),
    );
  } finally {
    for (const gateway of gateways) await gateway.close();
    await api.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

function report(results: Record<string, RunResult[]>, available: Screen[], remotes: string[]) {
  const fed = results.federado ?? [];
  const mono = results.monólito ?? [];
  const rows: { label: string; unit: 'KiB' | 'ms' | ''; pick: (r: RunResult) => number }[] = [
    { label: '(a) dashboard frio: JS no fio', unit: 'KiB', pick: (r) => r.cold.jsBytes / 1024 },
    { label: '(a) dashboard frio: requisições', unit: '', pick: (r) => r.cold.requests },
    { label: '(a) dashboard frio: até os números', unit: 'ms', pick: (r) => r.cold.ms },
    ...available.flatMap((screen) => [
      {
        label: `(b) ${screen.path}: JS no fio`,
        unit: 'KiB' as const,
        pick: (r: RunResult) => (r.screens[screen.path]?.jsBytes ?? 0) / 1024,
      },
      {
        label: `(b) ${screen.path}: até o conteúdo`,
        unit: 'ms' as const,
        pick: (r: RunResult) => r.screens[screen.path]?.ms ?? 0,
      },
    ]),
    {
      label: `(c) JS total (${available.length + 1} telas)`,
      unit: 'KiB',
      pick: (r) => r.totalJsBytes / 1024,
    },
  ];
  const table = rows.map((row) => {
    const federated = median(fed.map(row.pick));
    const monolith = median(mono.map(row.pick));
    return {
      metric: row.label,
      unit: row.unit,
      federated,
      monolith,
      ratio: monolith ? federated / monolith : 0,
    };
  });
  const format = (value: number, unit: string) =>
    unit === 'KiB' ? `${value.toFixed(1)} KiB` : unit === 'ms' ? `${value.toFixed(0)} ms` : value.toFixed(0);
  console.log(`\nfederado × monólito — mediana de ${fed.length} execuções, perfil novo em cada`);
  console.log(`remotes: ${remotes.join(', ')}; Chromium headless, br/gzip pelo gateway\n`);
  const width = Math.max(...table.map((row) => row.metric.length));
  console.log(`${'métrica'.padEnd(width)}  ${'federado'.padStart(12)}  ${'monólito'.padStart(12)}  razão`);
  for (const row of table) {
    const flag = row.unit !== '' && row.ratio > 1.15 ? '  > 1.15' : '';
    console.log(
      `${row.metric.padEnd(width)}  ${format(row.federated, row.unit).padStart(12)}  ${format(row.monolith, row.unit).padStart(12)}  ${row.ratio.toFixed(2)}${flag}`,
    );
  }
  if (values.json) {
    writeFileSync(
      values.json,
      `${JSON.stringify({ runs: fed.length, remotes, table, raw: results }, null, 2)}\n`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
