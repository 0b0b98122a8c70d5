import { expect, type Page, type Request, test } from '@playwright/test';
import { readCsvDownload } from './csv-download.ts';
import { admin, signIn, storedKeys } from './session.ts';

// Sorting and CSV export on the feedback list and the redemption report: the screen's rows and the
// exported file are compared with the API's own answer for the same query, read with the page's token.

const dealershipUser = { email: 'concessionaria@fidelidade.com.br', password: 'fidelidade-conc-2026' };
const feedbackPath = '/api/v1/communications/admin/feedback/list/';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const orderingInUrl = (page: Page) => new URL(page.url()).searchParams.get('ordering');

/** GET an API URL (path and query) with the signed-in user's token. */
async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const { token } = await storedKeys(page);
  const response = await page.request.get(pathAndQuery, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), pathAndQuery).toBe(true);
  return (await response.json()) as T;
}

/** The JSON answer for the same URL the export asked for, without `format=csv`. */
function sameQueryAsJson(request: Request): string {
  const url = new URL(request.url());
  expect(url.searchParams.get('format')).toBe('csv');
  url.searchParams.delete('format');
  return `${url.pathname}${url.search}`;
}

/** Waits until the subjects on screen are the API's first page for `ordering`. */
async function expectSubjectsInApiOrder(page: Page, ordering: string) {
  const answer = await apiGet<{ results: { subject: string }[] }>(
    page,
    `${feedbackPath}?ordering=${encodeURIComponent(ordering)}&page=1&page_size=10`,
  );
  const subjects = answer.results.map((feedback) => feedback.subject);
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(subjects);
  return subjects;
}

test('ordena os feedbacks por assunto pelo cabeçalho; recarregar mantém a ordem', async ({ page }) => {
  await signIn(page, admin, '/admin/feedback');
  await expect(rows(page).first()).toBeVisible();

  await header(page, 'Assunto').click();
  await expect.poll(() => orderingInUrl(page)).toBe('subject');
  await expect(header(page, 'Assunto')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await expectSubjectsInApiOrder(page, 'subject');

  await page.reload();
  await expect(page).toHaveURL(/[?&]ordering=subject(&|$)/);
  await expect(header(page, 'Assunto')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(ascending);

  await header(page, 'Assunto').click();
  await expect.poll(() => orderingInUrl(page)).toBe('-subject');
  await expect(header(page, 'Assunto')).toHaveAttribute('aria-sort', 'descending');
  const descending = await expectSubjectsInApiOrder(page, '-subject');
  // The sort is the server's, over every feedback: the first page from each end differs.
  expect(descending[0]).not.toBe(ascending[0]);

  // Page 2 continues the same order (no row of page 1 repeats).
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  expect(orderingInUrl(page)).toBe('-subject');
  const second = await apiGet<{ results: { subject: string; id: number }[] }>(
    page,
    `${feedbackPath}?ordering=-subject&page=2&page_size=10`,
  );
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(second.results.map((row) => row.subject));
});

test('exporta os feedbacks filtrados e ordenados: o CSV tem as linhas que a API conta', async ({
  page,
}, testInfo) => {
  await signIn(page, admin, '/admin/feedback?status=PENDING');
  await expect(rows(page).first()).toBeVisible();
  await header(page, 'Prioridade').click();
  await expect.poll(() => orderingInUrl(page)).toBe('priority');
  // The URL changes before the table re-renders sorted: export what the screen shows sorted.
  await expect(header(page, 'Prioridade')).toHaveAttribute('aria-sort', 'ascending');

  const exportRequest = page.waitForRequest((request) => request.url().includes('format=csv'));
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const request = await exportRequest;
  const file = await readCsvDownload(await downloadEvent, testInfo);

  const query = new URL(request.url()).searchParams;
  expect(query.get('status')).toBe('PENDING');
  expect(query.get('ordering')).toBe('priority');
  expect(query.has('page')).toBe(false);
  const answer = await apiGet<{ count: number }>(page, sameQueryAsJson(request));
  expect(answer.count).toBeGreaterThan(0);

  expect(file.fileName).toMatch(/^feedbacks-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.hasBom).toBe(true);
  // pt-BR column titles with their accents intact.
  expect(file.header).toContain('Usuário');
  expect(file.rows).toHaveLength(answer.count);
});

test('exporta o relatório buscado (escopo da concessionária): o CSV tem os resgates que a API conta', async ({
  page,
}, testInfo) => {
  await signIn(page, dealershipUser, '/admin/reports');
  const exportCsv = page.getByRole('button', { name: 'Exportar CSV' });
  await expect(exportCsv).toBeDisabled();
  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(page.getByTestId('summary-total_redemptions')).toBeVisible();
  await expect(exportCsv).toBeEnabled();

  const exportRequest = page.waitForRequest((request) => request.url().includes('format=csv'));
  const downloadEvent = page.waitForEvent('download');
  await exportCsv.click();
  const request = await exportRequest;
  const file = await readCsvDownload(await downloadEvent, testInfo);

  expect(new URL(request.url()).pathname).toBe('/api/v1/reports/redemption-reports/');
  // The locked filter travels with the export, like with the search.
  expect(new URL(request.url()).searchParams.get('dealership_id')).not.toBeNull();
  const answer = await apiGet<{ summary: { total_redemptions: number; total_value_offers: number } }>(
    page,
    sameQueryAsJson(request),
  );
  expect(answer.summary.total_redemptions).toBeGreaterThan(0);

  expect(file.fileName).toMatch(/^relatorio-resgates-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.hasBom).toBe(true);
  expect(file.header).toContain('Concessionária');
  expect(file.rows).toHaveLength(answer.summary.total_redemptions);
  if (answer.summary.total_value_offers > 0) {
    // Money with a decimal comma and no thousands separator, as a pt-BR spreadsheet reads it.
    expect(file.rows.flat().some((cell) => /^\d+,\d{2}$/.test(cell))).toBe(true);
  }
});
