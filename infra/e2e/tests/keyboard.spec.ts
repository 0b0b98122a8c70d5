import { expect, test } from '@playwright/test';

test('login e criar usuário só com o teclado', async ({ page }) => {
  await page.goto('/auth/login');
  // The email field takes focus on load; everything else is reached with Tab.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('admin@fidelidade.com.br');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type('fidelidade-admin-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/acoes?tab=criar-usuario');
  const cpf = page.getByLabel('CPF');
  await expect(cpf).toBeVisible();
  // Reach the CPF field by tabbing from the top of the page, then fill the form with the keyboard.
  await page.locator('body').focus();
  for (
    let presses = 0;
    presses < 60 && !(await cpf.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(cpf).toBeFocused();
  await page.keyboard.type('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await page.keyboard.press('Tab');
  const focusedLabel = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.id
      ? document.querySelector(`label[for="${active.id}"]`)?.textContent
      : active?.getAttribute('aria-label');
  });
  expect(focusedLabel, 'o próximo campo tem rótulo').toBeTruthy();
});
