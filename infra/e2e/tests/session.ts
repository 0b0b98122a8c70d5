import { expect, type Page } from '@playwright/test';

export const admin = { email: 'admin@fidelidade.com.br', password: 'admin123' };

export async function signIn(page: Page, credentials = admin) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('userData'),
    theme: localStorage.getItem('theme'),
  }));
}
