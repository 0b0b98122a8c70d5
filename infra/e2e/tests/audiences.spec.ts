import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, redeem, staffToken } from './offers-api.ts';
import { type Customer, DAY, newCustomer, pushesTo, syncErp } from './points-api.ts';
import { chooseOption } from './select-option.ts';
import { admin, randomCpf, signIn } from './session.ts';

const port = Number(process.env.E2E_PORT ?? 8180);
/** The ERP fixture (stack.ts: the API's port + 2). */
const erpUrl = `http://127.0.0.1:${port + 3}`;

// Audiences, budgets and offers for an audience (issue 31) on the real stack: an audience built in
// Ações → Públicos counts what the API counts; a push to it reaches exactly its members; an offer
// for it is invisible and unredeemable to anyone else; a spent budget stops the offer ('Esgotada').
// The members are this run's own customers: a balance no other customer has picks them out.

const stamp = Date.now().toString(36);
const marker = 600_000 + (Date.now() % 90_000);
const formatted = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
/** 'AAAA-MM-DDTHH:MM' on the São Paulo clock (a datetime-local input's value; the browser runs there). */
const saoPauloClock = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

let adminToken: string;
let members: Customer[];
let outsider: Customer;

/** The customer's marketing consent (the customer app's PUT users/consents/): pushes need it. */
async function consent(request: APIRequestContext, customer: Customer) {
  const response = await request.put('/api/v1/users/consents/', {
    headers: bearer(customer.token),
    data: { marketing_push: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function credit(request: APIRequestContext, customer: Customer, points: number) {
  const response = await request.post(`/api/v1/users/${customer.id}/points-adjustments/`, {
    headers: bearer(adminToken),
    data: { points, reason: `Público e2e ${stamp}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const byBalance = {
  combinator: 'and',
  groups: [
    { combinator: 'and', rules: [{ field: 'points_balance', op: 'between', min: marker, max: marker }] },
  ],
};

test.beforeAll(async ({ request }) => {
  adminToken = (await staffToken(request, admin)).token;
  members = [
    await newCustomer(request, adminToken, `Membro A ${stamp}`),
    await newCustomer(request, adminToken, `Membro B ${stamp}`),
  ];
  outsider = await newCustomer(request, adminToken, `De fora ${stamp}`);
  for (const customer of members) await credit(request, customer, marker);
  await credit(request, outsider, marker - 1);
  for (const customer of [...members, outsider]) await consent(request, customer);
});

test('público: a contagem ao montar é a da API, e o push chega exatamente aos membros', async ({
  page,
  request,
}) => {
  await signIn(page, admin, '/admin/acoes?tab=publicos');
  await page.getByRole('button', { name: 'Novo público' }).click();
  const name = `Saldo ${formatted(marker)} ${stamp}`;
  await page.getByLabel('Nome do público').fill(name);
  await chooseOption(page, 'Dado (grupo 1, regra 1)', 'Saldo de pontos');
  // Typed the Brazilian way, with the thousands dot.
  await page.getByLabel('Mínimo (grupo 1, regra 1)').fill(formatted(marker));
  await page.getByLabel('Máximo (grupo 1, regra 1)').fill(formatted(marker));
  const count = page.getByTestId('contagem-publico');
  await expect(count).toContainText('2 clientes');
  await expect(count).toContainText(`Membro A ${stamp}`);
  await expect(count).not.toContainText(`De fora ${stamp}`);
  const preview = await request.post('/api/v1/marketing/audiences/preview/', {
    headers: bearer(adminToken),
    data: { rules: byBalance },
  });
  expect((await preview.json()).count).toBe(2);
  await page.getByRole('button', { name: 'Salvar público' }).click();
  await expect(page.locator('tr.ant-table-row', { hasText: name })).toBeVisible();

  // Enviar Notificação to that audience: the count before sending, then its two members only.
  await page.goto('/admin/acoes?tab=enviar-notificacao');
  const title = `Só para o público ${stamp}`;
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Mensagem').fill('Uma oferta para quem tem o saldo certo.');
  await page.getByText('Um público', { exact: true }).click();
  await chooseOption(page, 'Público', name);
  await expect(page.getByRole('status').filter({ hasText: 'será enviada' })).toContainText(
    'Esta notificação será enviada para 2 clientes.',
  );
  await page.getByRole('button', { name: 'Enviar Notificação' }).click();
  for (const member of members)
    await expect
      .poll(async () => (await pushesTo(request, member.id)).map((push) => push.notification.title))
      .toContain(title);
  const others = await pushesTo(request, outsider.id);
  expect(others.map((push) => push.notification.title)).not.toContain(title);
});

test('oferta para um público: invisível e sem resgate para quem está fora; o orçamento esgotado para', async ({
  page,
  request,
}) => {
  const saved = await request.post('/api/v1/marketing/audiences/', {
    headers: bearer(adminToken),
    data: { name: `Público da oferta ${stamp}`, rules: byBalance },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const audienceId = (await saved.json()).id as number;
  const targets = await request.get('/api/v1/loyalty/admin/offers/available-partners/', {
    headers: bearer(adminToken),
  });
  const store = ((await targets.json()) as { partner_locations: Array<{ id: number }> }).partner_locations[0];
  const title = `Brinde do público ${stamp}`;
  const created = await request.post('/api/v1/loyalty/admin/offers/', {
    headers: bearer(adminToken),
    data: {
      title,
      offer_type: 'GIFT',
      points_cost: 10,
      valid_from: new Date(Date.now() - DAY).toISOString(),
      valid_until: new Date(Date.now() + 30 * DAY).toISOString(),
      location_type: 'partner',
      partner_location: store?.id,
      max_redemptions: '',
      auto_notify: false,
      audience: audienceId,
      budget_redemptions: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offerId = (await created.json()).id as number;
  const listed = async (customer: Customer) => {
    const response = await request.get(`/api/v1/loyalty/offers/?search=${encodeURIComponent(title)}`, {
      headers: bearer(customer.token),
    });
    return ((await response.json()) as { results: Array<{ id: number }> }).results.map((offer) => offer.id);
  };
  expect(await listed(members[0] as Customer)).toEqual([offerId]);
  expect(await listed(outsider)).toEqual([]);
  expect((await redeem(request, outsider.token, offerId)).status()).toBeGreaterThanOrEqual(400);

  // A budget of one redemption: the first member takes it, the second finds it spent.
  expect((await redeem(request, (members[0] as Customer).token, offerId)).status()).toBe(201);
  const spent = await redeem(request, (members[1] as Customer).token, offerId);
  expect(spent.status()).toBe(400);
  expect((await spent.json()).detail).toBe('Oferta esgotada.');

  await signIn(page, admin, `/admin/tables?tab=offers&search=${encodeURIComponent(title)}`);
  const row = page.locator('tr.ant-table-row', { hasText: title });
  await expect(row).toContainText('Esgotada');
  await expect(row).toContainText('1/1 resgates');
});

test('campanha de aniversário: cada aniversariante recebe uma vez, mesmo executando duas vezes', async ({
  page,
  request,
}) => {
  // Two customers born today (São Paulo), as the ERP registers them; the sync brings them in.
  const today = saoPauloClock(new Date()).slice(5, 10);
  const names = [`Aniversariante A ${stamp}`, `Aniversariante B ${stamp}`];
  for (const name of names) {
    const added = await request.post(`${erpUrl}/__customers`, {
      data: { cpf: randomCpf(), full_name: name, birth_date: `1990-${today}` },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await syncErp(request, adminToken);
  const ids: number[] = [];
  for (const name of names) {
    const found = await request.get(`/api/v1/users/admin/list/?search=${encodeURIComponent(name)}`, {
      headers: bearer(adminToken),
    });
    const [row] = ((await found.json()) as { results: Array<{ id: number }> }).results;
    expect(row, name).toBeDefined();
    ids.push(row?.id ?? 0);
  }
  // Their marketing consent (recorded by staff) and a balance that picks them out for the audience.
  const birthdayMarker = marker + 100_000;
  for (const id of ids) {
    const granted = await request.put(`/api/v1/users/${id}/consents/`, {
      headers: bearer(adminToken),
      data: { purpose: 'marketing_push', granted: true },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    await credit(request, { id, cpf: '', name: '', token: '' }, birthdayMarker);
  }
  const audience = await request.post('/api/v1/marketing/audiences/', {
    headers: bearer(adminToken),
    data: {
      name: `Aniversariantes ${stamp}`,
      rules: {
        combinator: 'and',
        groups: [
          {
            combinator: 'and',
            rules: [{ field: 'points_balance', op: 'between', min: birthdayMarker, max: birthdayMarker }],
          },
        ],
      },
    },
  });
  expect(audience.status(), await audience.text()).toBe(201);

  // Built in Ações → Campanhas, run twice with 'Executar agora'.
  await signIn(page, admin, '/admin/acoes?tab=campanhas');
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const campaign = `Parabéns ${stamp}`;
  await page.getByLabel('Nome da campanha').fill(campaign);
  await chooseOption(page, 'Gatilho', 'Aniversário');
  await chooseOption(page, 'Público', `Aniversariantes ${stamp}`);
  await page.getByLabel('Título').fill(campaign);
  await page.getByLabel('Mensagem').fill('Feliz aniversário! Um presente te espera na concessionária.');
  await page.getByLabel('Início').fill(saoPauloClock(new Date(Date.now() - 3_600_000)));
  await page.getByRole('button', { name: 'Salvar campanha' }).click();
  const row = page.locator('tr.ant-table-row', { hasText: campaign });
  await row.getByRole('button', { name: 'Executar agora' }).click();
  await expect(page.getByText('Campanha executada: 2 cliente(s) alcançado(s).')).toBeVisible();
  await row.getByRole('button', { name: 'Executar agora' }).click();
  await expect(page.getByText('Campanha executada: 0 cliente(s) alcançado(s).')).toBeVisible();
  await expect(row).toContainText('2');
  for (const id of ids) {
    await expect
      .poll(
        async () =>
          (await pushesTo(request, id)).filter((push) => push.notification.title === campaign).length,
      )
      .toBe(1);
  }
});
