import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { parseCsv } from './csv-download.ts';
import { audienceOfOffer, consentInApp, creditByApi, pushToAudience, sendFeedback } from './lgpd-api.ts';
import { bearer, createOffer, redeem, staffToken } from './offers-api.ts';
import { type Customer, newCustomer, pushesTo } from './points-api.ts';
import { chooseOption } from './select-option.ts';
import { admin, signIn } from './session.ts';

// LGPD on the real stack (issue 32): the data subject's export holds every kind of record kept about
// the customer; a withdrawn marketing consent keeps the next push away from that customer; lists
// mask CPFs, and a search by the whole CPF still finds the customer and shows that row's CPF.

/** Each test's own names: a repeated or retried test on the same stack never meets an earlier run's. */
let stamp = '';
test.beforeEach(() => {
  stamp = Date.now().toString(36);
});
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const formattedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const maskedCpf = (digits: string) => `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
const MASKED = /\*\*\*\.\d{3}\.\d{3}-\*\*|CPF anonimizado/;
const WHOLE = /\d{3}\.\d{3}\.\d{3}-\d{2}/;

let adminToken: string;

test.beforeAll(async ({ request }) => {
  adminToken = (await staffToken(request, admin)).token;
});

/** The titles of the notifications the customer app lists for the customer. */
async function notificationsOf(request: APIRequestContext, customer: Customer): Promise<string[]> {
  const response = await request.get('/api/v1/communications/notifications/', {
    headers: bearer(customer.token),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Array<{ title: string }> }).results.map((n) => n.title);
}

type Row = Record<string, unknown>;
interface SubjectJson {
  generated_at: string;
  profile: Row;
  consents: Row[];
  consent_history: Row[];
  ledger: Row[];
  points_batches: Row[];
  redemptions: Row[];
  vouchers: Row[];
  feedback: Row[];
  notifications: Row[];
  sign_ins: Row[];
  sessions: Row[];
  audit_entries: Row[];
  data_requests: Row[];
}

test('exportar dados do titular: o ZIP traz cadastro, consentimentos e histórico, extrato, resgates, vouchers, feedbacks, notificações e auditoria', async ({
  page,
  request,
}) => {
  // One customer with every kind of record: consents given in the app, a manual credit, a voucher
  // from an offer, feedback, a push received (to the audience of that offer's redeemers), the
  // marketing consent withdrawn by staff, the CPF revealed on purpose and an access request.
  const customer = await newCustomer(request, adminToken, `Titular Exportado ${stamp}`);
  await consentInApp(request, customer, { marketing_push: true, data_processing: true });
  const reason = `Bônus de boas-vindas ${stamp}`;
  await creditByApi(request, adminToken, customer.id, 1234, reason);
  const offer = await createOffer(request, adminToken, `Brinde do titular ${stamp}`);
  const redeemed = await redeem(request, customer.token, offer.id);
  expect(redeemed.status(), await redeemed.text()).toBe(201);
  const { voucher_code: voucherCode } = (await redeemed.json()) as { voucher_code: string };
  const subject = `Sugestão do titular ${stamp}`;
  await sendFeedback(request, customer, subject);
  const audience = await audienceOfOffer(request, adminToken, `Resgatou o brinde ${stamp}`, offer.id);
  const pushTitle = `Novidade para o titular ${stamp}`;
  expect(await pushToAudience(request, adminToken, audience, pushTitle)).toBe(1);
  await expect.poll(() => notificationsOf(request, customer)).toContain(pushTitle);
  const note = `Pediu por telefone ${stamp}`;
  const withdrawn = await request.put(`/api/v1/users/${customer.id}/consents/`, {
    headers: bearer(adminToken),
    data: { purpose: 'marketing_push', granted: false, note },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  const revealed = await request.post(`/api/v1/users/${customer.id}/cpf/reveal/`, {
    headers: bearer(adminToken),
  });
  expect(revealed.status()).toBe(200);
  const asked = await request.post(`/api/v1/users/${customer.id}/data-requests/`, {
    headers: bearer(adminToken),
    data: { kind: 'export', channel: 'email', note: `Pedido de cópia ${stamp}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await signIn(page, admin, `/admin/clientes/${customer.id}?secao=lgpd`);
  await expect(page.getByRole('tab', { name: 'Dados do titular (LGPD)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const consents = page.locator('section[aria-labelledby="consents-title"]');
  await expect(consents.getByRole('switch', { name: 'Notificações de marketing' })).not.toBeChecked();
  await expect(consents.getByRole('switch', { name: 'Tratamento de dados pessoais' })).toBeChecked();
  await expect(consents.locator('tr.ant-table-row')).toHaveCount(3);
  const requests = page.locator('section[aria-labelledby="data-requests-title"]');
  await expect(requests.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(requests.locator('tr.ant-table-row')).toContainText('Em aberto: prazo');

  const saoPauloDay = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const dayBefore = saoPauloDay();
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar dados do titular' }).click();
  const download = await downloadEvent;
  // Named for the São Paulo day it was made (either side of a midnight the click may straddle).
  expect([dayBefore, saoPauloDay()].map((day) => `dados-titular-${customer.id}-${day}.zip`)).toContain(
    download.suggestedFilename(),
  );
  await expect(
    page.getByText(
      `Dados do titular exportados: ${download.suggestedFilename()}. A solicitação foi registrada como atendida.`,
    ),
  ).toBeVisible();
  // The export answered the open request: the log shows it delivered.
  await expect(requests.locator('tr.ant-table-row')).toContainText('Atendida em');
  await expect(requests.locator('tr.ant-table-row')).toContainText(download.suggestedFilename());

  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const text = (name: string) => {
    const bytes = files[name];
    expect(bytes, name).toBeDefined();
    // ignoreBOM keeps a byte order mark in the text, so the spreadsheets can be checked for it.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  };
  expect(Object.keys(files).sort()).toEqual(
    [
      'LEIA-ME.txt',
      'dados.json',
      'planilhas/cadastro.csv',
      'planilhas/consentimentos.csv',
      'planilhas/historico-de-consentimentos.csv',
      'planilhas/extrato-de-pontos.csv',
      'planilhas/lotes-de-pontos.csv',
      'planilhas/listas-de-publicos.csv',
      'planilhas/resgates.csv',
      'planilhas/vouchers.csv',
      'planilhas/feedbacks.csv',
      'planilhas/notificacoes-recebidas.csv',
      'planilhas/acessos.csv',
      'planilhas/sessoes.csv',
      'planilhas/registros-de-auditoria.csv',
      'planilhas/solicitacoes-do-titular.csv',
    ].sort(),
  );
  expect(text('LEIA-ME.txt')).toContain('Dados do titular — Sistema de Fidelidade');

  // dados.json: every record, machine-readable.
  const data = JSON.parse(text('dados.json')) as SubjectJson;
  expect(data.profile).toMatchObject({
    id: customer.id,
    full_name: customer.name,
    cpf: customer.cpf.replace(/\D/g, ''),
    is_active: true,
    points_earned: 1234,
  });
  expect(data.consents).toHaveLength(2);
  expect(data.consents).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ purpose: 'marketing_push', granted: false, source: 'back_office' }),
      expect.objectContaining({ purpose: 'data_processing', granted: true, source: 'customer_app' }),
    ]),
  );
  expect(data.consent_history.map((e) => [e.purpose, e.granted, e.source]).sort()).toEqual(
    [
      ['data_processing', true, 'customer_app'],
      ['marketing_push', false, 'back_office'],
      ['marketing_push', true, 'customer_app'],
    ].sort(),
  );
  expect(data.consent_history.at(-1)).toMatchObject({
    purpose: 'marketing_push',
    granted: false,
    actorName: 'Administrador do Sistema',
    note,
  });
  expect(data.ledger).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'ADJUSTMENT', points: 1234, reason })]),
  );
  expect(data.points_batches).toEqual(
    expect.arrayContaining([expect.objectContaining({ source: 'ADJUSTMENT', points: 1234 })]),
  );
  expect(data.redemptions).toEqual([expect.objectContaining({ offer: offer.title, status: 'pendente' })]);
  expect(data.vouchers).toEqual([
    expect.objectContaining({ voucher_code: voucherCode, offer: offer.title, used_at: null }),
  ]);
  expect(data.feedback).toEqual([expect.objectContaining({ subject, feedback_type: 'SUGGESTION' })]);
  expect(data.notifications).toEqual([expect.objectContaining({ title: pushTitle, status: 'DELIVERED' })]);
  expect(data.sign_ins.length).toBeGreaterThan(0);
  expect(data.sessions.length).toBeGreaterThan(0);
  const actions = data.audit_entries.map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['create', 'consent_change', 'cpf_reveal']));
  // The audit log masks CPFs: the export of it never holds the whole number.
  expect(JSON.stringify(data.audit_entries)).not.toContain(customer.cpf.replace(/\D/g, ''));
  expect(data.data_requests).toEqual([expect.objectContaining({ kind: 'export', channel: 'email' })]);

  // The same records as spreadsheets (';', UTF-8 with BOM), readable by a person.
  const sheet = (name: string) => {
    const body = text(`planilhas/${name}.csv`);
    expect(body.startsWith('\uFEFF'), name).toBe(true);
    const [header = [], ...records] = parseCsv(body.slice(1).trimEnd()).map((r) => r.map((c) => c.trim()));
    return { header, records };
  };
  const profileSheet = sheet('cadastro');
  expect(profileSheet.header).toEqual(expect.arrayContaining(['Nome', 'CPF', 'E-mail', 'Saldo']));
  expect(profileSheet.records[0]).toContain(customer.name);
  const expectations: Array<[string, string, string]> = [
    ['consentimentos', 'Finalidade', 'marketing_push'],
    ['historico-de-consentimentos', 'Observação', note],
    ['extrato-de-pontos', 'Motivo', reason],
    ['lotes-de-pontos', 'Pontos', '1234'],
    ['resgates', 'Oferta', offer.title],
    ['vouchers', 'Código', voucherCode],
    ['feedbacks', 'Assunto', subject],
    ['notificacoes-recebidas', 'Título', pushTitle],
    ['registros-de-auditoria', 'Ação', 'consent_change'],
    ['solicitacoes-do-titular', 'Canal', 'email'],
  ];
  for (const [name, column, value] of expectations) {
    const { header, records } = sheet(name);
    const index = header.indexOf(column);
    expect(index, `${name}: coluna ${column}`).toBeGreaterThanOrEqual(0);
    expect(
      records.map((record) => record[index]),
      name,
    ).toContain(value);
  }
});

test('consentimento de marketing retirado na página do cliente: o próximo push não chega a ele, e chega a quem consente', async ({
  page,
  request,
}) => {
  // Three customers who consent in the app and redeemed one offer: its audience holds the three.
  const offer = await createOffer(request, adminToken, `Brinde do consentimento ${stamp}`);
  const customers: Customer[] = [];
  for (const label of ['A', 'B', 'C']) {
    const customer = await newCustomer(request, adminToken, `Consente ${label} ${stamp}`);
    await consentInApp(request, customer, { marketing_push: true });
    expect((await redeem(request, customer.token, offer.id)).status()).toBe(201);
    customers.push(customer);
  }
  const [first, second, withdrawing] = customers as [Customer, Customer, Customer];
  const audienceName = `Resgatou o brinde do consentimento ${stamp}`;
  const audience = await audienceOfOffer(request, adminToken, audienceName, offer.id);
  // Before: a push reaches all three, the one who will withdraw included.
  const before = `Antes da retirada ${stamp}`;
  expect(await pushToAudience(request, adminToken, audience, before)).toBe(3);
  await expect
    .poll(async () => (await pushesTo(request, withdrawing.id)).map((push) => push.notification.title))
    .toContain(before);

  // Staff records the withdrawal on the customer page.
  await signIn(page, admin, `/admin/clientes/${withdrawing.id}?secao=lgpd`);
  const consents = page.locator('section[aria-labelledby="consents-title"]');
  const marketing = consents.getByRole('switch', { name: 'Notificações de marketing' });
  await expect(marketing).toBeChecked();
  await expect(consents).toContainText('Dado em');
  await expect(consents).toContainText('Aplicativo do cliente');
  await marketing.click();
  await expect(page.getByText('Notificações de marketing: consentimento retirado.')).toBeVisible();
  await expect(marketing).not.toBeChecked();
  await expect(consents).toContainText('Retirado em');
  const history = consents.locator('tr.ant-table-row');
  await expect(history).toHaveCount(2);
  await expect(history.filter({ hasText: 'Retirado' })).toContainText('Painel administrativo');
  await expect(history.filter({ hasText: 'Retirado' })).toContainText('Administrador do Sistema');

  // The next push, sent from Ações to the same audience, counts and reaches only the other two.
  await page.goto('/admin/acoes?tab=enviar-notificacao');
  const after = `Depois da retirada ${stamp}`;
  await page.getByLabel('Título').fill(after);
  await page.getByLabel('Mensagem').fill('Só para quem aceita notificações de marketing.');
  await page.getByText('Um público', { exact: true }).click();
  await chooseOption(page, 'Público', audienceName);
  await expect(page.getByRole('status').filter({ hasText: 'será enviada' })).toContainText(
    'Esta notificação será enviada para 2 clientes.',
  );
  await page.getByRole('button', { name: 'Enviar Notificação' }).click();
  for (const customer of [first, second])
    await expect
      .poll(async () => (await pushesTo(request, customer.id)).map((push) => push.notification.title))
      .toContain(after);
  // One batch carried both: the push is over, and it never named the customer who withdrew.
  const received = (await pushesTo(request, withdrawing.id)).map((push) => push.notification.title);
  expect(received).toEqual([before]);
  expect(await notificationsOf(request, withdrawing)).not.toContain(after);
});

test('CPF mascarado nas listas; a busca pelo CPF inteiro encontra o cliente e mostra o CPF dessa linha', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, adminToken, `Cliente Mascarado ${stamp}`);
  const subject = `Feedback mascarado ${stamp}`;
  await sendFeedback(request, customer, subject);
  const digits = customer.cpf.replace(/\D/g, '');
  const whole = formattedCpf(digits);
  await signIn(page);

  /** The list at `url`: masked in every row, masked for the customer found by name, whole by CPF. */
  const check = async (url: string, byName: string) => {
    const search = page.getByLabel('Buscar', { exact: true });
    await page.goto(url);
    await expect(rows(page).first()).toBeVisible();
    for (const text of await rows(page).allInnerTexts()) {
      expect(text).toMatch(MASKED);
      expect(text).not.toMatch(WHOLE);
    }
    await search.fill(byName);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(byName);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(customer.name);
    await expect(rows(page)).toContainText(maskedCpf(digits));
    await expect(rows(page)).not.toContainText(WHOLE);
    await search.fill(whole);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(whole);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(customer.name);
    await expect(rows(page)).toContainText(whole);
  };
  await check('/admin/tables?tab=points', customer.name);
  await check('/admin/settings?tab=users', customer.name);
  await check('/admin/feedback', subject);
  // Digits only find the customer too, and the row shows the CPF whole.
  await page.goto(`/admin/tables?tab=points&search=${digits}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(whole);
});
