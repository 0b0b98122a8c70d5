import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { readCsvDownload } from './csv-download.ts';
import { admin, collectDialogs, signIn } from './session.ts';

const dealershipUser = { email: 'concessionaria@fidelidade.com.br', password: 'fidelidade-conc-2026' };

/** Intl puts a no-break space after 'R$'; the PDF uses a plain one. Compare the visible text. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

const summaryKeys = [
  'total_redemptions',
  'total_points_spent',
  'total_value_offers',
  'total_discounts_applied',
  'total_value_spent_by_users',
  'average_discount_percentage',
] as const;

async function summaryValues(page: Page) {
  const values: Record<string, string> = {};
  for (const key of summaryKeys) {
    values[key] = plain(
      await page.getByTestId(`summary-${key}`).locator('.report-summary-value').textContent(),
    );
  }
  return values;
}

test('responde um feedback pendente e vê o novo status na lista', async ({ page }) => {
  await signIn(page, admin, '/admin/feedback?status=PENDING');
  await expect(page.getByRole('heading', { name: 'Feedbacks dos Usuários' })).toBeVisible();
  const row = page.locator('tr.ant-table-row').first();
  await expect(row).toContainText('Pendente');
  const subject = plain(await row.locator('td').nth(1).textContent());
  expect(subject).not.toBe('');

  await row.getByRole('button', { name: /^Responder feedback/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Responder Feedback' });
  await expect(drawer).toBeVisible();
  // Not answered yet: the status defaults to Resolvido.
  await expect(drawer.locator('.ant-select').first()).toHaveText('Resolvido');
  const send = drawer.getByRole('button', { name: /Enviar Resposta/ });
  await expect(send).toBeDisabled();
  await drawer.getByLabel('Resposta').fill('   ');
  await expect(send).toBeDisabled();
  await drawer.getByLabel('Resposta').fill('  Obrigado pelo retorno, já ajustamos.  ');
  await send.click();
  await expect(drawer).toBeHidden();

  // The list was reloaded: the answered feedback left the 'Pendente' filter…
  await expect(page.locator('tr.ant-table-row', { hasText: subject })).toHaveCount(0);
  // …and shows as Resolvido.
  // By role: the sortable 'Status' column header carries the same name (antd's aria-label).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Resolvido').click();
  await page.getByLabel('Buscar').fill(subject);
  await expect(page).toHaveURL(/status=RESOLVED/);
  const answered = page.locator('tr.ant-table-row', { hasText: subject });
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText('Resolvido');

  // Reopening an answered feedback keeps its status and shows the trimmed answer.
  await answered.getByRole('button', { name: /^Responder feedback/ }).click();
  await expect(drawer.locator('.ant-select').first()).toHaveText('Resolvido');
  await expect(drawer.getByLabel('Resposta')).toHaveValue('Obrigado pelo retorno, já ajustamos.');
});

test("o texto do cliente com '<script>' aparece literalmente", async ({ page }) => {
  const dialogs = collectDialogs(page);
  await signIn(page, admin, '/admin/feedback?search=script');
  const row = page.locator('tr.ant-table-row', { hasText: '<script>' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Responder feedback/ }).click();
  await expect(page.getByTestId('feedback-message')).toContainText('<script>alert(1)</script>');
  expect(await page.locator('main script, section script, .ant-drawer script').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('busca o relatório de resgates e o PDF baixado traz os mesmos totais', async ({ page }, testInfo) => {
  await signIn(page, admin, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Relatórios de Resgates' })).toBeVisible();
  await expect(
    page.getByText('Selecione os filtros e clique em "Buscar" para ver os relatórios'),
  ).toBeVisible();

  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(page.getByTestId('summary-total_redemptions')).toBeVisible();
  const totals = await summaryValues(page);
  expect(Number(totals.total_redemptions?.replace(/\./g, ''))).toBeGreaterThan(0);
  expect(totals.total_value_offers).toMatch(/^R\$ [\d.]+,\d{2}$/);
  expect(totals.average_discount_percentage).toMatch(/^\d+,\d%$/);
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar PDF/ }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^relatorio_resgates.*\.pdf$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const text = plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
  for (const key of summaryKeys) expect(text, key).toContain(totals[key]);
});

test('usuário de concessionária vê o filtro da própria concessionária travado', async ({ page }) => {
  await signIn(page, dealershipUser, '/admin/reports');
  const dealership = page.getByLabel('Concessionária');
  await expect(dealership).toBeDisabled();
  await expect(page.locator('.ant-select', { has: dealership })).toHaveText('Paulista Veículos');
  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(page.getByTestId('summary-total_redemptions')).toBeVisible();
  await expect(page.getByText(/^Erro:/)).toHaveCount(0);
});

test('relatório de passivo: a tela, o PDF e o CSV trazem os mesmos pontos em aberto', async ({
  page,
}, testInfo) => {
  await signIn(page, admin, '/admin/reports');
  await page.getByRole('tab', { name: 'Relatório de passivo' }).click();
  await expect(page).toHaveURL(/tab=passivo/);
  await expect(page.getByRole('heading', { name: 'Relatório de Passivo', level: 2 })).toBeVisible();
  const outstanding = page.getByTestId('liability-outstanding');
  await expect(outstanding).toBeVisible();
  const points = plain(await outstanding.locator('.liability-points').textContent());
  const value = plain(await outstanding.locator('.liability-value').textContent());
  expect(Number(points.replace(/\./g, ''))).toBeGreaterThan(0);
  expect(value).toMatch(/^R\$ [\d.]+,\d{2}$/);
  await expect(page.getByText('Movimento por mês')).toBeVisible();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

  const pdfEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar PDF/ }).click();
  const pdf = await pdfEvent;
  expect(pdf.suggestedFilename()).toMatch(/^relatorio_passivo_\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = testInfo.outputPath(pdf.suggestedFilename());
  await pdf.saveAs(file);
  const text = plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
  expect(text).toContain('Relatório de Passivo');
  // The summary's line: 'Em aberto em DD/MM/AAAA', the points, their value.
  const held = text.split('\n').find((line) => line.startsWith('Em aberto em')) ?? '';
  expect(held.split(/\s{2,}/).slice(1)).toEqual([points, value]);

  const csvEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await readCsvDownload(await csvEvent, testInfo);
  expect(csv.fileName).toMatch(/^relatorio-passivo-\d{4}-\d{2}-\d{2}\.csv$/);
  const column = csv.header.indexOf('Pontos em aberto');
  const inCsv = csv.rows
    .filter((row) => row[2]?.startsWith('Posição em'))
    .reduce((total, row) => total + Number(row[column] ?? 0), 0);
  expect(inCsv).toBe(Number(points.replace(/\./g, '')));
});

test('relatório de passivo de uma concessionária: só a própria, travada', async ({ page }) => {
  await signIn(page, dealershipUser, '/admin/reports?tab=passivo');
  const dealership = page.getByLabel('Concessionária');
  await expect(dealership).toBeDisabled();
  await expect(page.locator('.ant-select', { has: dealership })).toHaveText('Paulista Veículos');
  await expect(page.getByTestId('liability-outstanding')).toBeVisible();
  const places = page.locator('tr.ant-table-row td:first-child');
  await expect(places.first()).toBeVisible();
  expect(new Set((await places.allTextContents()).map(plain))).toEqual(new Set(['Paulista Veículos']));
});
