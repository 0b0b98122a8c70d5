import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { closeDevices, device, newBackOfficeAccount, signIn } from './session.ts';

/**
 * Accounts you can trust (docs/product.md §2.4, §2.16; docs/security.md): sessions per device and
 * two-factor sign-in, each on a partner account of its own so the demo accounts stay as they are.
 */
const PASSWORD = 'senha-do-teste-de-contas';

const newPartnerAccount = (request: APIRequestContext) =>
  newBackOfficeAccount(request, {
    userType: 'PARCEIRO',
    fullName: 'Parceira das Contas',
    password: PASSWORD,
    emailPrefix: 'contas',
  });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test.afterEach(closeDevices);

test('sessions per device: the list shows both, Encerrar ends one, Sair ends only its own, end all ends both', async ({
  browser,
  request,
}) => {
  const account = await newPartnerAccount(request);
  const desk = await device(browser);
  const phone = await device(browser);
  await signIn(desk, account);
  await signIn(phone, account);

  await desk.goto('/admin/perfil');
  // Data rows only (a scrolling antd table adds a hidden measuring row).
  const rows = desk.getByRole('table').last().locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Esta sessão' })).toHaveCount(1);
  await rows
    .filter({ hasNotText: 'Esta sessão' })
    .getByRole('button', { name: /^Encerrar/ })
    .click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Encerrar' }).click();
  await expect(rows).toHaveCount(1);
  await phone.reload();
  await expect(phone).toHaveURL(/\/auth\/login(\?.*)?$/);

  // Sair on the phone ends the phone's session; the desk keeps working.
  await signIn(phone, account);
  await signOut(phone);
  await desk.goto('/admin/dashboard');
  await expect(desk.getByText('Total de Usuários')).toBeVisible();
  await desk.goto('/admin/perfil');
  await expect(rows).toHaveCount(1);

  // 'Sair de todos os dispositivos' ends both.
  await signIn(phone, account);
  await desk.reload();
  await expect(rows).toHaveCount(2);
  await desk.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Sair de todos' }).click();
  await expect(desk).toHaveURL(/\/auth\/login(\?.*)?$/);
  await phone.reload();
  await expect(phone).toHaveURL(/\/auth\/login(\?.*)?$/);
});

test('two-factor sign-in: set up with a code from the secret, sign in with and without it, a recovery code once', async ({
  page,
  request,
}) => {
  const account = await newPartnerAccount(request);
  // Without two-factor sign-in the password alone signs in.
  await signIn(page, account, '/admin/perfil');
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('Código do aplicativo').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Verificação em duas etapas ativada')).toBeVisible();
  const codes = (await page.getByTestId('recovery-code').allInnerTexts()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await signOut(page);

  const password = async () => {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByLabel('Código de verificação')).toBeVisible();
  };
  const code = async (value: string) => {
    await page.getByLabel('Código de verificação').fill(value);
    await page.getByRole('button', { name: 'Verificar' }).click();
  };

  // The password alone no longer signs in: the code step; the app's next code does.
  await password();
  await code(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);

  // A recovery code signs in once.
  await password();
  await code(codes[0] ?? '');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);
  await password();
  await code(codes[0] ?? '');
  await expect(page.getByRole('alert')).toHaveText('Código inválido.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
