// What the browser benchmarks (bench-web.ts, bench-update.ts) share: the API they start, the
// signed-in Chromium profile, the screens in menu order and how each shows it is ready.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { repoRoot } from './builds.ts';

/** The screens after the dashboard, in menu order, and the remote that renders each. */
export const screens = [
  { path: 'acoes', remote: 'acoes' },
  { path: 'tables', remote: 'tables' },
  { path: 'settings', remote: 'settings' },
  { path: 'feedback', remote: 'feedback_reports' },
  { path: 'reports', remote: 'feedback_reports' },
];
export type Screen = (typeof screens)[number];

// Debian's Chromium (as in infra/e2e): playwright cannot download browsers on these machines.
const executablePath = () =>
  process.env.CHROMIUM_PATH ??
  execSync('command -v chromium || command -v chromium-browser').toString().trim();

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API terminou com código ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`API não respondeu em ${url}`);
}

/** The built API (infra/api/dist) on a fresh demo database under `dataDir`; resolves once healthy. */
export async function startApi(port: number, dataDir: string) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'infra/api/dist/server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOGIN_RATE_MAX: '10000',
      LOGIN_RATE_ACCOUNT_MAX: '10000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  try {
    await waitForHealth(`${url}/api/v1/health/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export type Auth = { access: string; refresh: string; user: unknown };

export async function signIn(baseUrl: string): Promise<Auth> {
  const response = await fetch(`${baseUrl}/api/v1/users/auth/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@fidelidade.com.br', password: 'fidelidade-admin-2026' }),
  });
  if (!response.ok) throw new Error(`login falhou: ${response.status}`);
  return (await response.json()) as Auth;
}

/** Headless Chromium on the profile `profileDir` (its HTTP cache survives a close), signed in as `auth`. */
export async function launchSignedIn(profileDir: string, auth: Auth): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: executablePath(),
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  await context.addInitScript((stored) => {
    localStorage.setItem('token', stored.access);
    localStorage.setItem('refresh_token', stored.refresh);
    localStorage.setItem('userData', JSON.stringify(stored.user));
  }, auth);
  return context;
}

/**
 * In-page: the screen of `remote` shows content: its own title (not the previous screen's, which
 * a router transition keeps on screen while the next one loads), no skeleton or spinner, and rows,
 * a form, an empty state or a result.
 */
export function contentReady(args: { remote: string; previousTitle: string }): number | false {
  const root = document.querySelector(`[data-remote="${args.remote}"][data-remote-status="ready"]`);
  const title = root?.querySelector('h2')?.textContent ?? '';
  if (!root || !title || title === args.previousTitle) return false;
  if (root.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]')) return false;
  const content = root.querySelector('.ant-table-row, form, .ant-empty, .ant-result, .ant-descriptions');
  return content ? performance.now() : false;
}

/** In-page: the dashboard's cards show numbers. */
export function statNumbers(): number | false {
  const card = document.querySelector('[data-testid="stat-total_users_count"]');
  return card && /\d/.test(card.textContent ?? '') ? performance.now() : false;
}
