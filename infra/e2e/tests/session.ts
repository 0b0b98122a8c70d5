import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { expect, type Page } from '@playwright/test';

export const admin = { email: 'admin@fidelidade.com.br', password: 'fidelidade-admin-2026' };

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

/** A random CPF with valid check digits (the seed already holds 300). */
export function randomCpf(): string {
  return generateCpf();
}

/** Records every dialog (alert, confirm) the page opens and dismisses it: HTML payloads must open none. */
export function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
