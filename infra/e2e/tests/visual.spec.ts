import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openInApp, type RequestTracker, settle, trackRequests } from './screen-settle.ts';
import { signIn, storedKeys } from './session.ts';

// Issue 19: the finish stays finished. Every screen and tab, in both themes, at 1440 and 390 px, is
// compared with a committed baseline (tests/visual.spec.ts-snapshots/). Data that changes between
// runs is left out (table rows) or masked (figures, counters, the chart); layout, colours, type and
// spacing are compared. After an intended change: `pnpm visual:update` (see infra/e2e/README.md).

interface Screen {
  name: string;
  /** An `{customer}` is filled from the API. */
  url: string;
  /** The federated remote that renders it (its `data-remote` in the shell). */
  remote: string;
  /** What else varies on this screen only. */
  mask?: (page: Page) => Locator[];
}

const tabs = (remote: string, screenPath: string, name: string, ids: string[]): Screen[] =>
  ids.map((tab) => ({ name: `${name}-${tab}`, url: `/admin/${screenPath}?tab=${tab}`, remote }));

const screens: Screen[] = [
  { name: 'dashboard', url: '/admin/dashboard', remote: 'dashboard' },
  ...tabs('acoes', 'acoes', 'acoes', [
    'criar-promocao',
    'criar-usuario',
    'enviar-notificacao',
    'historico-notificacoes',
    'validar-voucher',
  ]),
  ...tabs('tables', 'tables', 'tabelas', ['points', 'activities', 'redemptions', 'offers']),
  {
    name: 'cliente',
    url: '/admin/clientes/{customer}',
    remote: 'tables',
    // The customer's name titles the page.
    mask: (page) => [page.locator('.admin-content h3')],
  },
  ...tabs('settings', 'settings', 'configuracoes', [
    'locations',
    'partners',
    'dealerships',
    'partner-locations',
    'rules',
    'sync',
    'users',
    'auditoria',
  ]),
  { name: 'feedback', url: '/admin/feedback', remote: 'feedback_reports' },
  { name: 'relatorios', url: '/admin/reports', remote: 'feedback_reports' },
];

/** Rows of data leave each picture: their number and text depend on what other tests created. */
const withoutRows = path.join(import.meta.dirname, 'visual-without-rows.css');

/** Other data a screen may show that legitimately differs from one run (or one day) to the next. */
const volatile = (page: Page): Locator[] => [
  page.locator('.ant-statistic-content'),
  page.locator('.ant-descriptions-item-content'),
  page.locator('[data-testid="management-counter"]'),
  page.locator('.paginator'),
  page.getByText(/^(\S+ registro\(s\)|mais de \S+ registros)$/),
  // The dashboard's trend chart (uPlot: a canvas and its legend of figures).
  page.locator('[data-testid="trend-chart"], .admin-content canvas'),
];

const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The customer page's record: the active customer who earned most. Other tests add activity (which
 * reorders Tabelas' default list) and customers, but do not overtake the seed's top earner.
 */
async function steadyCustomerId(page: Page): Promise<number> {
  const { token } = await storedKeys(page);
  const query = 'active_only=true&ordering=-total_earned&page_size=1';
  const response = await page.request.get(`/api/v1/loyalty/admin/points/summary/?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), 'lista de clientes').toBe(true);
  const body = (await response.json()) as { results: Array<{ user_id: number }> };
  const id = body.results[0]?.user_id;
  if (id === undefined) throw new Error('nenhum cliente ativo no seed');
  return id;
}

async function shoot(page: Page, requests: RequestTracker, name: string, extraMask: Locator[] = []) {
  await settle(page, requests);
  // Soft: one run reports every screen that drifted, each with its diff image in test-results.
  await expect.soft(page, name).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    fullPage: false,
    mask: [...volatile(page), ...extraMask],
    stylePath: withoutRows,
    // A pixel counts as changed when its colour moves by more than 2% (YIQ distance). Playwright's
    // default (20%) misses antd's navy header (#001529) against the dark page (#141414).
    threshold: 0.02,
    maxDiffPixelRatio: 0.01,
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test(`visual: todas as telas, tema ${theme === 'light' ? 'claro' : 'escuro'}, ${viewport.width} px`, async ({
      page,
    }) => {
      // 22 screens compared on a shared 2-core machine.
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const requests = trackRequests(page);
      const suffix = `${theme}-${viewport.width}`;

      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await shoot(page, requests, `login-${suffix}`);

      await signIn(page);
      // The pointer rests on the top bar's empty top edge: no hover state in the shots.
      await page.mouse.move(60, 4);
      const customer = await steadyCustomerId(page);
      for (const screen of screens) {
        await openInApp(page, screen.url.replace('{customer}', String(customer)), screen.remote);
        await shoot(page, requests, `${screen.name}-${suffix}`, screen.mask?.(page));
      }
    });
  }
}
