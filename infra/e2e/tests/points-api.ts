// API calls the points lifecycle spec makes around the screens: its own customers, sales the ERP
// fixture records for them (dated where the lifecycle needs them), the ERP sync, the test push
// provider's log, and the programme's settings put back as they were.
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer } from './offers-api.ts';
import { randomCpf } from './session.ts';

const port = Number(process.env.E2E_PORT ?? 8180);
/** stack.ts serves the ERP fixture on the API's port + 2; playwright.config.ts the push provider on port + 4. */
const erpUrl = `http://127.0.0.1:${port + 3}`;
const pushUrl = `http://127.0.0.1:${port + 4}`;

export const DAY = 86_400_000;

export interface Customer {
  id: number;
  cpf: string;
  name: string;
  /** The customer app's token (users/auth/login/). */
  token: string;
}

/** A new CLIENTE created by the ADMIN, signed in as the customer app signs in. */
export async function newCustomer(
  request: APIRequestContext,
  adminToken: string,
  name: string,
): Promise<Customer> {
  const cpf = randomCpf();
  const password = 'senha-forte-123';
  const created = await request.post('/api/v1/users/create/', {
    headers: bearer(adminToken),
    data: { full_name: name, cpf, user_type: 'CLIENTE', password, password_confirm: password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const login = await request.post('/api/v1/users/auth/login/', { data: { cpf, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { id, cpf, name, token: ((await login.json()) as { access: string }).access };
}

export interface ErpSale {
  external_id: string;
  description: string;
  amount: string;
}

/** The ERP records a sale of `customer` on `occurredAt` (POST /__sales): the next sync credits it. */
export async function erpSale(
  request: APIRequestContext,
  customer: Customer,
  sale: { kind?: 'services' | 'purchases'; amount: string; occurredAt: Date; description: string },
): Promise<ErpSale> {
  const response = await request.post(`${erpUrl}/__sales`, {
    data: {
      kind: sale.kind ?? 'services',
      cpf: customer.cpf,
      amount: sale.amount,
      occurred_at: sale.occurredAt.toISOString(),
      description: sale.description,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ErpSale;
}

/** The ERP cancels a sale (POST /__cancel): the next sync reverses its points. */
export async function erpCancel(
  request: APIRequestContext,
  sale: ErpSale,
  kind: 'services' | 'purchases' = 'services',
) {
  const response = await request.post(`${erpUrl}/__cancel`, {
    data: { kind, external_id: sale.external_id },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The three ERP tasks run now and answer when done (POST sync-all-erp/): what a scheduled sync would
 * do with time. Every run must succeed, so the sync screen's seeded history stays the newest error.
 */
export async function syncErp(request: APIRequestContext, adminToken: string) {
  const response = await request.post('/api/v1/integrations/api/sync-all-erp/', {
    headers: bearer(adminToken),
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { logs } = (await response.json()) as {
    logs: Array<{ status: string; error_message: string | null }>;
  };
  expect(logs.map((log) => log.status)).toEqual(['success', 'success', 'success']);
}

export interface Batch {
  id: number;
  source: string;
  state: string;
  points: number;
  remaining: number;
  earned_at: string;
  available_at: string;
  expires_at: string | null;
  description: string;
}

/** The customer's batches, newest first (GET users/{id}/points-batches/). */
export async function batchesOf(request: APIRequestContext, adminToken: string, customerId: number) {
  const response = await request.get(`/api/v1/users/${customerId}/points-batches/?page_size=100`, {
    headers: bearer(adminToken),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Batch[] }).results;
}

export interface PushSent {
  notification: { title: string; message: string };
  recipients: number[];
}

/** What the test push provider received for this user, oldest first. */
export async function pushesTo(request: APIRequestContext, userId: number): Promise<PushSent[]> {
  const response = await request.get(`${pushUrl}/pushes?recipient=${userId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PushSent[];
}

export interface Programme {
  validity_months: number | null;
  pending_days_service: number;
  pending_days_purchase: number;
  pending_days_manual: number;
  reminder_days: number;
  point_value: string;
  burn_reversal_hours: number;
}

const PROGRAMME = '/api/v1/loyalty/admin/programme/';

export async function readProgramme(request: APIRequestContext, adminToken: string): Promise<Programme> {
  const response = await request.get(PROGRAMME, { headers: bearer(adminToken) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Programme & Record<string, unknown>;
  return {
    validity_months: body.validity_months,
    pending_days_service: body.pending_days_service,
    pending_days_purchase: body.pending_days_purchase,
    pending_days_manual: body.pending_days_manual,
    reminder_days: body.reminder_days,
    point_value: String(body.point_value),
    burn_reversal_hours: body.burn_reversal_hours,
  };
}

export async function writeProgramme(request: APIRequestContext, adminToken: string, settings: Programme) {
  const response = await request.put(PROGRAMME, { headers: bearer(adminToken), data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * `date` moved `months` calendar months back, the inverse of the API's addMonths for days every month
 * has (a credit earned then expires at `date` under a validity of `months`).
 */
export function monthsBefore(date: Date, months: number): Date {
  const out = new Date(date.getTime());
  out.setUTCMonth(out.getUTCMonth() - months);
  expect(out.getUTCDate(), 'a day of the month every month has').toBe(date.getUTCDate());
  return out;
}

/** 'DD/MM/AAAA' of an instant, in São Paulo (as the screens and the reminder write it). */
export const saoPauloDay = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
