import { expect, type Page, test } from '@playwright/test';
import { bearer, createOffer, customerToken, staffToken } from './offers-api.ts';
import { admin as adminAccount, signIn } from './session.ts';

// Editing and duplicating an offer with the creation form (Ações → Criar Promoção, ?editar= and
// ?duplicar=), reached from the row actions of Tabelas → Lista de Ofertas, against the real API.

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
const listRows = (page: Page, title: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: title });

/** The offers tab searched down to `title`. */
async function searchOffers(page: Page, title: string) {
  await page.goto(`/admin/tables?tab=offers&search=${encodeURIComponent(title)}`);
}

/** The titles a customer sees in GET loyalty/offers/ (the customer app's call) for `search`. */
async function customerOfferTitles(page: Page, token: string, search: string) {
  const response = await page.request.get(`/api/v1/loyalty/offers/?search=${encodeURIComponent(search)}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: Array<{ title: string }> }).results.map((row) => row.title);
}

test('editar uma promoção pela Lista de Ofertas: recarregar refaz o formulário; a mudança chega à lista e ao cliente', async ({
  page,
  request,
}) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const offer = await createOffer(request, adminToken, `E2E editar ${stamp()}`);
  const customer = await customerToken(request, adminToken);
  expect(await customerOfferTitles(page, customer, offer.title)).toEqual([offer.title]);

  await signIn(page);
  await searchOffers(page, offer.title);
  await listRows(page, offer.title)
    .getByRole('button', { name: `Editar ${offer.title}` })
    .click();
  const editUrl = `/admin/acoes?tab=criar-promocao&editar=${offer.id}`;
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByRole('heading', { name: 'Editar Promoção' })).toBeVisible();
  await expect(page.locator('#title')).toHaveValue(offer.title);
  await expect(page.locator('#gift_description')).toBeVisible();

  // Mid-way: an unsaved change, then a reload (leaving is confirmed): the form is the saved offer again.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.locator('#title').fill(`${offer.title} rascunho`);
  await page.reload();
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByRole('heading', { name: 'Editar Promoção' })).toBeVisible();
  await expect(page.locator('#title')).toHaveValue(offer.title);

  const newTitle = `E2E editada ${stamp()}`;
  await page.locator('#title').fill(newTitle);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/loyalty/admin/offers/${offer.id}/`) &&
      response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByText('Promoção atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tables\?tab=offers$/);
  // Newest first: the edited offer is on the list's first page, under its new title.
  await expect(listRows(page, newTitle)).toHaveCount(1);
  await expect(listRows(page, offer.title)).toHaveCount(0);

  expect(await customerOfferTitles(page, customer, newTitle)).toEqual([newTitle]);
  expect(await customerOfferTitles(page, customer, offer.title)).toEqual([]);
});

test('duplicar uma promoção: o formulário de criação vem preenchido e a lista mostra as duas', async ({
  page,
  request,
}) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const offer = await createOffer(request, adminToken, `E2E duplicar ${stamp()}`);
  const copy = `${offer.title} (cópia)`;

  await signIn(page);
  await searchOffers(page, offer.title);
  await listRows(page, offer.title)
    .getByRole('button', { name: `Duplicar ${offer.title}` })
    .click();
  await expect(page).toHaveURL(`/admin/acoes?tab=criar-promocao&duplicar=${offer.id}`);
  await expect(page.getByRole('heading', { name: 'Criar Nova Promoção' })).toBeVisible();
  await expect(page.locator('#title')).toHaveValue(copy);
  await expect(page.locator('#gift_description')).toBeVisible();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/loyalty/admin/offers/') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Criar Promoção' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByText('Promoção criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tables\?tab=offers$/);

  await searchOffers(page, offer.title);
  await expect(listRows(page, offer.title)).toHaveCount(2);
  await expect(listRows(page, copy)).toHaveCount(1);
});

test("uma promoção desconhecida: 'Promoção não encontrada.' e o formulário de criação vazio", async ({
  page,
}) => {
  await signIn(page, adminAccount, '/admin/acoes?tab=criar-promocao&editar=999999');
  await expect(page.getByText('Promoção não encontrada.')).toBeVisible();
  await expect(page).toHaveURL('/admin/acoes?tab=criar-promocao');
  await expect(page.getByRole('heading', { name: 'Criar Nova Promoção' })).toBeVisible();
  await expect(page.locator('#title')).toHaveValue('');
});

test('o formulário de edição cabe num celular (390 px) sem rolagem horizontal', async ({ page, request }) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const offer = await createOffer(request, adminToken, `E2E editar celular ${stamp()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, adminAccount, `/admin/acoes?tab=criar-promocao&editar=${offer.id}`);
  await expect(page.locator('#title')).toHaveValue(offer.title);
  await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancelar edição' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
