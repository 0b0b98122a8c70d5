import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { bearer, dealershipAccount, staffToken } from './offers-api.ts';
import {
  type Batch,
  batchesOf,
  type Customer,
  DAY,
  erpCancel,
  erpSale,
  monthsBefore,
  newCustomer,
  type Programme,
  pushesTo,
  readProgramme,
  saoPauloDay,
  syncErp,
  writeProgramme,
} from './points-api.ts';
import { admin, signIn } from './session.ts';
import { redeemedVoucher } from './voucher-api.ts';

// Points that behave like money (issue 30), on the real stack: points expire after the programme's
// validity with a reminder before, wait pending for their settlement period, go away when the ERP
// cancels the sale; a burn and a redemption can be taken back; a rule edit weighs only later
// sales; the dashboard's liability equals the ledger. Each test has its own customers, whose sales
// the ERP fixture records dated where the lifecycle needs them (POST /__sales); the ERP sync and the
// points jobs (every 3 s on this stack, playwright.config.ts) stand for what time would do.

const stamp = Date.now().toString(36);
const formatted = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const reais = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

let adminToken: string;
let programme: Programme;

// How far ahead a batch expires (or becomes available) when a test makes it: long enough for the
// sync, the page checks and the reminder that must come before, on a loaded 2-core machine with three
// browser shards; the test then waits the rest of it for the job. With 15 s and 10 s, and 20 s of
// waiting after, both tests failed there on 27 November: under that load a job run can come late.
const EXPIRY_MARGIN_MS = 40_000;
const PENDING_MARGIN_MS = 25_000;
/** How long after the margin the job may take to show its work. */
const JOB_LATENESS_MS = 30_000;

test.beforeAll(async ({ request }) => {
  adminToken = (await staffToken(request, admin)).token;
  programme = await readProgramme(request, adminToken);
  // The demo programme: points valid for 24 months, reminded 30 days before, nothing pending.
  expect(programme).toMatchObject({ validity_months: 24, reminder_days: 30, pending_days_service: 0 });
  // The first sync of a fresh stack reads the whole ERP fixture; the tests' syncs only their sales.
  await syncErp(request, adminToken);
});

// ---- the customer page -------------------------------------------------------------------------

const pointsCard = (page: Page) => page.getByTestId('customer-points');
/** A figure of the customer's points card ('Disponível', 'Pendente', 'Expirados'…). */
const figure = (page: Page, title: string | RegExp) =>
  pointsCard(page).locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
const balance = (page: Page) =>
  page.locator('.ant-statistic', { hasText: 'Saldo' }).locator('.ant-statistic-content-value');
const rows = (page: Page) => page.getByRole('tabpanel').locator('tr.ant-table-row');

async function openCustomer(page: Page, customer: Customer) {
  await page.goto(`/admin/clientes/${customer.id}`);
  await expect(page.getByRole('heading', { level: 3, name: customer.name })).toBeVisible();
  await expect(figure(page, 'Disponível')).toHaveText(/\d/);
}

async function openSection(
  page: Page,
  name: 'Histórico de pontos' | 'Lotes de pontos' | 'Resgates e vouchers',
) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Waits until the customer's newest batch shows, through the API, what the job wrote (`written`),
 * then reloads the customer page until `check` holds: the page shows what the job did. Asking the API
 * each second instead of reloading the page each second spares the browser tens of page loads while
 * a job is due (these three tests: 62.5 → 56.6 busy core-s).
 */
async function afterJob(
  page: Page,
  request: APIRequestContext,
  customer: Customer,
  written: (batch: Batch) => boolean,
  check: () => Promise<void>,
  timeout: number,
) {
  await expect
    .poll(
      async () => {
        const [batch] = await batchesOf(request, adminToken, customer.id);
        return batch !== undefined && written(batch);
      },
      { timeout, intervals: [1_000] },
    )
    .toBe(true);
  await reloadUntil(page, check, timeout);
}

/** Reloads the customer page until `check` holds: the page shows what the jobs did meanwhile. */
async function reloadUntil(page: Page, check: () => Promise<void>, timeout = 20_000) {
  await expect(async () => {
    await page.reload();
    await expect(figure(page, 'Disponível')).toHaveText(/\d/);
    await check();
  }).toPass({ timeout, intervals: [1_000] });
}

// ---- 1. expiry -----------------------------------------------------------------------------------

test('validade: o cliente recebe o aviso antes, os pontos expiram quando o job roda e o histórico mostra a expiração', async ({
  page,
  request,
}) => {
  // The margin, the job's lateness and a minute for the rest (the default is a minute in all).
  test.setTimeout(EXPIRY_MARGIN_MS + JOB_LATENESS_MS + 60_000);
  const customer = await newCustomer(request, adminToken, `Cliente Expira ${stamp}`);
  // Signed in and on the customer's page before the clock below starts: what must happen before
  // the expiry is only the sync, one reload and the reminder.
  await signIn(page);
  await openCustomer(page, customer);
  // A service earned 24 months (the validity) before a moment EXPIRY_MARGIN from now: it expires then.
  const expiresAt = new Date(Date.now() + EXPIRY_MARGIN_MS);
  await erpSale(request, customer, {
    amount: '1234.00',
    occurredAt: monthsBefore(expiresAt, programme.validity_months ?? 0),
    description: 'Revisão dos 20.000 km',
  });
  await syncErp(request, adminToken);
  const [batch] = await batchesOf(request, adminToken, customer.id);
  expect(batch).toMatchObject({ state: 'available', points: 123, expires_at: expiresAt.toISOString() });
  const day = saoPauloDay(expiresAt);

  await openCustomer(page, customer);
  await expect(figure(page, 'Disponível')).toHaveText('123');
  await expect(figure(page, 'Próxima expiração')).toHaveText(`123 pontos em ${day}`);
  await expect(figure(page, 'A expirar em 30 dias')).toHaveText('123');

  // The reminder job pushes the customer before the points expire: the push provider got it.
  await expect
    .poll(async () => (await pushesTo(request, customer.id)).map((push) => push.notification.message), {
      timeout: 25_000,
    })
    .toEqual([`Você tem 123 pontos que expiram em ${day}`]);
  const [reminded] = await batchesOf(request, adminToken, customer.id);
  expect(reminded?.state, 'the reminder came before the expiry').toBe('available');

  // Past the expiry, the expiry job writes the points off.
  await afterJob(
    page,
    request,
    customer,
    // Past its date a batch reads 'expired' at once; written off by the job, nothing remains in it.
    (batch) => batch.state === 'expired' && batch.remaining === 0,
    async () => {
      await expect(figure(page, 'Expirados')).toHaveText('123');
    },
    EXPIRY_MARGIN_MS + JOB_LATENESS_MS,
  );
  await expect(figure(page, 'Disponível')).toHaveText('0');
  await expect(figure(page, 'Próxima expiração')).toHaveText('Nenhuma');
  await expect(balance(page)).toHaveText('0');
  const entry = rows(page).first();
  await expect(entry).toContainText('Expiração');
  await expect(entry).toContainText('−123');
  await expect(entry).toContainText(`Pontos expirados (crédito de ${saoPauloDay(batch?.earned_at ?? '')})`);
  await openSection(page, 'Lotes de pontos');
  await expect(rows(page).first()).toContainText('Revisão dos 20.000 km');
  await expect(rows(page).first()).toContainText('Expirado');
  // Once per batch: no second reminder for points that are gone.
  expect(await pushesTo(request, customer.id)).toHaveLength(1);
});

// ---- 2. pending ----------------------------------------------------------------------------------

test('pendentes: os pontos de um serviço sincronizado ficam pendentes e ficam disponíveis depois do prazo', async ({
  page,
  request,
}) => {
  test.setTimeout(PENDING_MARGIN_MS + JOB_LATENESS_MS + 60_000);
  await signIn(page, admin, '/admin/settings?tab=programa');
  const services = page.getByRole('group', { name: 'Dias pendentes' }).getByLabel('Serviços');
  await expect(services).toHaveValue(String(programme.pending_days_service));
  await services.fill('2');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page.getByText(
      'Configurações do programa salvas. Elas valem para os novos créditos; para voltar atrás, altere os valores e salve de novo.',
    ),
  ).toBeVisible();
  try {
    const customer = await newCustomer(request, adminToken, `Cliente Pendente ${stamp}`);
    // A service sold 2 days (the new pending period) before a moment PENDING_MARGIN from now.
    const availableAt = new Date(Date.now() + PENDING_MARGIN_MS);
    await erpSale(request, customer, {
      amount: '500.00',
      occurredAt: new Date(availableAt.getTime() - 2 * DAY),
      description: 'Troca de óleo',
    });
    await syncErp(request, adminToken);

    await openCustomer(page, customer);
    await expect(figure(page, 'Pendente')).toHaveText('50');
    await expect(figure(page, 'Disponível')).toHaveText('0');
    await expect(balance(page)).toHaveText('0');
    await openSection(page, 'Lotes de pontos');
    const batch = rows(page).first();
    await expect(batch).toContainText('Troca de óleo');
    await expect(batch).toContainText('Pendente');
    await expect(batch).toContainText(saoPauloDay(availableAt));
    // What the customer app shows: nothing to spend yet, 50 on the way.
    const app = await request.get('/api/v1/loyalty/points/', { headers: bearer(customer.token) });
    expect(await app.json()).toMatchObject({ available: 0, pending: 50 });

    // After the period, the release job makes them available.
    await afterJob(
      page,
      request,
      customer,
      // 'available' once the job has released it (a pending batch stays 'pending' until then).
      (batch) => batch.state === 'available',
      async () => {
        await expect(figure(page, 'Disponível')).toHaveText('50');
      },
      PENDING_MARGIN_MS + JOB_LATENESS_MS,
    );
    await expect(figure(page, 'Pendente')).toHaveText('0');
    await expect(balance(page)).toHaveText('50');
    await expect(rows(page).first()).toContainText('Disponível');
    await openSection(page, 'Histórico de pontos');
    await expect(rows(page).first()).toContainText('Serviço');
    await expect(rows(page).first()).toContainText('+50');
  } finally {
    await writeProgramme(request, adminToken, programme);
  }
});

// ---- 3. ERP cancellation -------------------------------------------------------------------------

test('cancelamento no ERP: a próxima sincronização retira os pontos do serviço cancelado', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, adminToken, `Cliente Cancelado ${stamp}`);
  const sale = await erpSale(request, customer, {
    amount: '750.00',
    occurredAt: new Date(Date.now() - 3 * DAY),
    description: 'Troca de pastilhas de freio',
  });
  await syncErp(request, adminToken);

  await signIn(page);
  await openCustomer(page, customer);
  await expect(figure(page, 'Disponível')).toHaveText('75');

  // The ERP cancels the service; an ADMIN runs the full sync from Configurações → Sincronização.
  await erpCancel(request, sale);
  await page.goto('/admin/settings?tab=sync');
  await page.getByRole('button', { name: 'Sincronização Completa do ERP' }).click();
  await expect(page.getByText('Sincronização completa do ERP iniciada!')).toBeVisible();

  await page.goto(`/admin/clientes/${customer.id}`);
  await afterJob(
    page,
    request,
    customer,
    (batch) => batch.state === 'reversed',
    async () => {
      await expect(figure(page, 'Disponível')).toHaveText('0');
    },
    20_000,
  );
  await expect(balance(page)).toHaveText('0');
  const entry = rows(page).first();
  await expect(entry).toContainText('Cancelamento de crédito');
  await expect(entry).toContainText('−75');
  await expect(entry).toContainText(
    'Crédito cancelado pelo ERP — Serviço realizado: Troca de pastilhas de freio',
  );
  await openSection(page, 'Lotes de pontos');
  await expect(rows(page).first()).toContainText('Cancelado');
});

// ---- 4. burn reversal ----------------------------------------------------------------------------

const voucherDetails = (page: Page) => page.locator('.ant-descriptions');

async function lookUpVoucher(page: Page, code: string) {
  await page.getByLabel('Código do voucher').fill(code);
  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(voucherDetails(page)).toContainText(code);
}

async function burn(page: Page, value: string, reference: string) {
  await page.getByLabel('Valor da compra (R$)').fill(value);
  await page.getByLabel('Código de referência').fill(reference);
  await page.getByRole('button', { name: /Confirmar uso/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar uso' }).click();
  await expect(page.getByText('Voucher utilizado com sucesso!').last()).toBeVisible();
  await expect(voucherDetails(page)).toContainText('Utilizado');
}

test('estorno de uso: o voucher utilizado volta a Pendente com motivo e pode ser utilizado de novo', async ({
  page,
  request,
}) => {
  const dealer = await staffToken(request, dealershipAccount);
  const voucher = await redeemedVoucher(request, adminToken, dealer.dealershipId ?? -1, `estorno ${stamp}`);

  await signIn(page, dealershipAccount, '/admin/acoes?tab=validar-voucher');
  await lookUpVoucher(page, voucher.voucher_code);
  await burn(page, '120,00', `NF-${stamp}-1`);

  await page.getByRole('button', { name: 'Estornar uso' }).click();
  const dialog = page.getByRole('dialog', { name: `Estornar o uso do voucher ${voucher.voucher_code}?` });
  // It asks first, and the reason is required.
  await dialog.getByRole('button', { name: 'Estornar uso' }).click();
  await expect(dialog.getByText('Informe o motivo do estorno (mínimo de 3 caracteres).')).toBeVisible();
  await expect(voucherDetails(page)).toContainText('Utilizado');
  await dialog.getByLabel('Motivo do estorno').fill(`Uso registrado no voucher errado ${stamp}`);
  await dialog.getByRole('button', { name: 'Estornar uso' }).click();
  await expect(
    page.getByText('Uso estornado: o voucher voltou a Pendente e pode ser utilizado de novo.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(voucherDetails(page)).toContainText('Pendente');

  // Burned again at the counter, with the right purchase.
  await burn(page, '80,00', `NF-${stamp}-2`);
  await expect(voucherDetails(page)).toContainText('R$ 80,00');

  // The audit log names the reversal, its author and its reason.
  const audit = await request.get('/api/v1/audit/', {
    headers: bearer(adminToken),
    params: { action: 'reverse', target_type: 'voucher' },
  });
  expect(audit.status()).toBe(200);
  const [logged] = ((await audit.json()) as { results: Array<{ actor_name: string; changes: unknown }> })
    .results;
  expect(logged?.actor_name).toBe('Carlos Menezes');
  expect(JSON.stringify(logged?.changes)).toContain(`Uso registrado no voucher errado ${stamp}`);
});

// ---- 5. redemption cancelled ---------------------------------------------------------------------

/** An offer costing `points` at a partner store (every customer sees those), redeemable often. */
async function pricedOffer(request: APIRequestContext, title: string, points: number) {
  const targets = await request.get('/api/v1/loyalty/admin/offers/available-partners/', {
    headers: bearer(adminToken),
  });
  const { partner_locations } = (await targets.json()) as { partner_locations: Array<{ id: number }> };
  const response = await request.post('/api/v1/loyalty/admin/offers/', {
    headers: bearer(adminToken),
    data: {
      title,
      offer_type: 'GIFT',
      points_cost: points,
      valid_from: new Date(Date.now() - DAY).toISOString(),
      valid_until: new Date(Date.now() + 30 * DAY).toISOString(),
      max_redemptions: null,
      auto_notify: false,
      location_type: 'partner',
      partner_location: partner_locations[0]?.id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

async function redeem(request: APIRequestContext, customer: Customer, offerId: number) {
  const response = await request.post('/api/v1/loyalty/offers/redeem/', {
    headers: bearer(customer.token),
    data: { offer_id: offerId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { voucher_code: string };
}

async function credit(request: APIRequestContext, customer: Customer, points: number) {
  const response = await request.post(`/api/v1/users/${customer.id}/points-adjustments/`, {
    headers: bearer(adminToken),
    data: { points, reason: `Crédito de teste ${stamp}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('cancelar resgate: o resgate pendente é cancelado com motivo e os pontos voltam', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, adminToken, `Cliente Resgate ${stamp}`);
  await credit(request, customer, 300);
  const offer = await pricedOffer(request, `Lavagem completa ${stamp}`, 120);
  const { voucher_code: code } = await redeem(request, customer, offer.id);

  await signIn(page);
  await openCustomer(page, customer);
  await expect(figure(page, 'Disponível')).toHaveText('180');
  await openSection(page, 'Resgates e vouchers');
  const row = rows(page).filter({ hasText: code });
  await expect(row).toContainText('Pendente');
  await row.getByRole('button', { name: `Cancelar resgate ${code}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancelar resgate' });
  await expect(dialog).toContainText(`Cancelar o resgate do voucher ${code} (${offer.title})?`);
  await expect(dialog).toContainText('Os 120 pontos voltam para o cliente');
  await dialog.getByRole('button', { name: 'Cancelar resgate' }).click();
  await expect(dialog.getByText('Informe o motivo do cancelamento (mínimo de 3 caracteres).')).toBeVisible();
  await dialog.getByLabel('Motivo do cancelamento').fill('Cliente desistiu da lavagem');
  await dialog.getByRole('button', { name: 'Cancelar resgate' }).click();
  await expect(page.getByText('Resgate cancelado: 120 pontos voltaram para o cliente.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancelado');
  await expect(row.getByRole('button', { name: `Cancelar resgate ${code}` })).toHaveCount(0);
  await expect(figure(page, 'Disponível')).toHaveText('300');
  await expect(balance(page)).toHaveText('300');

  await openSection(page, 'Histórico de pontos');
  // The refund is the newest entry, after the redemption it gives back.
  const entry = rows(page).first();
  await expect(entry).toContainText('Estorno');
  await expect(entry).toContainText('+120');
  await expect(entry).toContainText(`Estorno de resgate: voucher ${code}`);
  await expect(entry).toContainText('Cliente desistiu da lavagem');
  await expect(entry).toContainText('Administrador do Sistema');
  // The points are the customer's again: the customer app can spend them.
  const app = await request.get('/api/v1/loyalty/points/', { headers: bearer(customer.token) });
  expect(await app.json()).toMatchObject({ available: 300 });
});

// ---- 6. rule edit --------------------------------------------------------------------------------

interface Rule {
  id: number;
  name: string;
  weight: number | string;
  is_active: boolean;
  transaction_type_key: string;
}

async function serviceRule(request: APIRequestContext): Promise<Rule> {
  const response = await request.get('/api/v1/loyalty/admin/rules/pontuation/', {
    headers: bearer(adminToken),
  });
  const body = (await response.json()) as Rule[] | { results: Rule[] };
  const rule = (Array.isArray(body) ? body : body.results).find((r) => r.transaction_type_key === 'SERVICE');
  if (!rule) throw new Error('nenhuma regra de serviços no seed');
  return rule;
}

test('regra de pontuação: um novo peso vale só para as vendas a partir da vigência', async ({
  page,
  request,
}) => {
  const rule = await serviceRule(request);
  expect(Number(rule.weight)).toBe(0.1);
  const customer = await newCustomer(request, adminToken, `Cliente Regra ${stamp}`);
  await erpSale(request, customer, {
    amount: '1000.00',
    occurredAt: new Date(Date.now() - 3_600_000),
    description: 'Alinhamento e balanceamento',
  });

  await signIn(page, admin, '/admin/settings?tab=rules');
  const ruleRow = page.locator('tr.ant-table-row', { hasText: rule.name });
  await expect(ruleRow).toContainText('10%');
  await ruleRow.getByRole('button', { name: `Editar ${rule.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar regra de pontuação' });
  // 'Vigente a partir de' starts at the current minute: the new weight counts from now on.
  await expect(dialog.getByLabel('Vigente a partir de')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await dialog.getByLabel('Peso (%)').fill('20');
  try {
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Regra de pontuação atualizada com sucesso!')).toBeVisible();
    await expect(ruleRow).toContainText('20%');
    await ruleRow.getByRole('button', { name: `Histórico de ${rule.name}` }).click();
    const history = page.getByRole('dialog', { name: `Histórico: ${rule.name}` });
    const inForce = history.locator('tr.ant-table-row', { hasText: 'Em vigor' });
    await expect(inForce).toContainText('20%');
    await expect(inForce).toContainText('Administrador do Sistema');

    // A sale after the edit, and the one before it, both synced now: each weighed by its own date.
    const versions = await request.get(`/api/v1/loyalty/admin/rules/${rule.id}/versions/`, {
      headers: bearer(adminToken),
    });
    const [current] = (await versions.json()) as Array<{ weight: number; effective_from: string }>;
    expect(Number(current?.weight)).toBe(0.2);
    await erpSale(request, customer, {
      amount: '1000.00',
      occurredAt: new Date(Date.parse(current?.effective_from ?? '') + 1_000),
      description: 'Higienização do ar-condicionado',
    });
    await syncErp(request, adminToken);
    // The later sale is dated a second after the version's start, which can still be ahead of the
    // clock: its batch waits for that second and the next release run (every few seconds here).
    await expect
      .poll(async () =>
        (await batchesOf(request, adminToken, customer.id)).map((b) => [b.description, b.points, b.state]),
      )
      .toEqual([
        ['Serviço realizado: Higienização do ar-condicionado (R$ 1.000,00)', 200, 'available'],
        ['Serviço realizado: Alinhamento e balanceamento (R$ 1.000,00)', 100, 'available'],
      ]);

    await openCustomer(page, customer);
    await expect(balance(page)).toHaveText('300');
    await openSection(page, 'Lotes de pontos');
    await expect(rows(page).filter({ hasText: 'Alinhamento e balanceamento' })).toContainText('100');
    await expect(rows(page).filter({ hasText: 'Higienização do ar-condicionado' })).toContainText('200');
  } finally {
    // The rule as the seed has it again, from now on (settings.spec.ts reads 10%).
    const restored = await request.put(`/api/v1/loyalty/admin/rules/${rule.id}/`, {
      headers: bearer(adminToken),
      data: { name: rule.name, weight: 0.1, is_active: rule.is_active },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

// ---- 7. liability --------------------------------------------------------------------------------

const LIABILITY_ROWS = {
  outstanding: 'Em aberto (disponíveis)',
  pending: 'Pendentes',
  expiring_30: 'A expirar em até 30 dias',
  expiring_60: 'A expirar em até 60 dias',
  expiring_90: 'A expirar em até 90 dias',
  expired: 'Expirados no período',
  spent: 'Utilizados no período',
} as const;
type Figure = keyof typeof LIABILITY_ROWS;

async function panelRow(card: Locator, label: string) {
  const cells = card.locator('tr.ant-table-row', { hasText: label }).locator('td');
  return {
    points: ((await cells.nth(1).textContent()) ?? '').trim(),
    value: ((await cells.nth(2).textContent()) ?? '').replace(/\s/g, ' ').trim(),
  };
}

interface SummaryRow {
  points_balance: number;
  points_pending: number;
  points_expiring: number;
}

/** Every customer's ledger totals (Tabelas → Usuários' list, every page). */
async function everyCustomer(request: APIRequestContext): Promise<SummaryRow[]> {
  const all: SummaryRow[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get('/api/v1/loyalty/admin/points/summary/', {
      headers: bearer(adminToken),
      params: { page, page_size: 100 },
    });
    const body = (await response.json()) as { results: SummaryRow[]; next: string | null };
    all.push(...body.results);
    if (!body.next) return all;
  }
}

/** 'DD/MM/AAAA' → 'AAAA-MM-DD'. */
const isoDay = (day: string) => day.split('/').reverse().join('-');

/** The ledger's entries (Tabelas → Atividades, newest first) from `from` (a São Paulo day) on. */
async function ledgerSince(request: APIRequestContext, from: string) {
  const entries: Array<{ points_change: number; description: string; created_at: string }> = [];
  for (let page = 1; ; page++) {
    const response = await request.get('/api/v1/loyalty/admin/activities/recent/', {
      headers: bearer(adminToken),
      params: { page, page_size: 100 },
    });
    const body = (await response.json()) as { results: typeof entries; next: string | null };
    const inPeriod = body.results.filter((entry) => isoDay(saoPauloDay(entry.created_at)) >= from);
    entries.push(...inPeriod);
    if (!body.next || inPeriod.length < body.results.length) return entries;
  }
}

test('passivo: os números do painel do dashboard são os do razão de pontos', async ({ page, request }) => {
  test.setTimeout(45_000);
  const customer = await newCustomer(request, adminToken, `Cliente Passivo ${stamp}`);
  const validity = programme.validity_months ?? 0;
  // Points that expired yesterday (written off by the next expiry run), points expiring in 10 days,
  // points pending for 5 more days, and points spent on a redemption.
  await erpSale(request, customer, {
    amount: '300.00',
    occurredAt: monthsBefore(new Date(Date.now() - DAY), validity),
    description: 'Troca de correia dentada',
  });
  await erpSale(request, customer, {
    amount: '800.00',
    occurredAt: monthsBefore(new Date(Date.now() + 10 * DAY), validity),
    description: 'Revisão dos 30.000 km',
  });
  await writeProgramme(request, adminToken, { ...programme, pending_days_purchase: 6 });
  try {
    await erpSale(request, customer, {
      kind: 'purchases',
      amount: '400.00',
      occurredAt: new Date(Date.now() - DAY),
      description: 'Jogo de tapetes',
    });
    await syncErp(request, adminToken);
  } finally {
    await writeProgramme(request, adminToken, programme);
  }
  // The expiry job writes yesterday's points off.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/users/${customer.id}/points/`, {
          headers: bearer(adminToken),
        });
        return ((await response.json()) as { expired: number }).expired;
      },
      { timeout: 10_000 },
    )
    .toBe(30);
  expect((await batchesOf(request, adminToken, customer.id)).map((b) => b.state).sort()).toEqual([
    'available',
    'expired',
    'pending',
  ]);
  const offer = await pricedOffer(request, `Café na concessionária ${stamp}`, 25);
  await redeem(request, customer, offer.id);

  await signIn(page);
  const card = page.getByTestId('liability-card');
  await expect(card.locator('tr.ant-table-row')).toHaveCount(7);
  const period = (await card.getByTestId('liability-period').textContent()) ?? '';
  const [, from = '', to = ''] = /Período: (\S+) a (\S+)/.exec(period) ?? [];
  expect(to).toBe(saoPauloDay(new Date()));
  const shown = {} as Record<Figure, { points: string; value: string }>;
  for (const [key, label] of Object.entries(LIABILITY_ROWS) as Array<[Figure, string]>)
    shown[key] = await panelRow(card, label);

  // The ledger's figures: each customer's balance (what is left of the released credits, a
  // customer in debt having none) and pending points; what expires within 30, 60 and 90 days as
  // the customers' lists count it (within the reminder window, set to each); the entries of the
  // period: expiries, and every other debit (redemptions, manual debits, reversals).
  const customers = await everyCustomer(request);
  const sum = (list: SummaryRow[], pick: (row: SummaryRow) => number) =>
    list.reduce((total, row) => total + pick(row), 0);
  const expiringWithin = async (days: number) => {
    if (days === programme.reminder_days) return sum(customers, (row) => row.points_expiring);
    await writeProgramme(request, adminToken, { ...programme, reminder_days: days });
    try {
      return sum(await everyCustomer(request), (row) => row.points_expiring);
    } finally {
      await writeProgramme(request, adminToken, programme);
    }
  };
  const entries = await ledgerSince(request, isoDay(from));
  const expiry = (entry: { description: string }) => entry.description.startsWith('Pontos expirados');
  const ledger: Record<Figure, number> = {
    outstanding: sum(customers, (row) => Math.max(row.points_balance, 0)),
    pending: sum(customers, (row) => row.points_pending),
    expiring_30: await expiringWithin(30),
    expiring_60: await expiringWithin(60),
    expiring_90: await expiringWithin(90),
    expired: entries.filter(expiry).reduce((total, entry) => total - entry.points_change, 0),
    spent: entries
      .filter((entry) => entry.points_change < 0 && !expiry(entry))
      .reduce((total, entry) => total - entry.points_change, 0),
  };
  expect(ledger.pending).toBeGreaterThanOrEqual(20);
  expect(ledger.expiring_30).toBeGreaterThanOrEqual(55);
  expect(ledger.expired).toBeGreaterThanOrEqual(30);
  expect(ledger.spent).toBeGreaterThanOrEqual(25);

  const cents = Math.round(Number(programme.point_value) * 100);
  const expected = Object.fromEntries(
    Object.entries(ledger).map(([key, points]) => [
      key,
      { points: formatted(points), value: reais(Math.round(points * cents) / 100) },
    ]),
  );
  expect(shown).toEqual(expected);
});
