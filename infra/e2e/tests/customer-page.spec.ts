import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { staffToken } from './offers-api.ts';
import { newCustomer } from './points-api.ts';
import { chooseOption } from './select-option.ts';
import { admin, signIn } from './session.ts';

// The customer page (/admin/clientes/{id}) on the real stack: opened from Tabelas → Usuários, a
// manual credit shows in the history with its reason and author and raises the balance; a debit
// beyond the balance is refused with the API's message on the field.

const screenshotPath = path.join(import.meta.dirname, '../test-results/screens/customer.png');
const statValue = (page: Page, title: string) =>
  page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
const points = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const formatted = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

/**
 * A customer of the test's own, created by the ADMIN, opened from Tabelas → Usuários by its name: the
 * first customer of the list may be another test's, whose balance a campaign or a sync changes while
 * this one reads it (a birthday campaign of audiences.spec.ts did, in a run split in three).
 */
async function openOwnCustomerFromTables(page: Page) {
  const name = `Cliente da página ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { token } = await staffToken(page.request, admin);
  await newCustomer(page.request, token, name);
  await page.getByRole('link', { name: 'Tabelas' }).click();
  await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Buscar').fill(name);
  const link = page.locator('.ant-table-tbody tr.ant-table-row a', { hasText: name });
  await link.click();
  await expect(page).toHaveURL(/\/admin\/clientes\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cliente' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  return name;
}

async function adjust(page: Page, direction: 'Crédito' | 'Débito', amount: number, reason: string) {
  await page.getByRole('button', { name: /Ajustar pontos/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajuste manual de pontos' });
  await dialog.getByText(direction, { exact: true }).click();
  await dialog.getByRole('textbox', { name: /Pontos/ }).fill(String(amount));
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('cliente: um crédito manual aparece no histórico com motivo e autor, e o saldo cresce', async ({
  page,
}) => {
  await openOwnCustomerFromTables(page);
  await expect(statValue(page, 'Saldo')).toHaveText(/\d/);
  const before = points(await statValue(page, 'Saldo').textContent());
  const reason = `Compensação e2e ${Date.now()}`;

  const dialog = await adjust(page, 'Crédito', 150, reason);
  await expect(page.getByText(/Ajuste de pontos registrado com sucesso!/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statValue(page, 'Saldo')).toHaveText(formatted(before + 150));
  const entry = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(entry).toContainText(reason);
  await expect(entry).toContainText('Administrador do Sistema');
  await expect(entry).toContainText('Ajuste manual');
  await expect(entry).toContainText('+150');

  // The history's kind filter keeps only manual adjustments, and says so in the URL.
  await chooseOption(page, 'Tipo', 'Ajuste manual');
  await expect(page).toHaveURL(/kind=ADJUSTMENT/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(reason);

  await page.screenshot({ path: screenshotPath, fullPage: true });
});

test('cliente: um débito maior que o saldo mostra a mensagem da API e nada muda', async ({ page }) => {
  await openOwnCustomerFromTables(page);
  await expect(statValue(page, 'Saldo')).toHaveText(/\d/);
  const balance = points(await statValue(page, 'Saldo').textContent());

  const dialog = await adjust(page, 'Débito', balance + 1000, 'Débito maior que o saldo');
  await expect(
    dialog.getByText(`O ajuste deixaria o saldo negativo (saldo atual: ${formatted(balance)} pontos).`),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Motivo/ })).toHaveValue('Débito maior que o saldo');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(statValue(page, 'Saldo')).toHaveText(formatted(balance));
});

test('cliente: um endereço de cliente inexistente mostra "Cliente não encontrado." e volta a Tabelas', async ({
  page,
}) => {
  await page.goto('/admin/clientes/999999');
  await expect(page.getByText('Cliente não encontrado.')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para Tabelas' }).click();
  await expect(page).toHaveURL(/\/admin\/tables\?tab=points$/);
});

test('cliente: a 390 px a página não rola na horizontal (as tabelas rolam dentro do cartão)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/tables');
  const href = await page
    .locator('.ant-table-tbody tr.ant-table-row td:nth-child(1 of :not(.ant-table-selection-column)) a')
    .first()
    .getAttribute('href');
  await page.goto(href ?? '/admin/tables');
  await expect(page.locator('.ant-statistic').first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath.replace('customer.png', 'customer-390.png'), fullPage: true });
});
