// API calls the voucher counter spec makes around the screen: a customer of a given dealership
// redeems an offer of that dealership through the customer app's calls, which yields a real voucher.
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, createOffer } from './offers-api.ts';
import { randomCpf } from './session.ts';

export interface RedeemedVoucher {
  voucher_code: string;
  offer_title: string;
  user_name: string;
}

/** A new CLIENTE of `dealershipId`, signed in through the customer login (users/auth/login/). */
async function dealershipCustomer(
  request: APIRequestContext,
  adminToken: string,
  dealershipId: number,
  fullName: string,
): Promise<string> {
  const cpf = randomCpf();
  const password = 'senha-forte-123';
  const created = await request.post('/api/v1/users/create/', {
    headers: bearer(adminToken),
    data: {
      full_name: fullName,
      cpf,
      user_type: 'CLIENTE',
      dealership_associated: dealershipId,
      password,
      password_confirm: password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/api/v1/users/auth/login/', { data: { cpf, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access: string }).access;
}

/**
 * A pending voucher at `dealershipId`: the ADMIN publishes an offer there, a customer of that
 * dealership sees it in GET loyalty/offers/ and redeems it (POST loyalty/offers/redeem/).
 */
export async function redeemedVoucher(
  request: APIRequestContext,
  adminToken: string,
  dealershipId: number,
  label: string,
): Promise<RedeemedVoucher> {
  const offer = await createOffer(request, adminToken, `Brinde ${label}`, { dealership: dealershipId });
  const customer = await dealershipCustomer(request, adminToken, dealershipId, `Cliente ${label}`);
  const offers = await request.get('/api/v1/loyalty/offers/', {
    headers: bearer(customer),
    params: { search: offer.title },
  });
  const listed = (await offers.json()) as { results: Array<{ id: number }> };
  expect(listed.results.map((row) => row.id)).toContain(offer.id);
  const redeemed = await request.post('/api/v1/loyalty/offers/redeem/', {
    headers: bearer(customer),
    data: { offer_id: offer.id },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(201);
  return (await redeemed.json()) as RedeemedVoucher;
}

/** POST loyalty/vouchers/use/ as a back-office user. */
export const burnByApi = (request: APIRequestContext, token: string, body: Record<string, unknown>) =>
  request.post('/api/v1/loyalty/vouchers/use/', { headers: bearer(token), data: body });

/** Another dealership than `dealershipId` (the ADMIN's list of dealerships). */
export async function otherDealership(request: APIRequestContext, adminToken: string, dealershipId: number) {
  const response = await request.get('/api/v1/partnerships/dealerships/?page_size=100', {
    headers: bearer(adminToken),
  });
  const body = (await response.json()) as { results: Array<{ id: number }> } | Array<{ id: number }>;
  const rows = Array.isArray(body) ? body : body.results;
  const other = rows.find((row) => row.id !== dealershipId);
  expect(other, 'the demo seed has more than one dealership').toBeDefined();
  return other?.id ?? -1;
}
