import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';

export const admin = { email: 'admin@fidelidade.com.br', password: 'fidelidade-admin-2026' };

/**
 * Signs in as the sign-in form does — the same API call, the session stored where the host keeps
 * it — and opens `at`. The form itself is tested by shell.spec.ts and accounts.spec.ts
 * (signInWithForm); every other test skips the login page and a dashboard it does not look at.
 */
export async function signIn(page: Page, credentials = admin, at = '/admin/dashboard') {
  const response = await page.request.post('/api/v1/users/auth/admin-login/', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access?: string; refresh?: string; user?: unknown };
  // localStorage belongs to the origin: a cheap same-origin document first, then the screen.
  await page.goto('/api/v1/health/');
  await page.evaluate(
    ([access, refresh, user]) => {
      localStorage.setItem('token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('userData', user);
    },
    [body.access ?? '', body.refresh ?? '', JSON.stringify(body.user)] as const,
  );
  await page.goto(at);
}

/** The Authorization header of `account` (the ADMIN by default), signed in through the API. */
export async function apiHeaders(request: APIRequestContext, account = admin) {
  const response = await request.post('/api/v1/users/auth/admin-login/', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).access as string}` };
}

/**
 * A back-office account of the test's own, created by the ADMIN: a counter clerk (ATENDENTE) of the
 * first dealership or a partner user (PARCEIRO) of the first partner, so the demo accounts stay as
 * they are.
 */
export async function newBackOfficeAccount(
  request: APIRequestContext,
  spec: { userType: 'ATENDENTE' | 'PARCEIRO'; fullName: string; password: string; emailPrefix: string },
) {
  const headers = await apiHeaders(request);
  const [list, field] =
    spec.userType === 'ATENDENTE' ? ['dealerships', 'dealership_associated'] : ['partners', 'partner'];
  const places = await (await request.get(`/api/v1/partnerships/${list}/?page_size=1`, { headers })).json();
  const email = `${spec.emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@teste.com.br`;
  const created = await request.post('/api/v1/users/create/', {
    headers,
    data: {
      cpf: randomCpf(),
      email,
      full_name: spec.fullName,
      user_type: spec.userType,
      [field]: places.results[0].id,
      password: spec.password,
      password_confirm: spec.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password: spec.password };
}

/** Signs in through the login form and lands on the dashboard, as a person does. */
export async function signInWithForm(page: Page, credentials = admin) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('userData'),
    theme: localStorage.getItem('theme'),
  }));
}

/** A random CPF with valid check digits (the seed already holds 300). */
export function randomCpf(): string {
  return generateCpf();
}

/** Records every dialog (alert, confirm) the page opens and dismisses it: HTML payloads must open none. */
export function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Browser contexts a test opened as other devices. Each must be closed when its test ends: a page
 * left open keeps the app running (queries, timers) in the worker's browser for the rest of the shard,
 * and showed up in later tests' failure screenshots. Specs that open devices close them in
 * `test.afterEach(closeDevices)`.
 */
const devices: BrowserContext[] = [];

/** A page in a browser context of its own: another device signing in to the same account. */
export async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  devices.push(context);
  return context.newPage();
}

export async function closeDevices(): Promise<void> {
  await Promise.all(devices.splice(0).map((context) => context.close()));
}
