import { expect, type Page, test } from '@playwright/test';
import { bearer, dealershipAccount, staffToken } from './offers-api.ts';
import { chooseOption } from './select-option.ts';
import { admin, signIn } from './session.ts';
import { redeemedVoucher } from './voucher-api.ts';

// What a Brazilian types is what gets saved: numbers typed the pt-BR way reach the database as
// meant and come back the same; irreversible actions ask first (docs/product.md §5.4).

const stamp = Date.now().toString(36);

interface SavedOffer {
  id: number;
  points_cost: number;
  gasoline_price: string | null;
  max_liters: number | null;
  discount_percentage: string | null;
}

async function offerByTitle(page: Page, token: string, title: string): Promise<SavedOffer> {
  const list = await page.request.get('/api/v1/loyalty/admin/offers/list/', {
    headers: bearer(token),
    params: { search: title },
  });
  const { results } = (await list.json()) as { results: Array<{ id: number; title: string }> };
  const id = results.find((row) => row.title === title)?.id;
  expect(id, `offer ${title} saved`).toBeDefined();
  const detail = await page.request.get(`/api/v1/loyalty/admin/offers/${id}/`, { headers: bearer(token) });
  return (await detail.json()) as SavedOffer;
}

async function fillOfferBasics(page: Page, title: string, type: string) {
  await page.goto('/admin/acoes?tab=criar-promocao');
  await chooseOption(page, 'Loja do parceiro', ' ');
  await page.getByLabel('Título').fill(title);
  await chooseOption(page, 'Tipo de oferta', type);
  await page.getByLabel('Custo em pontos').fill('2.000');
  await page.getByLabel('Válida de').fill('2030-01-01T08:00');
  await page.getByLabel('Válida até').fill('2030-12-31T20:00');
}

async function submitOffer(page: Page) {
  await page.getByRole('button', { name: 'Criar Promoção' }).click();
  await expect(page.getByText('Promoção criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tables\?tab=offers$/);
}

test('Criar Promoção: 2.000 pontos, R$ 5,49 e 40,5 litros são salvos e relidos como digitados', async ({
  page,
}) => {
  const token = (await staffToken(page.request, admin)).token;
  await signIn(page);
  const title = `Gasolina pt-BR ${stamp}`;
  await fillOfferBasics(page, title, 'Gasolina a Preço Especial');
  const price = page.getByLabel('Preço da gasolina (R$)');
  await price.fill('5.49');
  await price.blur();
  await expect(page.getByText(/Use vírgula para separar os decimais \(ex\.: 5,49\)/)).toBeVisible();
  await expect(price).toHaveValue('5.49');
  await price.fill('5,49');
  await chooseOption(page, 'Tipo de combustível', 'Etanol');
  await page.getByLabel('Máximo de litros').fill('40,5');
  await submitOffer(page);

  const saved = await offerByTitle(page, token, title);
  expect(saved).toMatchObject({ points_cost: 2000, gasoline_price: '5.49', max_liters: 40.5 });
  await page.goto(`/admin/acoes?tab=criar-promocao&editar=${saved.id}`);
  await expect(page.getByLabel('Custo em pontos')).toHaveValue('2.000');
  await expect(page.getByLabel('Preço da gasolina (R$)')).toHaveValue('5,49');
  await expect(page.getByLabel('Máximo de litros')).toHaveValue('40,5');
});

test('Criar Promoção: um desconto de 15,5 % é salvo como 15,5 %, nunca 100 %', async ({ page }) => {
  const token = (await staffToken(page.request, admin)).token;
  await signIn(page);
  const title = `Desconto pt-BR ${stamp}`;
  await fillOfferBasics(page, title, 'Cupom de Desconto');
  const discount = page.getByLabel('Percentual de desconto (%)');
  await discount.fill('155');
  await page.getByRole('button', { name: 'Criar Promoção' }).click();
  await expect(page.getByText('Percentual de desconto deve estar entre 0 e 100')).toBeVisible();
  await expect(discount).toHaveValue('155');
  await discount.fill('15,5');
  await submitOffer(page);

  const saved = await offerByTitle(page, token, title);
  expect(saved.discount_percentage).toBe('15.50');
  await page.goto(`/admin/acoes?tab=criar-promocao&editar=${saved.id}`);
  await expect(page.getByLabel('Percentual de desconto (%)')).toHaveValue('15,5');
});

test('Validar Voucher: R$ 1.234,56 pede confirmação, é gravado exato, e o voucher usado aparece em vermelho', async ({
  page,
}) => {
  const adminToken = (await staffToken(page.request, admin)).token;
  const dealer = await staffToken(page.request, dealershipAccount);
  const voucher = await redeemedVoucher(
    page.request,
    adminToken,
    dealer.dealershipId ?? -1,
    `pt-BR ${stamp}`,
  );
  await signIn(page, dealershipAccount, `/admin/acoes?tab=validar-voucher&codigo=${voucher.voucher_code}`);
  await page.getByLabel('Valor da compra (R$)').fill('1.234,56');
  await page.getByRole('button', { name: /Confirmar uso/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Confirmar uso do voucher ${voucher.voucher_code} de ${voucher.user_name}?`,
  );
  await expect(dialog).toContainText(/Valor da compra: R\$\s1\.234,56\./);
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Voucher utilizado com sucesso!')).toHaveCount(0);
  await page.getByRole('button', { name: /Confirmar uso/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar uso' }).click();
  await expect(page.getByText('Voucher utilizado com sucesso!')).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText(/R\$\s1\.234,56/);

  // Looked up again (another clerk, a new tab): red, with when and by whom, before anything is clicked.
  await page.goto('/admin/acoes?tab=validar-voucher');
  await page.goto(`/admin/acoes?tab=validar-voucher&codigo=${voucher.voucher_code}`);
  const alert = page.locator('.ant-alert-error', { hasText: 'Voucher já utilizado' });
  await expect(alert).toContainText(
    /Este voucher já foi utilizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Carlos Menezes\./,
  );
  await expect(page.locator('.ant-descriptions .ant-tag-red', { hasText: 'Utilizado' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirmar uso/ })).toHaveCount(0);
});
