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

/** A random CPF with valid check digits (the seed already holds 300). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
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
