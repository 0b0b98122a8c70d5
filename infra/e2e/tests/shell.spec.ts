import { expect, test } from '@playwright/test';
import { admin, signIn, signInWithForm, storedKeys } from './session.ts';

test('login com senha errada mostra a mensagem do servidor', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sistema de Fidelidade' })).toBeVisible();
  await page.getByLabel('Email').fill('admin@fidelidade.com.br');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Email ou senha inválidos.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('sem sessão, /admin/* vai para o login; rotas desconhecidas vão para o dashboard', async ({ page }) => {
  await page.goto('/admin/tables');
  // The sign-in returns to the screen asked for (docs/product.md §2.1).
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Ftables$/);
  await signIn(page, admin, '/qualquer/coisa');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('login leva ao dashboard com os números reais da API', async ({ page }) => {
  await signInWithForm(page);
  const { token } = await storedKeys(page);
  const response = await page.request.get('/api/v1/users/dashboard/stats/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const stats = (await response.json()) as Record<string, number>;
  const format = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
  await expect(page.getByTestId('stat-total_users_count')).toContainText(
    format(stats.total_users_count ?? -1),
  );
  await expect(page.getByTestId('stat-active_users_count')).toContainText(
    format(stats.active_users_count ?? -1),
  );
  await expect(page.getByTestId('stat-redemptions_count')).toContainText(
    format(stats.redemptions_count ?? -1),
  );
  await expect(page.getByTestId('stat-daily_logins_count')).toContainText(
    format(stats.daily_logins_count ?? -1),
  );
  expect(stats.total_users_count).toBeGreaterThan(100);
  await expect(page.getByRole('link', { name: 'Ver Tudo' })).toHaveAttribute(
    'href',
    '/admin/tables?tab=activities',
  );
  // antd's rules come from its stylesheet, which index.html links; what antd still writes into the
  // page at run time is the theme's CSS variables only (docs/performance.md, "antd without runtime
  // styles").
  const runtimeRules = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => (style.textContent ?? '').replace(/--[\w-]+:[^;}]*;?/g, ''))
      .filter((rules) => /\{[^}]*[a-z-]+\s*:/.test(rules)),
  );
  expect(runtimeRules).toEqual([]);
  await expect(page.locator('link[data-antd-stylesheet]')).toHaveAttribute(
    'href',
    /^\/antd\.[0-9a-f]{10}\.css$/,
  );
});

test('o tema escolhido persiste após recarregar', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  const toggle = page.getByRole('menuitem', { name: /Tema (Escuro|Claro)/ });
  const wasDark = (await toggle.textContent())?.includes('Claro');
  await toggle.click();
  const expected = wasDark ? 'light' : 'dark';
  expect((await storedKeys(page)).theme).toBe(expected);
  await page.reload();
  await expect(page.locator(`.theme-${expected}`)).toBeVisible();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(
    page.getByRole('menuitem', { name: expected === 'dark' ? 'Tema Claro' : 'Tema Escuro' }),
  ).toBeVisible();
});

test('sair apaga token, refresh_token e userData', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.locator('.user-menu-text small')).toHaveText('Administrador do Sistema');
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const keys = await storedKeys(page);
  expect([keys.token, keys.refresh, keys.user]).toEqual([null, null, null]);
});

test('token expirado no meio da sessão é renovado pelo refresh', async ({ page }) => {
  await signIn(page);
  // An access token the server no longer accepts: the next calls get 401 and must refresh once.
  await page.evaluate(() => localStorage.setItem('token', 'token-expirado'));
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/refresh/')) refreshes.push(request.url());
  });
  await page.reload();
  // A number, not merely "no error yet": the card may still be loading, before the 401 and the refresh.
  await expect(page.getByTestId('stat-total_users_count')).toContainText(/\d/);
  await expect(page.getByText('Erro ao carregar estatísticas')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const after = await storedKeys(page);
  expect(after.token).not.toBe('token-expirado');
  expect(refreshes).toHaveLength(1);
});
