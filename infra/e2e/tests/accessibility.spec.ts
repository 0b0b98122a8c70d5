import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { followInApp, settle, trackRequests } from './screen-settle.ts';
import { admin, signIn } from './session.ts';

// docs/accessibility.md: every screen and tab, in both themes, shows no serious or critical WCAG 2.1 A/AA
// violation (axe-core): contrast, names of controls and links, form labels, keyboard access to
// scrolling regions. Found: rule, then the elements, per screen.

/** The screens by remote: one test per group and theme, so the shards share them out evenly. */
const groups: Record<string, string[]> = {
  'login e dashboard': ['/auth/login', '/admin/dashboard'],
  ações: [
    ...['criar-promocao', 'criar-usuario', 'enviar-notificacao', 'historico-notificacoes'].map(
      (tab) => `/admin/acoes?tab=${tab}`,
    ),
    '/admin/acoes?tab=validar-voucher',
  ],
  tabelas: ['points', 'activities', 'redemptions', 'offers'].map((tab) => `/admin/tables?tab=${tab}`),
  configurações: [
    'locations',
    'partners',
    'dealerships',
    'partner-locations',
    'rules',
    'sync',
    'users',
    'auditoria',
  ].map((tab) => `/admin/settings?tab=${tab}`),
  'feedback, relatórios e operações': [
    '/admin/feedback',
    '/admin/reports',
    '/admin/reports?tab=passivo',
    '/admin/operacoes',
  ],
};

/**
 * `withShell: false` leaves the side menu and the top bar out: on a screen that only changed tab, they
 * are the ones the previous screen's scan read (the same page, the same menu item selected).
 */
async function seriousViolations(page: Page, withShell: boolean) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (!withShell) builder.exclude('.side-menu').exclude('.top-bar');
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const theme of ['light', 'dark'] as const) {
  for (const [group, screens] of Object.entries(groups)) {
    test(`axe: nenhuma violação séria, ${group}, tema ${theme === 'light' ? 'claro' : 'escuro'}`, async ({
      page,
    }) => {
      // Up to eight pages, each loaded and scanned, on a busy 2-core machine.
      test.setTimeout(150_000);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const requests = trackRequests(page);
      const found: Record<string, string[]> = {};
      let previousPath = '';
      for (const url of screens) {
        const path = url.split('?')[0] ?? url;
        if (url === '/auth/login') {
          await page.goto(url);
          await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
        } else {
          // Signed in on the way to the group's first screen, not through a dashboard first; the next
          // ones are reached inside the app, as the menu and the tabs do (the router follows the
          // history), instead of loading the shell and the remote again for each.
          if (page.url().includes('/admin/')) await followInApp(page, url);
          else await signIn(page, admin, url);
          // The operations console is the host's own screen, not a remote.
          const ready = url.endsWith('/operacoes') ? '[data-remote-release]' : '[data-remote-status="ready"]';
          await expect(page.locator(ready).first()).toBeVisible();
          await settle(page, requests);
        }
        const violations = await seriousViolations(page, path !== previousPath);
        previousPath = path;
        if (violations.length > 0) found[url] = violations;
      }
      expect(found).toEqual({});
    });
  }
}

test('uma tabela mais larga que a tela rola só com o teclado', async ({ page }) => {
  // Narrow enough that the activities table's columns overflow their card.
  await page.setViewportSize({ width: 900, height: 720 });
  await signIn(page, admin, '/admin/tables?tab=activities');
  const region = page.getByRole('region', { name: 'Atividades recentes' });
  await expect(region).toBeVisible();
  await page.locator('body').focus();
  for (
    let presses = 0;
    presses < 40 && !(await region.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(region).toBeFocused();
  // The focused box scrolls sideways with the arrow keys (End would scroll it vertically).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
