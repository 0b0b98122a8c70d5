import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './select-option.ts';
import { signIn, storedKeys } from './session.ts';

// The tables screen keeps each tab's filters and page in the URL with the same names as the API
// query, so every check compares the rows on screen with the API's answer for the URL's query.

interface Tab {
  id: string;
  path: string;
  /** Field shown in the first column. */
  field: string;
}

const points: Tab = { id: 'points', path: 'loyalty/admin/points/summary/', field: 'user_name' };
const activities: Tab = { id: 'activities', path: 'loyalty/admin/activities/recent/', field: 'user_name' };
const redemptions: Tab = { id: 'redemptions', path: 'loyalty/admin/redemptions/recent/', field: 'user_name' };
const offers: Tab = { id: 'offers', path: 'loyalty/admin/offers/list/', field: 'title' };

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const urlParams = (page: Page) => new URL(page.url()).searchParams;

/** The API's answer for the query in the page's URL (what the screen should show). */
async function apiAnswer(page: Page, tab: Tab) {
  const { token } = await storedKeys(page);
  const query = new URLSearchParams(urlParams(page));
  query.delete('tab');
  query.set('page_size', '10');
  const response = await page.request.get(`/api/v1/${tab.path}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { count: number; results: Record<string, unknown>[] };
}

/** Waits until the table shows exactly the API's page for the current URL; returns that page. */
async function expectRowsMatchApi(page: Page, tab: Tab) {
  const answer = await apiAnswer(page, tab);
  await expect(rows(page)).toHaveCount(answer.results.length);
  const first = answer.results[0];
  const last = answer.results.at(-1);
  if (first && last) {
    await expect(rows(page).first().locator('td:not(.ant-table-selection-column)').first()).toHaveText(
      String(first[tab.field]),
    );
    await expect(rows(page).last().locator('td:not(.ant-table-selection-column)').first()).toHaveText(
      String(last[tab.field]),
    );
  }
  return answer;
}

/** An offer's 'Status' as the list shows it (docs/product.md §4; offer-labels.ts in the remote). */
function displayStatus(offer: Record<string, unknown>): string {
  if (!offer.is_active) return offer.awaiting_approval ? 'Aguardando aprovação' : 'Inativa';
  if (!offer.is_valid_now) return 'Expirada';
  return offer.sold_out ? 'Esgotada' : 'Ativa';
}

async function goToPage(page: Page, number: number) {
  await page
    .getByRole('navigation', { name: 'Paginação' })
    .getByRole('button', { name: `Página ${number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
}

/** Types a word taken from the data; the URL gets it after the 500 ms debounce, page reset. */
async function search(page: Page, term: string) {
  await page.getByLabel('Buscar').fill(term);
  await expect.poll(() => urlParams(page).get('search')).toBe(term);
  expect(urlParams(page).get('page')).toBeNull();
}

/** A word of a name shown on the current page (the longest, so the search is selective). */
async function wordFromFirstRow(page: Page) {
  const name =
    (await rows(page).first().locator('td:not(.ant-table-selection-column)').first().textContent()) ?? '';
  return name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
}

/** Searches a word of the first row's name: the API finds it and the table shows the API's page. */
async function searchWordOfFirstRow(page: Page, tab: Tab) {
  const term = await wordFromFirstRow(page);
  await search(page, term);
  const found = await expectRowsMatchApi(page, tab);
  expect(found.count).toBeGreaterThan(0);
  return { term, found };
}

/** The `nth` cell (1-based, as CSS counts) of every one of the `count` rows reads `text`. */
async function expectColumnReads(page: Page, nth: number, count: number, text: string) {
  await expect(rows(page).locator(`td:nth-child(${nth})`)).toHaveText(Array(count).fill(text));
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('usuários: paginação, apenas ativos e busca na URL, mantidos ao recarregar e voltar', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Tabelas' }).click();
  await expect(page).toHaveURL(/\/admin\/tables$/);
  await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  const first = await expectRowsMatchApi(page, points);
  expect(first.count).toBeGreaterThan(10);
  // The CPF, masked in the list (LGPD): its middle digits only, beside the audited 'Mostrar CPF'.
  const cpfCell = rows(page).first().locator('td:not(.ant-table-selection-column)').nth(1);
  await expect(cpfCell).toHaveText(/^\*\*\*\.\d{3}\.\d{3}-\*\*Mostrar CPF$/);
  await expect(cpfCell.getByRole('button', { name: /^Mostrar CPF de / })).toBeVisible();

  await goToPage(page, 2);
  await expectRowsMatchApi(page, points);
  // Paging pushes history: back returns to page 1.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expectRowsMatchApi(page, points);
  await goToPage(page, 2);

  await page.getByRole('checkbox', { name: 'Apenas ativos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Apenas ativos' })).toBeChecked();
  await expect.poll(() => urlParams(page).get('active_only')).toBe('true');
  expect(urlParams(page).get('page')).toBeNull();
  await expectRowsMatchApi(page, points);

  const { term } = await searchWordOfFirstRow(page, points);

  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue(term);
  await expect(page.getByRole('checkbox', { name: 'Apenas ativos' })).toBeChecked();
  await expectRowsMatchApi(page, points);
});

test('atividades: tipo Subtração, paginação e busca, mantidos ao recarregar', async ({ page }) => {
  await page.goto('/admin/tables?tab=activities');
  await expect(page.getByRole('tab', { name: 'Atividades Recentes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectRowsMatchApi(page, activities);

  await chooseOption(page, 'Tipo de atividade', 'Subtração');
  await expect.poll(() => urlParams(page).get('activity_type')).toBe('Subtração');
  const filtered = await expectRowsMatchApi(page, activities);
  expect(filtered.count).toBeGreaterThan(10);
  await expectColumnReads(page, 3, filtered.results.length, 'Subtração');

  await goToPage(page, 2);
  await expectRowsMatchApi(page, activities);

  const { term } = await searchWordOfFirstRow(page, activities);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Buscar')).toHaveValue(term);
  const typeField = page.locator('.ant-form-item', { has: page.getByLabel('Tipo de atividade') });
  await expect(typeField).toContainText('Subtração');
  await expectRowsMatchApi(page, activities);
});

test('resgates: status utilizado, paginação e busca, mantidos ao recarregar', async ({ page }) => {
  await page.goto('/admin/tables');
  await page.getByRole('tab', { name: 'Últimos Resgates' }).click();
  await expect(page).toHaveURL(/\/admin\/tables\?tab=redemptions$/);
  await expectRowsMatchApi(page, redemptions);
  await goToPage(page, 2);
  await expectRowsMatchApi(page, redemptions);

  await chooseOption(page, 'Status', 'Utilizado');
  await expect.poll(() => urlParams(page).get('status')).toBe('utilizado');
  expect(urlParams(page).get('page')).toBeNull();
  const filtered = await expectRowsMatchApi(page, redemptions);
  await expectColumnReads(page, 5, filtered.results.length, 'Utilizado');

  const { term, found } = await searchWordOfFirstRow(page, redemptions);

  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue(term);
  await expectRowsMatchApi(page, redemptions);
  await expectColumnReads(page, 5, found.results.length, 'Utilizado');
});

test('ofertas: tipo, apenas ativas/válidas, paginação e busca, mantidos ao recarregar', async ({ page }) => {
  await page.goto('/admin/tables?tab=offers');
  const all = await expectRowsMatchApi(page, offers);
  expect(all.count).toBeGreaterThan(10);
  await goToPage(page, 2);
  await expectRowsMatchApi(page, offers);

  // Every display status follows the product's rule ('Status' is the 8th column, after 'Local'); a
  // budgeted offer's cell goes on with its budget lines. Other specs on the stack leave offers
  // sold out (audiences.spec.ts) or awaiting approval (approvals.spec.ts).
  const second = await apiAnswer(page, offers);
  await expect(rows(page).locator('td:nth-child(8)')).toHaveText(
    second.results.map((offer) => new RegExp(`^${displayStatus(offer)}`)),
  );

  await page.getByRole('checkbox', { name: 'Apenas ativas' }).click();
  await expect(page.getByRole('checkbox', { name: 'Apenas ativas' })).toBeChecked();
  await expect.poll(() => urlParams(page).get('active_only')).toBe('true');
  expect(urlParams(page).get('page')).toBeNull();
  await expectRowsMatchApi(page, offers);
  await expect(rows(page).locator('td:nth-child(8)', { hasText: 'Inativa' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Apenas válidas' }).click();
  await expect(page.getByRole('checkbox', { name: 'Apenas válidas' })).toBeChecked();
  await expect.poll(() => urlParams(page).get('valid_only')).toBe('true');
  const valid = await expectRowsMatchApi(page, offers);
  // Valid now: 'Ativa', or 'Esgotada' once a budget is spent.
  await expect(rows(page).locator('td:nth-child(8)')).toHaveText(
    valid.results.map((offer) => new RegExp(`^${offer.sold_out ? 'Esgotada' : 'Ativa'}`)),
  );

  await page.getByRole('button', { name: /Limpar filtros/ }).click();
  await expect(page).toHaveURL(/\/admin\/tables\?tab=offers$/);
  await chooseOption(page, 'Tipo', 'Cupom de Desconto');
  await expect.poll(() => urlParams(page).get('type')).toBe('CUPOM_DESCONTO');
  const coupons = await expectRowsMatchApi(page, offers);
  expect(coupons.count).toBeGreaterThan(0);
  await expectColumnReads(page, 3, coupons.results.length, 'Cupom de Desconto');

  const { term, found } = await searchWordOfFirstRow(page, offers);

  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue(term);
  await expectRowsMatchApi(page, offers);
  await expectColumnReads(page, 3, found.results.length, 'Cupom de Desconto');
});

test('concessionária vê só os dados que o servidor lhe devolve', async ({ page }) => {
  await page.goto('/admin/tables?tab=redemptions');
  const adminCount = (await expectRowsMatchApi(page, redemptions)).count;
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await signIn(page, { email: 'concessionaria@fidelidade.com.br', password: 'fidelidade-conc-2026' });
  await page.goto('/admin/tables?tab=redemptions');
  const own = await expectRowsMatchApi(page, redemptions);
  expect(own.count).toBeLessThan(adminCount);
});
