import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe-scan.ts';
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

type Theme = 'light' | 'dark';
const themeName = (theme: Theme) => (theme === 'light' ? 'claro' : 'escuro');
/**
 * The rules a theme can change: the two read colours. Every other rule of the tags reads the DOM,
 * names, roles and layout, which are the same in both themes (the theme only changes antd's tokens).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Switches the signed-in app's theme as a person does: the user menu's Tema Claro / Tema Escuro. */
async function switchTheme(page: Page, to: Theme) {
  await page.getByRole('button', { name: /Menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: to === 'dark' ? 'Tema Escuro' : 'Tema Claro' }).click();
  await expect(page.locator(`.app-root.theme-${to}`)).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
}

/**
 * One test per group, both themes: every screen is scanned with every rule in the theme the group
 * starts in (light for some groups, dark for the others, so both are also checked as the first
 * theme a page loads with), then the theme is switched in the app and every screen is scanned again
 * for the colour rules.
 */
Object.entries(groups).forEach(([group, screens], index) => {
  const first: Theme = index % 2 === 0 ? 'light' : 'dark';
  const second: Theme = first === 'light' ? 'dark' : 'light';
  test(`axe: nenhuma violação séria, ${group}, tema ${themeName(first)} e depois ${themeName(second)}`, async ({
    page,
  }) => {
    // Up to eight pages, each loaded and scanned twice, on a busy 2-core machine.
    test.setTimeout(240_000);
    // The first theme for the first page load; a switch made later stays (it writes the same key).
    await page.addInitScript((mode) => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', mode);
    }, first);
    const requests = trackRequests(page);
    const found: Record<string, string[]> = {};
    const scan = async (url: string, theme: Theme, withShell: boolean) => {
      // `withShell: false` leaves the side menu and the top bar out: on a screen that only changed
      // tab, they are the ones the previous screen's scan read (the same page, the same menu item
      // selected). In the second theme only the colour rules run: every other rule was run in the first.
      const violations = await seriousViolations(page, {
        rules: theme === second ? COLOUR_RULES : undefined,
        exclude: withShell ? [] : ['.side-menu', '.top-bar'],
      });
      if (violations.length > 0) found[`${url} (tema ${themeName(theme)})`] = violations;
    };
    const open = async (url: string) => {
      // Signed in on the way to the group's first screen, not through a dashboard first; the next
      // ones are reached inside the app, as the menu and the tabs do (the router follows the
      // history), instead of loading the shell and the remote again for each.
      if (page.url().includes('/admin/')) await followInApp(page, url);
      else await signIn(page, admin, url);
      // The operations console is the host's own screen, not a remote.
      const ready = url.endsWith('/operacoes') ? '[data-remote-release]' : '[data-remote-status="ready"]';
      await expect(page.locator(ready).first()).toBeVisible();
      await settle(page, requests);
    };
    const inApp = screens.filter((url) => url !== '/auth/login');
    if (screens.includes('/auth/login')) {
      // The sign-in page has no user menu: it loads in the first theme (the init script above), then
      // the second is saved and the page reloaded; the first is saved back for the screens after it.
      await page.goto('/auth/login');
      for (const theme of [first, second]) {
        if (theme === second) {
          await page.evaluate((mode) => localStorage.setItem('theme', mode), second);
          await page.reload();
        }
        await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
        await expect(page.locator(`.app-root.theme-${theme}`)).toBeVisible();
        await scan('/auth/login', theme, true);
      }
      await page.evaluate((mode) => localStorage.setItem('theme', mode), first);
    }
    for (const theme of [first, second]) {
      let previousPath = '';
      for (const url of inApp) {
        await open(url);
        if (theme === second && previousPath === '') {
          await switchTheme(page, second);
          await settle(page, requests);
        }
        const path = url.split('?')[0] ?? url;
        await scan(url, theme, path !== previousPath);
        previousPath = path;
      }
    }
    expect(found).toEqual({});
  });
});

test('a verificação acusa o que um leitor de tela e o contraste não aceitam', async ({ page }) => {
  // The scan itself is checked: a nameless button, a low-contrast text, an image without a text
  // alternative and an unlabelled field, put into the sign-in page, are each reported; the colour
  // rules alone report only the contrast; an excluded region is not read.
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.evaluate(() => {
    const faults = document.createElement('section');
    faults.className = 'faults';
    faults.innerHTML =
      '<button></button><p style="color:#eee;background:#fff">texto claro</p><img src="x.png"><input type="text">';
    document.body.appendChild(faults);
  });
  const rules = (found: string[]) => found.map((violation) => violation.split(':')[0]).sort();
  expect(rules(await seriousViolations(page))).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
    'label',
  ]);
  expect(rules(await seriousViolations(page, { rules: COLOUR_RULES }))).toEqual(['color-contrast']);
  expect(await seriousViolations(page, { exclude: ['.faults'] })).toEqual([]);
});

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
