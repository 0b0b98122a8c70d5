// Benchmark (not a test): cold load of /admin/dashboard in headless Chromium with a fresh
// profile per run. Prints JS bytes on the wire, request count and the time from navigation
// to the stat cards showing real numbers, median of N runs.
//   node infra/e2e/bench/cold-load.ts [--url http://127.0.0.1:8080] [--runs 7]
//   node infra/e2e/bench/cold-load.ts --url … --smoke    # 1 run (scripts/bench-smoke.ts, npm test)
// Exit code 1 when the sign-in fails, the numbers never show or no script was loaded.
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  // pnpm 12 passes a `--` through to the script: drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    runs: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs ?? (values.smoke ? 1 : 7)));
const baseUrl = values.url;
const executablePath = process.env.CHROMIUM_PATH ?? execSync('command -v chromium').toString().trim();
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

async function session() {
  const response = await fetch(`${baseUrl}/api/v1/users/auth/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@fidelidade.com.br', password: 'fidelidade-admin-2026' }),
  });
  if (!response.ok) throw new Error(`login falhou: ${response.status}`);
  return (await response.json()) as { access: string; refresh: string; user: unknown };
}

async function run(auth: Awaited<ReturnType<typeof session>>) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // Closed even when the page fails, so a broken run exits instead of leaving Chromium behind.
  try {
    const context = await browser.newContext();
    await context.addInitScript((stored) => {
      localStorage.setItem('token', stored.access);
      localStorage.setItem('refresh_token', stored.refresh);
      localStorage.setItem('userData', JSON.stringify(stored.user));
    }, auth);
    const page = await context.newPage();
    let jsBytes = 0;
    let requests = 0;
    page.on('requestfinished', async (request) => {
      requests += 1;
      if (request.resourceType() === 'script') jsBytes += (await request.sizes()).responseBodySize;
    });
    const started = performance.now();
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByTestId('stat-total_users_count').getByText(/\d/).waitFor();
    const elapsed = performance.now() - started;
    await page.waitForLoadState('networkidle');
    return { jsBytes, requests, elapsed };
  } finally {
    await browser.close();
  }
}

const auth = await session();
const results = [];
for (let index = 0; index < runs; index += 1) results.push(await run(auth));
console.log(`cold load /admin/dashboard (${results.length} execuções, mediana)`);
console.log(`  JS no fio (comprimido): ${(median(results.map((r) => r.jsBytes)) / 1024).toFixed(1)} KiB`);
console.log(`  requisições:            ${median(results.map((r) => r.requests))}`);
console.log(`  até os números:         ${median(results.map((r) => r.elapsed)).toFixed(0)} ms`);
if (results.some((r) => r.jsBytes === 0)) {
  console.log('erro: nenhum script carregado');
  process.exit(1);
}
