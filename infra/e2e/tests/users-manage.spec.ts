import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { admin, randomCpf, signIn } from './session.ts';

// Configurações → Usuários against the real stack: an ADMIN finds a user by CPF, renames and
// deactivates them (their own session ends at once), and deletes a customer with history while a
// dealership's report keeps its totals (the customer is anonymised, the books kept).

const stamp = Date.now().toString(36);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const api = (path: string) => `/api/v1/${path}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

interface ListedUser {
  id: number;
  full_name: string;
  cpf: string;
  is_active: boolean;
  anonymized: boolean;
}

interface Report {
  summary: Record<string, number>;
  data: Array<{ id: number; user_redeemed: { full_name: string } }>;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(api('users/auth/admin-login/'), { data: admin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A GET as the ADMIN whose body the test reads. */
async function getAs<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Types into the users screen's search box; the URL gets it after the 500 ms debounce. */
async function searchUsers(page: Page, term: string) {
  await page.getByLabel('Buscar', { exact: true }).fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

test('usuários: busca por CPF, edição do nome e desativação; a sessão do usuário termina na hora', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const cpf = randomCpf().replace(/\D/g, '');
  const name = `Cliente Gerenciado ${stamp}`;
  const password = 'senha123';
  const created = await request.post(api('users/create/'), {
    headers: bearer(token),
    data: {
      cpf,
      full_name: name,
      user_type: 'CLIENTE',
      password,
      password_confirm: password,
      is_active: true,
    },
  });
  expect(created.status()).toBe(201);
  // The customer signs in to the app: their own session, which reads the offers.
  const login = await request.post(api('users/auth/login/'), { data: { cpf, password } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { access: string; refresh: string };
  const offersAsCustomer = () => request.get(api('loyalty/offers/'), { headers: bearer(session.access) });
  expect((await offersAsCustomer()).status()).toBe(200);

  await signIn(page, admin, '/admin/settings?tab=users');
  await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  await searchUsers(page, maskedCpf(cpf));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText(maskedCpf(cpf));
  await expect(rows(page).first()).toContainText('Ativo');

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('CPF')).toHaveValue(maskedCpf(cpf));
  await form.getByLabel('Nome completo').fill(`${name} Editado`);
  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows(page).first()).toContainText(`${name} Editado`);
  // A blank password kept the old one, and a new name leaves the sessions alone.
  expect((await request.post(api('users/auth/login/'), { data: { cpf, password } })).ok()).toBe(true);
  expect((await offersAsCustomer()).status()).toBe(200);

  // The search survives a reload (it lives in the URL).
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Desativar ${name} Editado` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Desativar este usuário?');
  await expect(confirm).toContainText('As sessões abertas deste usuário terminam imediatamente');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Usuário desativado com sucesso!')).toBeVisible();
  await expect(rows(page).first()).toContainText('Inativo');
  await expect(page.getByRole('button', { name: `Ativar ${name} Editado` })).toBeVisible();

  // Their very next request is refused, and the session cannot be renewed either.
  expect([401, 403]).toContain((await offersAsCustomer()).status());
  expect((await request.post(api('auth/refresh/'), { data: { refresh: session.refresh } })).ok()).toBe(false);
});

/** A dealership whose report names a customer no other customer shares a name with. */
async function customerInADealershipReport(request: APIRequestContext, token: string) {
  const dealerships = await getAs<{ results: Array<{ id: number }> }>(
    request,
    token,
    'partnerships/dealerships/?page_size=100',
  );
  for (const dealership of dealerships.results) {
    // One page of up to 100 rows: the report pages its `data` (the summary covers the period).
    const path = `reports/redemption-reports/?dealership_id=${dealership.id}&page_size=100`;
    const report = await getAs<Report>(request, token, path);
    for (const name of new Set(report.data.map((row) => row.user_redeemed.full_name))) {
      const query = new URLSearchParams({ search: name, user_type: 'CLIENTE' });
      const list = await getAs<{ results: ListedUser[] }>(request, token, `users/admin/list/?${query}`);
      const same = list.results.filter((user) => user.full_name === name);
      const [customer] = same;
      if (same.length === 1 && customer && !customer.anonymized) {
        // Lists mask CPFs (LGPD); an ADMIN reveals one on purpose to search by it.
        const revealed = await request.post(api(`users/${customer.id}/cpf/reveal/`), {
          headers: bearer(token),
        });
        expect(revealed.ok()).toBe(true);
        const { cpf } = (await revealed.json()) as { cpf: string };
        return { path, report, customer: { ...customer, cpf } };
      }
    }
  }
  throw new Error('nenhum relatório de concessionária com resgates de um cliente de nome único');
}

test('usuários: excluir um cliente com histórico mantém os totais do relatório da concessionária', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const { path, report: before, customer } = await customerInADealershipReport(request, token);
  expect(before.summary.total_redemptions).toBeGreaterThan(0);

  await signIn(page, admin, `/admin/settings?tab=users&search=${customer.cpf}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(customer.full_name);
  // A customer's name opens their page.
  await expect(rows(page).first().getByRole('link', { name: customer.full_name })).toHaveAttribute(
    'href',
    `/admin/clientes/${customer.id}`,
  );
  await page.getByRole('button', { name: `Excluir ${customer.full_name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Tem certeza que deseja excluir este usuário?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Usuário excluído com sucesso!')).toBeVisible();
  await expect(
    page.getByText('Os dados pessoais do cliente foram anonimizados; o histórico foi mantido.'),
  ).toBeVisible();
  // The personal data is gone: the CPF no longer finds anyone.
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();

  const after = await getAs<Report>(request, token, path);
  expect(after.summary).toEqual(before.summary);
  expect(after.data.map((row) => row.id)).toEqual(before.data.map((row) => row.id));
  const kept = await getAs<ListedUser>(request, token, `users/${customer.id}/`);
  expect(kept).toMatchObject({ anonymized: true, is_active: false, full_name: 'Cliente removido' });

  // The anonymised row is still listed, marked, with nothing left to do on it.
  await searchUsers(page, 'Cliente removido');
  const row = rows(page).filter({ hasText: 'Anonimizado' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('usuários: em um telefone (390 px) a página não rola na horizontal; a tabela rola no seu cartão', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin, '/admin/settings?tab=users');
  await expect(rows(page).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await expect(page.getByLabel('Buscar', { exact: true })).toBeInViewport();
});
