// API calls the offer-management specs make around the screen: set up offers and a customer, and
// act as that customer (sign in, redeem) the way the customer app would.
import { type APIRequestContext, expect } from '@playwright/test';
import { randomCpf } from './session.ts';

export interface Credentials {
  email: string;
  password: string;
}

export const dealershipAccount: Credentials = {
  email: 'concessionaria@fidelidade.com.br',
  password: 'fidelidade-conc-2026',
};

export interface OfferRow {
  id: number;
  title: string;
  is_active: boolean;
  dealership_id: number | null;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A back-office token (the same sign-in as the login screen's). */
export async function staffToken(request: APIRequestContext, account: Credentials) {
  const response = await request.post('/api/v1/users/auth/admin-login/', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access: string; user: { dealership_associated: number | null } };
  return { token: body.access, dealershipId: body.user.dealership_associated };
}

const DAY = 86_400_000;

/**
 * A GIFT offer valid from yesterday to next month, free (0 points) and without a per-customer limit,
 * so a brand-new customer can redeem it as often as the test needs. Default place: a partner store
 * (the offers every customer sees).
 */
export async function createOffer(
  request: APIRequestContext,
  token: string,
  title: string,
  place?: { dealership: number },
): Promise<OfferRow> {
  let target: Record<string, unknown> = { location_type: 'dealership', dealership: place?.dealership };
  if (!place) {
    const targets = await request.get('/api/v1/loyalty/admin/offers/available-partners/', {
      headers: bearer(token),
    });
    const { partner_locations } = (await targets.json()) as { partner_locations: Array<{ id: number }> };
    target = { location_type: 'partner', partner_location: partner_locations[0]?.id };
  }
  const response = await request.post('/api/v1/loyalty/admin/offers/', {
    headers: bearer(token),
    data: {
      title,
      offer_type: 'GIFT',
      points_cost: 0,
      valid_from: new Date(Date.now() - DAY).toISOString(),
      valid_until: new Date(Date.now() + 30 * DAY).toISOString(),
      max_redemptions: null,
      auto_notify: false,
      ...target,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OfferRow;
}

/** A new CLIENTE (created by the admin) signed in through the customer app's login; its token. */
export async function customerToken(request: APIRequestContext, adminToken: string): Promise<string> {
  const cpf = randomCpf();
  const password = 'senha-forte-123';
  const created = await request.post('/api/v1/users/create/', {
    headers: bearer(adminToken),
    data: {
      full_name: 'Cliente Ofertas E2E',
      cpf,
      user_type: 'CLIENTE',
      password,
      password_confirm: password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/api/v1/users/auth/login/', { data: { cpf, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access: string }).access;
}

/** POST loyalty/offers/redeem/ as the customer. */
export const redeem = (request: APIRequestContext, token: string, offerId: number) =>
  request.post('/api/v1/loyalty/offers/redeem/', { headers: bearer(token), data: { offer_id: offerId } });

/** GET loyalty/admin/offers/{id}/ with `token` (404 once deleted, or outside the caller's scope). */
export const readOffer = (request: APIRequestContext, token: string, id: number) =>
  request.get(`/api/v1/loyalty/admin/offers/${id}/`, { headers: bearer(token) });
