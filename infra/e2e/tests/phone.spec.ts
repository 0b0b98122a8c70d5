import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { followInApp, type RequestTracker, settle, trackRequests } from './screen-settle.ts';
import { admin, signIn, storedKeys } from './session.ts';

// Every screen and tab at 390 px (a phone): the page never scrolls sideways (wide tables scroll inside
// their card), titles wrap between words only, and the side menu is a drawer (docs/product.md §2.3).
test.use({ viewport: { width: 390, height: 844 } });

const screensDir = path.join(import.meta.dirname, '../test-results/screens');
mkdirSync(screensDir, { recursive: true });

/**
 * Every screen and tab, by remote, with the file name of its screenshot; an `{id}` is filled from
 * the API. One test per group: its first screen is loaded, the others are reached inside the app as
 * the menu and the tabs do (followInApp), so the shell and the remote load once per group instead of
 * once per screen. The edit form comes after another tab, so it opens fresh on its record.
 */
const groups: Record<string, Array<{ name: string; url: string }>> = {
  dashboard: [{ name: 'dashboard', url: '/admin/dashboard' }],
  ações: [
    { name: 'acoes-criar-promocao', url: '/admin/acoes?tab=criar-promocao' },
    { name: 'acoes-criar-usuario', url: '/admin/acoes?tab=criar-usuario' },
    { name: 'acoes-enviar-notificacao', url: '/admin/acoes?tab=enviar-notificacao' },
    { name: 'acoes-historico-notificacoes', url: '/admin/acoes?tab=historico-notificacoes' },
    { name: 'acoes-validar-voucher', url: '/admin/acoes?tab=validar-voucher' },
    { name: 'acoes-editar-promocao', url: '/admin/acoes?tab=criar-promocao&editar={offer}' },
  ],
  tabelas: [
    { name: 'tabelas-usuarios', url: '/admin/tables?tab=points' },
    { name: 'tabelas-atividades', url: '/admin/tables?tab=activities' },
    { name: 'tabelas-resgates', url: '/admin/tables?tab=redemptions' },
    { name: 'tabelas-ofertas', url: '/admin/tables?tab=offers' },
    { name: 'cliente', url: '/admin/clientes/{customer}' },
  ],
  configurações: [
    { name: 'configuracoes-localizacoes', url: '/admin/settings?tab=locations' },
    { name: 'configuracoes-parceiros', url: '/admin/settings?tab=partners' },
    { name: 'configuracoes-concessionarias', url: '/admin/settings?tab=dealerships' },
    { name: 'configuracoes-lojas', url: '/admin/settings?tab=partner-locations' },
    { name: 'configuracoes-regras', url: '/admin/settings?tab=rules' },
    { name: 'configuracoes-sincronizacao', url: '/admin/settings?tab=sync' },
    { name: 'configuracoes-usuarios', url: '/admin/settings?tab=users' },
    { name: 'configuracoes-auditoria', url: '/admin/settings?tab=auditoria' },
  ],
  'feedback e relatórios': [
    { name: 'feedback', url: '/admin/feedback' },
    { name: 'relatorios', url: '/admin/reports' },
    { name: 'relatorios-passivo', url: '/admin/reports?tab=passivo' },
  ],
};

async function apiGet<T>(page: Page, apiPath: string): Promise<T> {
  const { token } = await storedKeys(page);
  const response = await page.request.get(`/api/v1/${apiPath}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), apiPath).toBe(true);
  return (await response.json()) as T;
}

/** The ids the record screens open: the first customer of Tabelas → Usuários and the first offer. */
async function recordIds(page: Page): Promise<{ customer?: number; offer?: number }> {
  const customers = await apiGet<{ results: Array<{ user_id: number }> }>(
    page,
    'loyalty/admin/points/summary/?page_size=1',
  );
  const offers = await apiGet<{ results: Array<{ id: number }> }>(
    page,
    'loyalty/admin/offers/list/?page_size=1',
  );
  return { customer: customers.results[0]?.user_id, offer: offers.results[0]?.id };
}

/** The page is as wide as the screen: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    screen: window.innerWidth,
  }));
  expect(widths.scroll, 'largura da página').toBeLessThanOrEqual(widths.screen);
}

/** No card, form field, modal or drawer sticks out of the screen (content a clipping parent would hide). */
async function expectBoxesInsideScreen(page: Page) {
  const outside = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.ant-card, .ant-form-item, .ant-modal, .ant-drawer-content-wrapper')]
        .filter((element) => !element.closest('.ant-table, .ant-tabs-nav'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
        .map(({ element, box }) => `${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`),
    );
  // Polled: a drawer or modal slides in before it settles inside the screen.
  await expect.poll(outside, { message: 'caixas fora da tela' }).toEqual([]);
}

/** Each word of the title sits on one line: a word cut across lines has boxes at different heights. */
async function expectWordsWhole(title: Locator) {
  const cutWords = await title.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) cut.push(match[0]);
      }
    }
    return cut;
  });
  expect(cutWords, 'palavras do título partidas').toEqual([]);
}

async function checkScreen(page: Page, requests: RequestTracker, name: string, title: Locator) {
  await expect(title).toBeVisible();
  // Tables and lists arrive after the title: measure the screen once the API has answered.
  await settle(page, requests);
  await expectNoSidewaysScroll(page);
  await expectBoxesInsideScreen(page);
  await expectWordsWhole(title);
  await page.screenshot({ path: path.join(screensDir, `${name}-390.png`), fullPage: true });
}

/** The screen's first heading (a customer's page is titled by the customer's name, an h3 in its card). */
const pageTitle = (page: Page) => page.locator('.admin-content').locator('h1, h2, h3').first();

test('login a 390 px: sem rolagem lateral, título inteiro', async ({ page }) => {
  const requests = trackRequests(page);
  await page.goto('/auth/login');
  await checkScreen(page, requests, 'login', page.getByRole('heading', { name: 'Sistema de Fidelidade' }));
});

for (const [group, screens] of Object.entries(groups)) {
  test(`${group} a 390 px: sem rolagem lateral, caixas na tela, título sem palavras partidas`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const requests = trackRequests(page);
    const needsIds = screens.some((screen) => screen.url.includes('{'));
    const [first] = screens;
    // Straight to the group's first screen, or first to the API for the ids a record screen needs.
    await signIn(page, admin, needsIds ? '/api/v1/health/' : first?.url);
    const ids = needsIds ? await recordIds(page) : {};
    for (const screen of screens) {
      const url = screen.url
        .replace('{offer}', String(ids.offer))
        .replace('{customer}', String(ids.customer));
      await test.step(screen.name, async () => {
        if (screen === first && needsIds) await page.goto(url);
        else if (screen !== first) await followInApp(page, url);
        // A tab the screen does not have would fall back to the default tab: the URL must keep it.
        await expect(page).toHaveURL((current) => current.pathname + current.search === url);
        await expect(page.getByText('Acesso negado')).toHaveCount(0);
        await checkScreen(page, requests, screen.name, pageTitle(page));
      });
    }
  });
}

test('o menu lateral é uma gaveta: abre no botão, navega, fecha e devolve o foco', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  // The top bar stays one line: the menu button and the user's avatar share the same row.
  const bar = await page.locator('.top-bar').boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(64);

  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Tabelas' }).click();
  await expect(page).toHaveURL(/\/admin\/tables$/);
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Tabelas' })).toBeVisible();

  await opener.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expectNoSidewaysScroll(page);
});

test('janelas e gavetas cabem na tela de 390 px', async ({ page }) => {
  await signIn(page);
  // The transaction details drawer asks for 420 px.
  await page.getByRole('button', { name: 'Detalhes' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Detalhes da transação' })).toBeVisible();
  await expectBoxesInsideScreen(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Detalhes da transação' })).toBeHidden();

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  // Meu Perfil is a page now (sessions, password, second factor), not a window.
  await expect(page).toHaveURL(/\/admin\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  await expectBoxesInsideScreen(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: path.join(screensDir, 'meu-perfil-390.png') });

  await page.goto('/admin/feedback');
  await page
    .getByRole('button', { name: /Responder/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Responder Feedback' })).toBeVisible();
  await expectBoxesInsideScreen(page);
  await expectNoSidewaysScroll(page);
});
