import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { writeQrY4m } from './fake-camera.ts';
import { bearer, dealershipAccount, staffToken } from './offers-api.ts';
import { admin, signIn } from './session.ts';
import { burnByApi, otherDealership, type RedeemedVoucher, redeemedVoucher } from './voucher-api.ts';

// Validar Voucher (Ações, tab validar-voucher) against the real stack: real vouchers (a customer of
// the dealership redeems an offer through the customer app's calls), burned at the counter by the
// demo DEALERSHIP account (flagged account_for_qr_code_burn) by typing the code or by scanning its
// QR code with a fake camera.

const DEALER_NAME = 'Carlos Menezes';
const ADMIN_NAME = 'Administrador do Sistema';
const OTHER_STORE = 'Este voucher pertence a outra loja e não pode ser validado aqui.';
const usedBy = (name: string) =>
  new RegExp(`^Este voucher já foi utilizado em \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2} por ${name}\\.$`);
const stamp = Date.now().toString(36);
const screenshotPath = path.join(import.meta.dirname, '../test-results/screens/voucher-390.png');

const details = (page: Page) => page.locator('.ant-descriptions');
const confirmButton = (page: Page) => page.getByRole('button', { name: /Confirmar uso/ });

/** The DEALERSHIP signs in and reaches the counter from its dashboard's quick action. */
async function openCounterAsDealer(page: Page) {
  await signIn(page, dealershipAccount);
  await page.getByRole('button', { name: /Validar Voucher/ }).click();
  await expect(page).toHaveURL(/\/admin\/acoes\?tab=validar-voucher$/);
  await expect(page.getByLabel('Código do voucher')).toBeVisible();
}

async function lookUp(page: Page, code: string) {
  await page.getByLabel('Código do voucher').fill(code.toLowerCase());
  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(page).toHaveURL(new RegExp(`codigo=${code}`));
}

/** Types the value and the reference, then 'Confirmar uso' and the dialog's own 'Confirmar uso'. */
async function confirmUse(page: Page, value: string, reference: string) {
  await page.getByLabel('Valor da compra (R$)').fill(value);
  await page.getByLabel('Código de referência').fill(reference);
  await confirmButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Confirmar uso do voucher \w+ de .+\?/);
  await dialog.getByRole('button', { name: 'Confirmar uso' }).click();
}

async function tokens(request: APIRequestContext) {
  const adminToken = (await staffToken(request, admin)).token;
  const dealer = await staffToken(request, dealershipAccount);
  expect(dealer.dealershipId).not.toBeNull();
  return { adminToken, dealerToken: dealer.token, dealershipId: dealer.dealershipId ?? -1 };
}

// Chromium's fake camera plays this file: the QR code of a real voucher, written (beforeAll) before
// this file's browser starts. Launch flags are per browser, so the whole file runs in a Chromium of
// its own: the config's, plus the fake camera.
const cameraFile = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `voucher-qr-${stamp}.y4m`);
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});

let scanned: RedeemedVoucher;
test.beforeAll(async ({ playwright }, testInfo) => {
  // Only an API client here: the browser (launched by the first test's page) must find the file.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { adminToken, dealershipId } = await tokens(request);
  scanned = await redeemedVoucher(request, adminToken, dealershipId, `escaneado ${stamp}`);
  writeQrY4m(cameraFile, scanned.voucher_code);
  await request.dispose();
});

test('digitado: a concessionária valida o voucher; um segundo uso é recusado com quando e por quem', async ({
  page,
  request,
}) => {
  const { adminToken, dealershipId } = await tokens(request);
  const typed = await redeemedVoucher(request, adminToken, dealershipId, `digitado ${stamp}`);
  const raced = await redeemedVoucher(request, adminToken, dealershipId, `disputado ${stamp}`);

  await openCounterAsDealer(page);
  await lookUp(page, typed.voucher_code);
  await expect(details(page)).toContainText(typed.user_name);
  await expect(details(page)).toContainText('Pendente');
  await expect(details(page)).toContainText(/\*{3}\.\d{3}\.\d{3}-\*{2}/);
  await confirmUse(page, '150,90', `NF-${stamp}`);
  await expect(page.getByText('Voucher utilizado com sucesso!')).toBeVisible();
  await expect(details(page)).toContainText('Utilizado');
  await expect(details(page)).toContainText(DEALER_NAME);
  await expect(details(page)).toContainText('R$ 150,90');
  await expect(confirmButton(page)).toHaveCount(0);

  // A second burn of the same code (another clerk, through the API) is refused: when and by whom.
  const again = await burnByApi(request, adminToken, { voucher_code: typed.voucher_code });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { detail: string }).detail).toMatch(usedBy(DEALER_NAME));

  // Two clerks on one voucher: the ADMIN burns it while the counter still shows it pending.
  await lookUp(page, raced.voucher_code);
  await expect(details(page)).toContainText('Pendente');
  expect((await burnByApi(request, adminToken, { voucher_code: raced.voucher_code })).status()).toBe(200);
  await confirmUse(page, '80,00', `NF-${stamp}-2`);
  // The refusal, and the red alert of the voucher read again: both say when and by whom.
  await expect(page.getByText(usedBy(ADMIN_NAME)).first()).toBeVisible();
  await expect(details(page)).toContainText('Utilizado');
  await expect(details(page)).toContainText(ADMIN_NAME);

  // The dealer's list (its own scope) shows both as used.
  await page.getByLabel('Buscar vouchers').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  for (const voucher of [typed, raced]) {
    const row = rows.filter({ hasText: voucher.voucher_code });
    await expect(row).toContainText('Utilizado');
    await expect(row.getByRole('button', { name: /Validar/ })).toHaveCount(0);
  }
});

test('outra concessionária: a tela recusa o voucher e a API responde 403', async ({ page, request }) => {
  const { adminToken, dealerToken, dealershipId } = await tokens(request);
  const elsewhere = await otherDealership(request, adminToken, dealershipId);
  const foreign = await redeemedVoucher(request, adminToken, elsewhere, `alheio ${stamp}`);

  await openCounterAsDealer(page);
  await lookUp(page, foreign.voucher_code);
  await expect(page.getByText(OTHER_STORE)).toBeVisible();
  await expect(details(page)).toHaveCount(0);
  await expect(confirmButton(page)).toHaveCount(0);
  // Nor is it in the dealer's list.
  await page.getByLabel('Buscar vouchers').fill(foreign.voucher_code);
  await expect(page.getByText('Nenhum voucher encontrado.')).toBeVisible();

  for (const body of [
    { voucher_code: foreign.voucher_code },
    { voucher_code: foreign.voucher_code, dealership_id: dealershipId },
  ]) {
    const refused = await burnByApi(request, dealerToken, body);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(OTHER_STORE);
  }
  const still = await request.get(`/api/v1/loyalty/vouchers/code/${foreign.voucher_code}/`, {
    headers: bearer(adminToken),
  });
  expect(((await still.json()) as { status: string }).status).toBe('pendente');
});

test.describe('lido pela câmera', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('o QR do voucher é lido, o voucher usado aparece em Últimos Resgates e no relatório', async ({
    page,
  }) => {
    const decoderChunks: string[] = [];
    page.on('request', (sent) => {
      if (/qr-decoder/.test(sent.url())) decoderChunks.push(sent.url());
    });
    await openCounterAsDealer(page);
    // The decoder is not part of the page: it comes when the camera opens.
    expect(decoderChunks).toEqual([]);
    await page.getByRole('button', { name: /Ler QR Code/ }).click();
    await expect(page).toHaveURL(new RegExp(`codigo=${scanned.voucher_code}`), { timeout: 30_000 });
    expect(decoderChunks).toHaveLength(1);
    await expect(page.getByLabel('Imagem da câmera')).toHaveCount(0);
    await expect(details(page)).toContainText(scanned.user_name);
    await expect(page.getByLabel('Código do voucher')).toHaveValue(scanned.voucher_code);

    // Phone first: nothing wider than the 390 px screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath, fullPage: true });

    await confirmUse(page, '99,90', `QR-${stamp}`);
    await expect(page.getByText('Voucher utilizado com sucesso!')).toBeVisible();
    await expect(details(page)).toContainText('Utilizado');

    await page.goto('/admin/tables?tab=redemptions');
    await page.getByLabel('Buscar').fill(scanned.offer_title);
    await expect(page).toHaveURL(/search=/);
    const redemption = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: scanned.offer_title });
    await expect(redemption).toHaveCount(1);
    await expect(redemption).toContainText('Utilizado');

    // The report at a desk: a phone keeps five of its columns, not 'Baixado por' (docs/product.md §2.12).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/reports');
    await page.getByRole('button', { name: /Buscar/ }).click();
    const reported = page.locator('tr.ant-table-row', { hasText: scanned.offer_title });
    await expect(reported).toContainText(scanned.user_name);
    await expect(reported).toContainText(DEALER_NAME);
  });
});
