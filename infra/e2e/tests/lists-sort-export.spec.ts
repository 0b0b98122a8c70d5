import { expect, type Page, type Request, type TestInfo, test } from '@playwright/test';
import { readCsvDownload } from './csv-download.ts';
import { signIn, storedKeys } from './session.ts';

// Tabelas: a column header sorts through the API (`?ordering=`, kept in the URL), and 'Exportar CSV'
// downloads every row of the tab's current filter and sort. The screen and the file are compared
// with the API's own answer for the same query, read with the page's token.

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** pt-BR integer as the table shows it ('1.234', '-250') → number. */
const ptInteger = (text: string) => Number(text.replace(/\./g, '').replace('−', '-'));

/** GET an API URL (path and query) with the signed-in user's token. */
async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const { token } = await storedKeys(page);
  const response = await page.request.get(pathAndQuery, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), pathAndQuery).toBe(true);
  return (await response.json()) as T;
}

/** The JSON list for the query the export asked for, without `format=csv`, 100 rows a page. */
function sameQueryAsJson(request: Request): string {
  const url = new URL(request.url());
  expect(url.searchParams.get('format')).toBe('csv');
  url.searchParams.delete('format');
  url.searchParams.set('page_size', '100');
  return `${url.pathname}${url.search}`;
}

/** Clicks 'Exportar CSV'; returns the export's request and the downloaded file. */
async function exportCsv(page: Page, testInfo: TestInfo) {
  const exportRequest = page.waitForRequest((request) => request.url().includes('format=csv'));
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const request = await exportRequest;
  const file = await readCsvDownload(await downloadEvent, testInfo);
  return { request, file };
}

/** Waits until the names on screen are the API's first page of the points tab in `ordering`. */
async function expectNamesInApiOrder(page: Page, ordering: string) {
  const answer = await apiGet<{ results: { user_name: string }[] }>(
    page,
    `/api/v1/loyalty/admin/points/summary/?ordering=${ordering}&page=1&page_size=10`,
  );
  const names = answer.results.map((row) => row.user_name);
  await expect(rows(page).locator('td:nth-child(1 of :not(.ant-table-selection-column))')).toHaveText(names);
  return names;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Tabelas → Usuários: ordena por Saldo pelo cabeçalho; recarregar mantém URL, cabeçalho e ordem', async ({
  page,
}) => {
  await page.goto('/admin/tables?tab=points');
  await expect(rows(page).first()).toBeVisible();

  await header(page, 'Saldo').click();
  await expect.poll(() => urlParam(page, 'ordering')).toBe('points_balance');
  await expect(header(page, 'Saldo')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await expectNamesInApiOrder(page, 'points_balance');

  await header(page, 'Saldo').click();
  await expect.poll(() => urlParam(page, 'ordering')).toBe('-points_balance');
  await expect(header(page, 'Saldo')).toHaveAttribute('aria-sort', 'descending');
  const descending = await expectNamesInApiOrder(page, '-points_balance');
  expect(descending).not.toEqual(ascending);
  const balances = async () =>
    (await rows(page).locator('td:nth-child(3 of :not(.ant-table-selection-column))').allTextContents()).map(
      ptInteger,
    );
  const shown = await balances();
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  await page.reload();
  await expect(page).toHaveURL(/[?&]ordering=-points_balance(&|$)/);
  await expect(header(page, 'Saldo')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).locator('td:nth-child(1 of :not(.ant-table-selection-column))')).toHaveText(
    descending,
  );
  expect(await balances()).toEqual(shown);
});

test('Tabelas → Atividades: exporta a busca "óleo" ordenada por Data — as linhas que a API conta, acentos e vírgulas decimais intactos', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/tables?tab=activities');
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Buscar').fill('óleo');
  await expect.poll(() => urlParam(page, 'search')).toBe('óleo');
  // Oldest first: the opposite of the list's default, so the sort visibly travels with the export.
  await header(page, 'Data').click();
  await expect.poll(() => urlParam(page, 'ordering')).toBe('created_at');
  await expect(rows(page).first()).toContainText('óleo');

  const { request, file } = await exportCsv(page, testInfo);
  const query = new URL(request.url()).searchParams;
  expect(query.get('search')).toBe('óleo');
  expect(query.get('ordering')).toBe('created_at');
  expect(query.has('page')).toBe(false);
  const answer = await apiGet<{ count: number; count_is_exact: boolean }>(page, sameQueryAsJson(request));
  // A selective search: the ledger list counts it exactly (no "mais de N").
  expect(answer.count_is_exact).toBe(true);
  expect(answer.count).toBeGreaterThan(10);

  expect(file.fileName).toMatch(/^atividades-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.hasBom).toBe(true);
  expect(file.rows).toHaveLength(answer.count);
  expect(file.header).toEqual(['Usuário', 'Tipo de Usuário', 'Atividade', 'Pontos', 'Descrição', 'Data']);
  // The file starts where the sorted screen does.
  const shownFirst = await rows(page)
    .first()
    .locator('td:not(.ant-table-selection-column)')
    .first()
    .textContent();
  expect(file.rows[0]?.[0]).toBe(shownFirst);
  const date = file.header.indexOf('Data');
  const description = file.header.indexOf('Descrição');
  const points = file.header.indexOf('Pontos');
  for (const row of file.rows) {
    // 'Serviço realizado: Troca de óleo (R$ 1.234,56)': accents and the decimal comma as the API stored them.
    expect(row[description]).toMatch(/Serviço realizado: Troca de óleo \(R\$ [\d.]+,\d{2}\)/);
    expect(row[date]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  }
  // Numbers as a pt-BR spreadsheet reads them: no thousands separator ('1500', not '1.500').
  for (const row of file.rows) expect(row[points]).toMatch(/^-?\d+$/);
  // The sort travelled with the export: dates ascending over every row, not just one page.
  const sortable = file.rows.map((row) =>
    (row[date] ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4}) (.*)$/, '$3-$2-$1 $4'),
  );
  expect(sortable).toEqual([...sortable].sort());
});
