import { expect, test } from '@playwright/test';
import { admin, signIn } from './session.ts';

// Nothing typed is lost without asking, and an expired session returns to the same screen
// (docs/product.md §2.1, §4).

test('Configurações: um rascunho pergunta antes de trocar de aba; mantém ou descarta', async ({ page }) => {
  await signIn(page, admin, '/admin/settings?tab=partners');
  await page.getByRole('button', { name: /Novo Parceiro/ }).click();
  const name = `Parceiro rascunho ${Date.now()}`;
  await page.getByLabel('Nome da Marca').fill(name);

  // Continuar editando: same tab, same draft.
  await page.getByRole('tab', { name: 'Concessionárias' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Descartar alterações?' });
  await expect(question).toContainText('Há alterações não salvas neste formulário. Deseja sair mesmo assim?');
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\?tab=partners$/);
  await expect(page.getByLabel('Nome da Marca')).toHaveValue(name);

  // Voltar asks too; Sair sem salvar drops the draft and lets the tab change through.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await page.getByRole('tab', { name: 'Concessionárias' }).click();
  await question.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\?tab=dealerships$/);
  await page.getByRole('tab', { name: 'Parceiros', exact: true }).click();
  await expect(page.getByRole('button', { name: /Novo Parceiro/ })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('uma sessão expirada volta ao login com aviso e, depois de entrar, à mesma tela', async ({ page }) => {
  const screen = '/admin/tables?tab=offers&type=GIFT';
  await signIn(page, admin, screen);
  await expect(page.getByRole('tab', { name: 'Lista de Ofertas', selected: true })).toBeVisible();
  // The access token is no longer accepted and the refresh token has been revoked.
  await page.evaluate(() => {
    localStorage.setItem('token', 'token-expirado');
    localStorage.setItem('refresh_token', 'refresh-revogado');
  });
  await page.reload();

  await expect(page).toHaveURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('next')).toBe(screen);
  await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(screen);
  await expect(page.getByRole('tab', { name: 'Lista de Ofertas', selected: true })).toBeVisible();
});

test('o login só volta a caminhos do próprio sistema', async ({ page }) => {
  for (const next of ['//evil.example/admin', 'https://evil.example/', '/\\evil.example']) {
    await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.evaluate(() => localStorage.clear());
  }
});
