import { expect, type Page, test } from '@playwright/test';
import {
  bearer,
  createOffer,
  customerToken,
  dealershipAccount,
  type OfferRow,
  readOffer,
  redeem,
  staffToken,
} from './offers-api.ts';
import { admin as adminAccount, signIn } from './session.ts';

// Tabelas → Lista de Ofertas: the row actions against the real API. The offers are made here
// (titles carry a timestamp) so every test finds its own row by searching for it.

const unavailable = 'Oferta indisponível ou fora do período de validade.';
const redeemedDetail = 'Esta promoção possui resgates e não pode ser excluída. Você pode desativá-la.';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** The offers tab searched down to one title; returns its row. */
async function openOfferRow(page: Page, title: string) {
  await page.goto(`/admin/tables?tab=offers&search=${encodeURIComponent(title)}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

test('desativar uma promoção: o resgate do cliente é recusado; ativada de novo, volta a valer', async ({
  page,
  request,
}) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const offer = await createOffer(request, adminToken, `E2E desativar ${stamp()}`);
  const customer = await customerToken(request, adminToken);
  expect((await redeem(request, customer, offer.id)).status()).toBe(201);

  await signIn(page);
  const row = await openOfferRow(page, offer.title);
  await expect(row.getByText('Ativa', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Desativar ${offer.title}` }).click();
  await expect(page.getByText('Promoção desativada com sucesso!')).toBeVisible();
  await expect(row.getByText('Inativa', { exact: true })).toBeVisible();

  const refused = await redeem(request, customer, offer.id);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ detail: unavailable });

  await row.getByRole('button', { name: `Ativar ${offer.title}` }).click();
  await expect(page.getByText('Promoção ativada com sucesso!')).toBeVisible();
  await expect(row.getByText('Ativa', { exact: true })).toBeVisible();
  expect((await redeem(request, customer, offer.id)).status()).toBe(201);
});

test('excluir uma promoção resgatada é recusado e o diálogo oferece Desativar', async ({ page, request }) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const offer = await createOffer(request, adminToken, `E2E resgatada ${stamp()}`);
  expect((await redeem(request, await customerToken(request, adminToken), offer.id)).status()).toBe(201);

  await signIn(page);
  const row = await openOfferRow(page, offer.title);
  await row.getByRole('button', { name: `Excluir ${offer.title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem certeza que deseja excluir esta promoção?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog).toContainText(redeemedDetail);
  await dialog.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Promoção desativada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Inativa', { exact: true })).toBeVisible();

  const kept = await readOffer(request, adminToken, offer.id);
  expect(kept.status()).toBe(200);
  expect(((await kept.json()) as OfferRow).is_active).toBe(false);
});

test('excluir uma promoção sem resgates, no celular (menu ⋯)', async ({ page, request }) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const offer = await createOffer(request, adminToken, `E2E excluir ${stamp()}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const row = await openOfferRow(page, offer.title);
  const menuButton = row.getByRole('button', { name: `Ações de ${offer.title}` });
  // The actions column is pinned: its button is on screen without scrolling the table sideways.
  const box = await menuButton.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem certeza que deseja excluir esta promoção?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Promoção excluída com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma oferta encontrada')).toBeVisible();
  expect((await readOffer(request, adminToken, offer.id)).status()).toBe(404);
});

test('uma concessionária só gerencia as próprias promoções: a tela esconde, a API recusa', async ({
  page,
  request,
}) => {
  const { token: adminToken } = await staffToken(request, adminAccount);
  const dealer = await staffToken(request, dealershipAccount);
  const targets = await request.get('/api/v1/loyalty/admin/offers/available-partners/', {
    headers: bearer(adminToken),
  });
  const { dealerships } = (await targets.json()) as { dealerships: Array<{ id: number }> };
  const other = dealerships.find((dealership) => dealership.id !== dealer.dealershipId);
  if (!other) throw new Error('o seed deveria ter mais de uma concessionária');
  const foreign = await createOffer(request, adminToken, `E2E outra loja ${stamp()}`, {
    dealership: other.id,
  });

  await signIn(page, dealershipAccount, '/admin/tables?tab=offers');
  const listed = await request.get('/api/v1/loyalty/admin/offers/list/?page_size=10', {
    headers: bearer(dealer.token),
  });
  const mine = ((await listed.json()) as { results: OfferRow[] }).results;
  expect(mine.length).toBeGreaterThan(0);
  for (const offer of mine) expect(offer.dealership_id).toBe(dealer.dealershipId);
  // Its own offers carry the actions...
  const first = mine[0] as OfferRow;
  await expect(page.getByRole('button', { name: `Editar ${first.title}` }).first()).toBeVisible();
  // ...and another dealership's offer is neither listed nor reachable.
  await page.goto(`/admin/tables?tab=offers&search=${encodeURIComponent(foreign.title)}`);
  await expect(page.getByText('Nenhuma oferta encontrada')).toBeVisible();
  await expect(page.getByRole('button', { name: foreign.title })).toHaveCount(0);

  const headers = bearer(dealer.token);
  const url = `/api/v1/loyalty/admin/offers/${foreign.id}/`;
  const attempts = [
    await request.get(url, { headers }),
    await request.put(url, { headers, data: { title: 'Tomada', offer_type: 'GIFT', points_cost: 1 } }),
    await request.patch(`${url}toggle-status/`, { headers, data: { is_active: false } }),
    await request.delete(url, { headers }),
  ];
  expect(attempts.map((response) => response.status())).toEqual([404, 404, 404, 404]);
  const untouched = (await (await readOffer(request, adminToken, foreign.id)).json()) as OfferRow;
  expect(untouched).toMatchObject({ title: foreign.title, is_active: true });
});
