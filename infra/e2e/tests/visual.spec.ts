import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openInApp, type RequestTracker, settle, trackRequests } from './screen-settle.ts';
import { screens, viewports } from './screens.ts';
import { signIn } from './session.ts';

// Pixel baselines of the screens whose pictures caught what no assertion did: the login page, the
// dashboard (the shell: top bar, menu, cards; antd's navy header on the dark page) and Ações →
// Criar Usuário (a form: labels, bold text, the user's name in the top bar: a change of font). Each
// in both themes at 1440 and 390 px is compared with a committed baseline
// (tests/visual.spec.ts-snapshots/). Every other screen and tab is checked by look.spec.ts with DOM
// and computed-style assertions. Chromium renders with the pinned fonts (fonts/fonts.conf). Data
// that changes between runs is left out (table rows) or masked (figures, counters, the chart).
// After an intended change: `pnpm visual:update` (see infra/e2e/README.md).

const pictured = new Set(['dashboard', 'acoes-criar-usuario']);

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
  // The liability panel's period (today's date) and scope.
  page.locator('[data-testid="liability-period"], [data-testid="liability-scope"]'),
];

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
    test(`visual: login, dashboard e criar usuário, tema ${theme === 'light' ? 'claro' : 'escuro'}, ${viewport.width} px`, async ({
      page,
    }) => {
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
      for (const screen of screens.filter((candidate) => pictured.has(candidate.name))) {
        await openInApp(page, screen.url, screen.remote);
        await shoot(page, requests, `${screen.name}-${suffix}`, screen.mask?.(page));
      }
    });
  }
}
