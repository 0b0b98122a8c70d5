import { expect, type Page, test } from '@playwright/test';
import { bearer, staffToken } from './offers-api.ts';
import { chooseOption } from './select-option.ts';
import { admin, signIn } from './session.ts';

// Configurações' management lists against the real stack: a new record is in sight at once (page 1,
// on top, marked), partners are searched by name through the API, and a sort by a column header
// lives in the URL, so a reload keeps it.

const stamp = Date.now().toString(36);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const firstCells = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row > td:nth-child(1 of :not(.ant-table-selection-column))');

async function openTab(page: Page, query: string) {
  await signIn(page, admin, `/admin/settings?${query}`);
  await expect(page.getByRole('heading', { name: 'Configurações', level: 2 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('um parceiro criado aparece na hora, no topo da página 1 e destacado; a busca por nome o encontra', async ({
  page,
}) => {
  // Start sorted and filtered: the create must still bring the new partner into sight.
  await openTab(page, 'tab=partners&ordering=brand_name&category=vestuario');
  const name = `Zz Marca E2E ${stamp}`;
  await page.getByRole('button', { name: 'Novo Parceiro' }).click();
  await page.getByLabel('Nome da Marca').fill(name);
  // The option list is virtual: typing narrows it to the option first.
  await page.getByLabel('Categoria', { exact: true }).fill('Telecom');
  await chooseOption(page, 'Categoria', 'Telecomunicações');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Parceiro criado com sucesso!')).toBeVisible();

  const created = page.locator('.ant-table-tbody tr[data-highlighted="true"]');
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(name);
  await expect(created).toHaveClass(/row-highlight/);
  await expect(firstCells(page).first()).toHaveText(name);
  await expect(page).toHaveURL(/\/admin\/settings\?tab=partners$/);
  // Page 1 of the list (when it has pages at all).
  const pager = page.locator('.ant-pagination');
  if ((await pager.count()) > 0) {
    await expect(pager.locator('.ant-pagination-item-active')).toHaveText('1');
  }

  await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(`marca e2e ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`search=marca(\\+|%20)e2e(\\+|%20)${stamp}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(page.getByTestId('management-counter')).toHaveText(/^1 de \d+ parceiros$/);
});

test('ordenar uma lista de gestão pelo nome fica na URL e sobrevive ao recarregar', async ({
  page,
  request,
}) => {
  await openTab(page, 'tab=dealerships');
  const nameHeader = page.getByRole('columnheader', { name: 'Nome', exact: true });
  await nameHeader.click();
  await expect(page).toHaveURL(/[?&]ordering=name(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // The API's own answer for that order is what the first page shows.
  const { token } = await staffToken(request, admin);
  const response = await request.get('/api/v1/partnerships/dealerships/?ordering=name&page_size=10', {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: { name: string }[] };
  const expected = body.results.map((row) => row.name);
  await expect(firstCells(page)).toHaveText(expected);

  await page.reload();
  await expect(page).toHaveURL(/[?&]ordering=name(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'Nome', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstCells(page)).toHaveText(expected);

  await page.getByRole('columnheader', { name: 'Nome', exact: true }).click();
  await expect(page).toHaveURL(/[?&]ordering=-name(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'Nome', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
