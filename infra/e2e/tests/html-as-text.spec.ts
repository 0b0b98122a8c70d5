import { expect, test } from '@playwright/test';
import { collectDialogs, randomCpf, signIn, storedKeys } from './session.ts';

// Customer-written text is data, never markup: a name carrying an HTML payload shows literally
// in the Tables screen and in the user search, and nothing in it runs.
test('um nome de cliente com HTML aparece como texto nas Tabelas', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await signIn(page);
  const { token } = await storedKeys(page);
  const name = `Cliente <img src=x onerror="alert('xss')"><b>negrito</b> ${Date.now()}`;
  const created = await page.request.post('/api/v1/users/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      full_name: name,
      cpf: randomCpf(),
      user_type: 'CLIENTE',
      password: 'senha-forte-123',
      password_confirm: 'senha-forte-123',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/tables?tab=points&search=negrito');
  const cell = page.locator('tr.ant-table-row td', { hasText: '<img src=x' }).first();
  await expect(cell).toHaveText(name);
  const injected = page.locator('table img[src="x"], table b');
  expect(await injected.count()).toBe(0);
  expect(dialogs).toEqual([]);
});
