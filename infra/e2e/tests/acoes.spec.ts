import { expect, type Page, test } from '@playwright/test';
import { randomCpf, signIn } from './session.ts';

// Ações (/admin/acoes): promotions of every type, users of every type, notifications now and later.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Pick from this field's own dropdown (it holds the `<id>_list` listbox) and check the choice took:
// options load asynchronously and a dropdown still fading out can swallow a click, so retry.
async function pick(page: Page, fieldId: string, option?: string) {
  const field = page.locator('.ant-select', { has: page.locator(`#${fieldId}`) });
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`#${fieldId}_list`) });
  await expect(async () => {
    await page.locator(`#${fieldId}`).click();
    const options = dropdown.locator('.ant-select-item-option');
    await (option ? options.filter({ hasText: option }).first() : options.first()).click({ timeout: 3000 });
    await expect(field.locator('.ant-select-placeholder')).toHaveCount(0, { timeout: 1000 });
    if (option) await expect(field).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin/acoes?tab=${tab}`);
  await expect(page.locator('[data-remote="acoes"]')).toBeVisible();
}

const offerTypes = [
  'Cupom de Desconto',
  'Voucher Relâmpago',
  'Brinde Exclusivo',
  'Gasolina a Preço Especial',
  'Oferta por Horário',
  'Desconto com Parceiro',
] as const;

test.describe('Criar Promoção', () => {
  for (const [index, type] of offerTypes.entries()) {
    test(`cria uma promoção do tipo ${type}`, async ({ page }) => {
      await signIn(page);
      await openTab(page, 'criar-promocao');
      await expect(page.getByRole('heading', { name: 'Criar Nova Promoção' })).toBeVisible();
      await expect(page.getByText(/TODOS OS USUÁRIOS do sistema/)).toBeVisible();
      const title = `E2E ${type} ${Date.now()}`;
      if (index % 2 === 1) {
        await page.getByLabel('Concessionária', { exact: true }).check();
        await pick(page, 'dealership');
      } else {
        await pick(page, 'partner_location');
      }
      await page.locator('#title').fill(title);
      await page.locator('#description').fill('Criada pelo teste de ponta a ponta');
      await pick(page, 'offer_type', type);
      await page.locator('#points_cost').fill('120');
      await page.locator('#valid_from').fill('2030-01-01T08:00');
      await page.locator('#valid_until').fill('2030-12-31T20:00');
      if (type === 'Gasolina a Preço Especial') {
        await page.locator('#gasoline_price').fill('5,49');
        await pick(page, 'gasoline_type', 'Etanol');
        await page.locator('#max_liters').fill('40,5');
      } else if (type === 'Brinde Exclusivo') {
        await page.locator('#gift_description').fill('Caneca exclusiva');
      } else if (type === 'Oferta por Horário') {
        await page.locator('#start_time').fill('08:00');
        await page.locator('#end_time').fill('12:00');
        await page.getByLabel('Segunda').check();
        await page.getByLabel('Quarta').check();
      } else {
        await page.locator('#discount_percentage').fill('15,5');
      }
      if (index === 0) {
        await page
          .locator('#display_logo')
          .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
        await page
          .locator('#item_image')
          .setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: png });
        await expect(page.getByAltText('prévia do logo de exibição')).toBeVisible();
        await expect(page.getByAltText('prévia da imagem do item')).toBeVisible();
      }
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/loyalty/admin/offers/') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Criar Promoção' }).click();
      const response = await created;
      expect(response.status(), await response.text()).toBeLessThan(300);
      await expect(page.getByText('Promoção criada com sucesso!')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/tables\?tab=offers$/);
    });
  }

  test('validações aparecem sob os campos', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'criar-promocao');
    await page.getByRole('button', { name: 'Criar Promoção' }).click();
    await expect(page.getByText('Título é obrigatório')).toBeVisible();
    await expect(page.getByText('É necessário selecionar um parceiro ou concessionária')).toBeVisible();
    await expect(page.getByText('Data de início é obrigatória')).toBeVisible();
  });
});

test.describe('Criar Usuário', () => {
  for (const [type, select] of [
    ['Cliente', null],
    ['Parceiro', 'partner'],
    ['Concessionária', 'dealership_associated'],
  ] as const) {
    test(`cria um usuário do tipo ${type}`, async ({ page }) => {
      await signIn(page);
      await openTab(page, 'criar-usuario');
      await expect(page.getByRole('heading', { name: 'Criar Novo Usuário' })).toBeVisible();
      const cpf = randomCpf();
      await page.locator('#cpf').pressSequentially(cpf);
      await expect(page.locator('#cpf')).toHaveValue(
        `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      );
      await page.locator('#email').fill(`e2e-${cpf}@example.com`);
      await page.locator('#full_name').fill(`Usuário E2E ${type}`);
      await pick(page, 'user_type', type);
      if (select) await pick(page, select);
      if (type === 'Concessionária') await page.getByLabel(/Acesso ao painel/).check();
      if (type !== 'Cliente') await page.getByLabel('Conta para baixa de QR Code').check();
      await page.locator('#password').fill('segredo-forte-2026');
      await page.locator('#password_confirm').fill('segredo-forte-2026');
      await page.getByRole('button', { name: 'Criar Usuário' }).click();
      await expect(page.getByTestId('user-form-banner')).toHaveText('Usuário criado com sucesso!');
      await expect(page.locator('#cpf')).toHaveValue('');
    });
  }

  test('CPF duplicado mostra o erro do servidor com o prefixo', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'criar-usuario');
    const cpf = randomCpf();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.locator('#cpf').fill(cpf);
      await page.locator('#full_name').fill('Repetido');
      await page.locator('#password').fill('segredo-forte-2026');
      await page.locator('#password_confirm').fill('segredo-forte-2026');
      await page.getByRole('button', { name: 'Criar Usuário' }).click();
      await expect(page.getByTestId('user-form-banner')).toBeVisible();
    }
    await expect(page.getByTestId('user-form-banner')).toContainText('CPF: ');
  });
});

test('envia uma notificação agora e agenda outra; ambas aparecem no histórico', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'enviar-notificacao');
  await expect(
    page.getByText('ATENÇÃO: Este tipo de usuário notifica TODOS OS USUÁRIOS do sistema.'),
  ).toBeVisible();
  const stamp = Date.now();
  await page.locator('#title').fill(`E2E agora ${stamp}`);
  await page.locator('#message').fill('Notificação imediata do teste');
  await page.getByRole('button', { name: 'Enviar Notificação' }).click();
  // Every customer of the demo (hundreds): the form asks first, with the count.
  const confirmSend = page.getByRole('dialog');
  await expect(confirmSend).toContainText(/Esta notificação será enviada para [\d.]+ clientes\./);
  await confirmSend.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Notificação enviada com sucesso!')).toBeVisible();
  await expect(page.getByText(/Destinatários: [\d.]+/)).toBeVisible();

  await page.locator('#title').fill(`E2E agendada ${stamp}`);
  await page.locator('#message').fill('Notificação agendada do teste');
  await pick(page, 'priority', 'Alta');
  await page.getByLabel('Agendar envio').click();
  await page.locator('#scheduled_for').fill('2030-06-01T09:30');
  await page.getByRole('button', { name: 'Enviar Notificação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Notificação agendada para 01/06/2030 09:30')).toBeVisible();

  await page.getByRole('tab', { name: 'Histórico de Notificações' }).click();
  await expect(page).toHaveURL(/\?tab=historico-notificacoes$/);
  await page.getByLabel('Buscar').fill(`${stamp}`);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `E2E agora ${stamp}` })).toContainText('Enviada');
  await expect(rows.filter({ hasText: `E2E agendada ${stamp}` })).toContainText('Agendada');
  await expect(rows.filter({ hasText: `E2E agendada ${stamp}` })).toContainText('Alta');
});

test('sair com alterações não salvas pede confirmação', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'enviar-notificacao');
  await page.locator('#title').fill('Rascunho');
  await page.getByRole('tab', { name: 'Histórico de Notificações' }).click();
  await expect(page.getByRole('dialog')).toContainText('Descartar alterações?');
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\?tab=enviar-notificacao$/);
  await expect(page.locator('#title')).toHaveValue('Rascunho');
});
