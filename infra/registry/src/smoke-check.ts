import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { buildGateway } from './gateway.ts';
import { localRegistry } from './local-storage.ts';
import { readState, toPublicManifest } from './registry-state.ts';
import { readRequires } from './version-contract.ts';

/** The routes each remote renders in the host. */
export const remoteRoutes: Record<string, string[]> = {
  dashboard: ['/admin/dashboard'],
  acoes: ['/admin/acoes'],
  // The customer page renders its own error state without the API, like the other screens.
  tables: ['/admin/tables', '/admin/clientes/1'],
  settings: ['/admin/settings'],
  feedback_reports: ['/admin/feedback', '/admin/reports'],
};

const smokeUser = { id: 0, full_name: 'Verificação de deploy', user_type: 'ADMIN', is_superuser: true };

function chromiumPath() {
  return (
    process.env.CHROMIUM_PATH ??
    execSync('command -v chromium || command -v chromium-browser').toString().trim()
  );
}

/**
 * Serves the host with a candidate manifest (this version live, no fallbacks, so a failure shows)
 * and opens each of the remote's routes in headless Chromium. The API is not needed: a screen that
 * renders its own error state still counts as rendered; a missing entry or a render crash does not.
 */
export function createSmokeCheck(options: {
  root: string;
  hostDist: string;
  apiUrl?: string;
  timeoutMs?: number;
}) {
  return async (remote: string, version: string) => {
    const storage = localRegistry(options.root);
    const state = await readState(storage);
    // With its requires, as browsers will get it: the host checks them before loading the version.
    const requires = await readRequires(storage, remote, version);
    const candidate = toPublicManifest({
      remotes: {
        ...state.remotes,
        [remote]: {
          current: version,
          previous: [],
          updated_at: '',
          updated_by: '',
          history: [],
          requires: requires ? { [version]: requires } : {},
        },
      },
    });
    const gateway = await buildGateway({
      hostDist: options.hostDist,
      registryRoot: options.root,
      apiUrl: options.apiUrl ?? 'http://127.0.0.1:9',
      manifestOverride: candidate,
    });
    const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    try {
      const context = await browser.newContext();
      await context.addInitScript((user) => {
        localStorage.setItem('token', 'verificacao-de-deploy');
        localStorage.setItem('userData', JSON.stringify(user));
      }, smokeUser);
      const page = await context.newPage();
      for (const route of remoteRoutes[remote] ?? []) {
        await page.goto(`${address}${route}`);
        const outcome = page.locator('[data-remote-status="ready"], [data-remote-status="failed"]').first();
        await outcome.waitFor({ timeout: options.timeoutMs ?? 20_000 });
        // A crash in an effect right after the first render still swaps in the error state.
        await page.waitForTimeout(750);
        const failed = await page.locator('[data-remote-status="failed"]').count();
        if (failed > 0 || (await outcome.getAttribute('data-remote-status')) !== 'ready') {
          throw new Error(`${remote}@${version} não renderizou em ${route}`);
        }
      }
    } finally {
      await browser.close();
      await gateway.close();
    }
  };
}
