import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, signIn } from './session.ts';

// The rough edges only a real browser on the real stack shows: computed colours, network answers
// and layout boxes.

/** Relative luminance of a CSS `rgb()`/`rgba()` colour (opaque backgrounds only). */
function luminance(color: string): number {
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const unit = value / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('tema escuro: a barra superior segue o tema, não fica azul-marinho', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page);
  const bar = page.locator('.top-bar');
  const background = await backgroundOf(bar);
  // antd's default header colour (#001529) is what the screenshot showed.
  expect(background).not.toBe('rgb(0, 21, 41)');
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  // A neutral dark surface: dark, and no channel tinted away from grey.
  expect(luminance(background)).toBeLessThan(0.05);
  expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(8);
  // The user's name on it stays readable (4.5:1).
  const text = await page.locator('.user-menu-text').evaluate((element) => getComputedStyle(element).color);
  expect(text).toMatch(/^rgba?\(2[3-5]\d, 2[3-5]\d, 2[3-5]\d/);
});

test('/favicon.ico é um ícone, e nenhuma página registra 404', async ({ page }) => {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\//);
  // An ICO file starts with 00 00 01 00 (the SPA fallback would answer with index.html).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.ico$/);
  expect(notFound).toEqual([]);
  expect(errors.filter((text) => text.includes('404'))).toEqual([]);
});

/** Gap in px between the bottom of the top bar and the top of the screen's title. */
async function gapUnderTopBar(page: Page, title: string) {
  const heading = page.getByRole('heading', { name: title, level: 2 });
  await expect(heading).toBeVisible();
  const bar = await page.locator('.top-bar').boundingBox();
  const box = await heading.boundingBox();
  if (!bar || !box) throw new Error('sem caixa para a barra ou o título');
  return box.y - (bar.y + bar.height);
}

test('o título de cada tela fica logo abaixo da barra superior', async ({ page }) => {
  await signIn(page);
  const screens: [string, string][] = [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/acoes', 'Ações'],
    ['/admin/tables', 'Tabelas'],
    ['/admin/settings', 'Configurações'],
    ['/admin/feedback', 'Feedbacks dos Usuários'],
    ['/admin/reports', 'Relatórios de Resgates'],
  ];
  for (const [url, title] of screens) {
    await page.goto(url);
    // The content's padding (24 px) and nothing else: no empty band of ~60 px.
    expect(await gapUnderTopBar(page, title), url).toBeLessThanOrEqual(32);
  }
});

/** Where a table's scroll box sits against its card, and whether anything scrolls sideways. */
async function tableBox(page: Page) {
  const scroller = page.locator('.ant-table-content, .ant-table-body').first();
  await expect(scroller).toBeVisible();
  return scroller.evaluate((element) => {
    const card = element.closest('.ant-card');
    return {
      inCard:
        card !== null && element.getBoundingClientRect().right <= card.getBoundingClientRect().right + 0.5,
      scrollsInside: element.scrollWidth > element.clientWidth,
      pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

/** `element` lies wholly within the card's box (not clipped by its edge). */
async function expectInside(element: Locator, card: Locator) {
  const inner = await element.boundingBox();
  const outer = await card.boundingBox();
  expect(inner && outer && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width).toBe(true);
}

/** How many lines the text of `cell` takes. */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test('a 1440 px, relatórios e ofertas ficam dentro do próprio card', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin, '/admin/reports');
  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  // Twelve columns, one line per row: they scroll inside the card, never past it or the page…
  expect(await tableBox(page)).toEqual({ inCard: true, scrollsInside: true, pageScrolls: false });
  // …with each row's date pinned in view at the card's edge, on one line.
  const card = page.locator('.ant-card', { has: page.locator('.ant-table') });
  await expectInside(page.getByRole('columnheader', { name: 'Data' }), card);
  const date = page.locator('tr.ant-table-row').first().locator('td').last();
  await expectInside(date, card);
  expect(await linesOf(date)).toBe(1);

  await page.goto('/admin/tables?tab=offers');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  expect(await tableBox(page)).toMatchObject({ inCard: true, pageScrolls: false });
  // Horário and Status are in view inside the card, not behind a scroll past its edge.
  for (const name of ['Horário', 'Status'])
    await expectInside(page.getByRole('columnheader', { name }), card);

  // Narrower than the columns can shrink: the table scrolls inside its card.
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(async () => (await tableBox(page)).scrollsInside).toBe(true);
  expect(await tableBox(page)).toMatchObject({ inCard: true, pageScrolls: false });
});

test('uma aba que o perfil não usa reescreve a URL para a aba mostrada', async ({ page }) => {
  await signIn(page, { email: 'concessionaria@fidelidade.com.br', password: 'fidelidade-conc-2026' });
  await page.goto('/admin/acoes?tab=criar-usuario');
  await expect(page.getByRole('tab', { name: 'Criar Promoção', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/acoes\?tab=criar-promocao$/);
});
