import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectBoxesInsideScreen, expectNoSidewaysScroll, expectWordsWhole, pageTitle } from './phone-fit.ts';
import { type RequestTracker, settle, trackRequests } from './screen-settle.ts';
import { admin, apiHeaders, signIn } from './session.ts';

// A phone (390 px, docs/product.md §2.3): the sign-in page and the offer edit form fit (every other
// screen and tab is checked at 390 px by look.spec.ts's phone walk, with the same checks of
// phone-fit.ts), the side menu is a drawer, and dialogs and drawers fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

const screensDir = path.join(import.meta.dirname, '../test-results/screens');
mkdirSync(screensDir, { recursive: true });

async function checkScreen(page: Page, requests: RequestTracker, name: string, title: Locator) {
  await expect(title).toBeVisible();
  // Tables and lists arrive after the title: measure the screen once the API has answered.
  await settle(page, requests);
  await expectNoSidewaysScroll(page);
  await expectBoxesInsideScreen(page);
  await expectWordsWhole(title);
  await page.screenshot({ path: path.join(screensDir, `${name}-390.png`), fullPage: true });
}

test('login a 390 px: sem rolagem lateral, título inteiro', async ({ page }) => {
  const requests = trackRequests(page);
  await page.goto('/auth/login');
  await checkScreen(page, requests, 'login', page.getByRole('heading', { name: 'Sistema de Fidelidade' }));
});

test('editar promoção a 390 px: sem rolagem lateral, caixas na tela, título sem palavras partidas', async ({
  page,
}) => {
  const requests = trackRequests(page);
  const headers = await apiHeaders(page.request);
  const offers = await page.request.get('/api/v1/loyalty/admin/offers/list/?page_size=1', { headers });
  expect(offers.ok(), 'lista de ofertas').toBe(true);
  const [offer] = ((await offers.json()) as { results: Array<{ id: number }> }).results;
  const url = `/admin/acoes?tab=criar-promocao&editar=${offer?.id}`;
  await signIn(page, admin, url);
  // A tab the screen does not have would fall back to the default tab: the URL must keep it.
  await expect(page).toHaveURL((current) => current.pathname + current.search === url);
  await expect(page.getByText('Acesso negado')).toHaveCount(0);
  await checkScreen(page, requests, 'acoes-editar-promocao', pageTitle(page));
});

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
