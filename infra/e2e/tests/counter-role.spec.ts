import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders, newBackOfficeAccount } from './session.ts';

/**
 * The counter role (ATENDENTE, docs/product.md §6) on the real stack: a clerk of one dealership
 * signs in, sees only its screens — Ações → Validar Voucher, Tabelas → Usuários, the customer page,
 * Meu Perfil — and the API refuses the rest.
 */
const PASSWORD = 'balcao-seguro-2026';

const newCounterClerk = (request: APIRequestContext) =>
  newBackOfficeAccount(request, {
    userType: 'ATENDENTE',
    fullName: 'Atendente do Balcão',
    password: PASSWORD,
    emailPrefix: 'balcao',
  });

const tabNames = async (page: Page) => page.getByRole('tab').allTextContents();

test('atendente: vê só as suas telas e a API recusa o resto', async ({ page, request }) => {
  const clerk = await newCounterClerk(request);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(clerk.email);
  await page.getByLabel('Senha').fill(clerk.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  // It starts at its counter; the menu holds Ações and Tabelas only.
  await expect(page).toHaveURL(/\/admin\/acoes/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link')).toHaveText(['Ações', 'Tabelas']);
  await expect(page.getByRole('tab', { name: 'Validar Voucher' })).toBeVisible();
  expect(await tabNames(page)).toEqual(['Validar Voucher']);

  // Tabelas → Usuários only, and the customer page without the manual adjustment.
  await menu.getByRole('link', { name: 'Tabelas' }).click();
  await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  expect(await tabNames(page)).toEqual(['Usuários']);
  await page
    .locator('.ant-table-tbody tr.ant-table-row td:nth-child(1 of :not(.ant-table-selection-column)) a')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/clientes\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cliente' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ajustar pontos/ })).toHaveCount(0);
  const customerId = Number(page.url().split('/').at(-1));

  // Meu Perfil, from the user menu.
  await page.getByRole('button', { name: /Menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await expect(page).toHaveURL(/\/admin\/perfil$/);

  // Any other screen by its URL: 'Acesso negado'.
  for (const screen of ['dashboard', 'settings', 'reports', 'feedback', 'operacoes']) {
    await page.goto(`/admin/${screen}`);
    await expect(page.getByText('Acesso negado')).toBeVisible();
  }

  // The API: its own routes answer, the rest is refused (403).
  const headers = await apiHeaders(request, clerk);
  for (const allowed of ['loyalty/vouchers/', `users/${customerId}/customer/`, 'users/me/']) {
    const response = await request.get(`/api/v1/${allowed}`, { headers });
    expect(response.status(), allowed).toBe(200);
  }
  for (const refused of [
    'users/dashboard/stats/',
    'loyalty/admin/activities/recent/',
    'loyalty/admin/offers/list/',
    'partnerships/partners/',
    'users/admin/list/',
    'audit/',
    'approvals/',
    'reports/redemption-reports/',
  ]) {
    const response = await request.get(`/api/v1/${refused}`, { headers });
    expect(response.status(), refused).toBe(403);
  }
  const adjustment = await request.post(`/api/v1/users/${customerId}/points-adjustments/`, {
    headers,
    data: { points: 10, reason: 'Tentativa do balcão' },
  });
  expect(adjustment.status()).toBe(403);
});
