import { expect, test } from '@playwright/test';
import { signIn } from './session.ts';

test('dashboard inacessível mostra "Tentar novamente" e o shell continua navegando', async ({ page }) => {
  await page.route('**/remotes/dashboard/**', (route) => route.abort('connectionrefused'));
  await signIn(page);
  await expect(page.getByText('Não foi possível carregar esta tela')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  // The shell still works: menu navigation and the user menu.
  await page.getByRole('link', { name: 'Tabelas' }).click();
  await expect(page).toHaveURL(/\/admin\/tables$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Once the remote is back, retrying recovers without a page reload.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await page.unroute('**/remotes/dashboard/**');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Total de Usuários')).toBeVisible();
  expect(navigations).toHaveLength(0);
});
