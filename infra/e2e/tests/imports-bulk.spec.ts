import { expect, type Locator, type Page, test } from '@playwright/test';
import { readCsvDownload } from './csv-download.ts';
import {
  CUSTOMER_HEADER,
  type CustomerLine,
  csvText,
  customerLines,
  DEALERSHIP,
  utf8WithBom,
  windows1252,
} from './customers-file.ts';
import { customerCount, customerIds, importCustomers, onlyUser } from './imports-api.ts';
import { bearer, createOffer, staffToken } from './offers-api.ts';
import { chooseOption } from './select-option.ts';
import { admin, signIn } from './session.ts';

// CSV imports and bulk actions on the real stack (issue 32): a 1,000-row customers file as a
// Brazilian Excel writes it (Windows-1252, accents, ';') with 20 bad rows goes through upload,
// mapping, preview with per-row errors, confirmation and the background run: 980 customers, an
// error file of the 20 rows as sent plus 'Erro', and the same file again changes nothing. A ','
// UTF-8 file imports too. Then 300 customers picked by a filter take one bulk credit. An offer's
// voucher codes come in the same way, for the offer chosen first, and the offer shows its pool.

/** Each test's own names: a repeated or retried test on the same stack never meets an earlier run's. */
let stamp = '';
test.beforeEach(() => {
  stamp = Date.now().toString(36);
});
const stat = (scope: Locator, title: string) =>
  scope.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
const importCard = (page: Page) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Importação CSV$/ }) });

let adminToken: string;

test.beforeAll(async ({ request }) => {
  adminToken = (await staffToken(request, admin)).token;
});

/** Configurações → Importação: the file chosen and sent; the mapping step shows its facts. */
async function upload(page: Page, file: { name: string; buffer: Buffer }) {
  const card = importCard(page);
  await card.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'text/csv' });
  await card.getByRole('button', { name: 'Enviar e conferir colunas' }).click();
  await expect(card.getByText('Correspondência das colunas')).toBeVisible();
  return card;
}

/** 'Importar', confirmed in 'Importar <n> linhas?', then the run until it is done. */
async function confirmAndRun(page: Page, card: Locator, rows: string) {
  await card.getByRole('button', { name: 'Importar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Importar ${rows} linhas?` });
  await confirm.getByRole('button', { name: 'Importar' }).click();
  await expect(card.getByText(`${rows} de ${rows} linhas`)).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Concluída');
}

async function expectCounts(
  card: Locator,
  counts: { created: string; updated: string; unchanged: string; failed: string },
) {
  await expect(stat(card, 'Criados')).toHaveText(counts.created);
  await expect(stat(card, 'Atualizados')).toHaveText(counts.updated);
  await expect(stat(card, 'Sem alteração')).toHaveText(counts.unchanged);
  await expect(stat(card, 'Com erro')).toHaveText(counts.failed);
}

/** The preview's rows as the cells' text, read at once (20 rows of 8 cells). */
const previewCells = (card: Locator) =>
  card
    .locator('tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
    );

/** What the preview shows for a line: its number, its six fields as read, then 'OK' or its error. */
const previewOf = (line: CustomerLine) => [String(line.line), ...line.fields, line.error ?? 'OK'];

test('importação de 1.000 clientes em Windows-1252 com ";": prévia com erros por linha, 980 importados, arquivo com os 20 erros; o mesmo arquivo de novo não muda nada', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = `Imp${stamp}`;
  // Five bad rows among the 20 the preview checks (one of each refusal), fifteen further down.
  const bad = new Set([
    2, 5, 9, 14, 17, 101, 150, 222, 333, 404, 455, 512, 600, 678, 707, 777, 850, 901, 960, 1000,
  ]);
  const lines = customerLines(1000, marker, bad);
  const refused = lines.filter((line) => line.error !== null);
  expect(refused).toHaveLength(20);
  const file = { name: `clientes-${stamp}.csv`, buffer: windows1252(csvText(CUSTOMER_HEADER, lines, ';')) };

  await signIn(page, admin, '/admin/settings?tab=importacao');
  await expect(page.getByRole('tab', { name: 'Importação' })).toHaveAttribute('aria-selected', 'true');
  let card = await upload(page, file);
  const facts = card.locator('.ant-descriptions');
  await expect(facts).toContainText(file.name);
  await expect(facts).toContainText('1.000');
  await expect(facts).toContainText('Windows-1252 (Excel)');
  await expect(facts).toContainText('ponto e vírgula');
  // Every field's column guessed from the Brazilian header.
  const mapped = (field: string) => card.locator('.ant-form-item').filter({ hasText: field }).first();
  await expect(mapped('Nome completo')).toContainText('Nome completo');
  await expect(mapped('Consentimento de marketing')).toContainText('Aceita marketing');
  await expect(card.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  await card.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(
    card.getByText('Primeiras 20 linhas, conferidas como na importação: 5 com erro.'),
  ).toBeVisible();
  // Each of the 20 rows with its fields read through Windows-1252 ('João', 'Conceição'), 'OK' or its
  // pt-BR error.
  await expect(card.locator('tr.ant-table-row')).toHaveCount(20);
  expect(await previewCells(card)).toEqual(lines.slice(0, 20).map(previewOf));
  expect(lines[1]?.fields[1]).toBe(`Maria da Conceição Gonçalves ${marker} 0002`);

  await confirmAndRun(page, card, '1.000');
  await expectCounts(card, { created: '980', updated: '0', unchanged: '0', failed: '20' });

  // The error file: the 20 refused rows as sent, in file order, plus 'Erro'.
  const downloadEvent = page.waitForEvent('download');
  await card.getByRole('button', { name: /Baixar arquivo de erros/ }).click();
  const errors = await readCsvDownload(await downloadEvent, test.info());
  expect(errors.fileName).toMatch(/^importacao-\d+-erros.*\.csv$/);
  expect(errors.header).toEqual([...CUSTOMER_HEADER, 'Erro']);
  expect(errors.rows).toEqual(refused.map((line) => [...line.fields, line.error]));

  // The customers are there, named with their accents, the dealership found by its accented name.
  expect(await customerCount(request, adminToken, marker)).toBe(980);
  const seventh = lines[6] as CustomerLine;
  const customer = await onlyUser(request, adminToken, seventh.fields[0] ?? '');
  expect(customer).toMatchObject({
    full_name: seventh.fields[1],
    email: seventh.fields[2],
    dealership_name: DEALERSHIP,
  });

  // The same file again: nothing new, nothing changed, the same 20 errors.
  await card.getByRole('button', { name: 'Nova importação' }).click();
  card = await upload(page, file);
  await card.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(
    card.getByText('Primeiras 20 linhas, conferidas como na importação: 5 com erro.'),
  ).toBeVisible();
  await confirmAndRun(page, card, '1.000');
  await expectCounts(card, { created: '0', updated: '0', unchanged: '980', failed: '20' });
  expect(await customerCount(request, adminToken, marker)).toBe(980);
  const latest = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Últimas importações$/ }) })
    .locator('tr.ant-table-row', { hasText: file.name });
  await expect(latest).toHaveCount(2);
  await expect(latest.first()).toContainText('0 criados, 0 atualizados, 980 sem alteração, 20 com erro');
  await expect(latest.nth(1)).toContainText('980 criados, 0 atualizados, 0 sem alteração, 20 com erro');
});

test('importação em UTF-8 com "," e campos entre aspas: separador e codificação reconhecidos, linhas ruins de fora', async ({
  page,
  request,
}) => {
  const marker = `Virg${stamp}`;
  const lines = customerLines(30, marker, new Set([4, 21]));
  // A name with a comma and quotes: the field is quoted, as a spreadsheet writes it.
  const quoted = lines[0] as CustomerLine;
  quoted.fields[1] = `Souza, Ana "Aninha" ${marker} 0001`;
  const file = {
    name: `clientes-virgula-${stamp}.csv`,
    buffer: utf8WithBom(csvText(CUSTOMER_HEADER, lines, ',')),
  };

  await signIn(page, admin, '/admin/settings?tab=importacao');
  const card = await upload(page, file);
  const facts = card.locator('.ant-descriptions');
  await expect(facts).toContainText('UTF-8');
  await expect(facts).toContainText('vírgula');
  await expect(facts).not.toContainText('ponto e vírgula');
  await card.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(
    card.getByText('Primeiras 20 linhas, conferidas como na importação: 1 com erro.'),
  ).toBeVisible();
  await expect(card.locator('tr.ant-table-row')).toHaveCount(20);
  expect(await previewCells(card)).toEqual(lines.slice(0, 20).map(previewOf));
  await confirmAndRun(page, card, '30');
  await expectCounts(card, { created: '28', updated: '0', unchanged: '0', failed: '2' });
  expect(await customerCount(request, adminToken, marker)).toBe(28);
  expect(await onlyUser(request, adminToken, quoted.fields[0] ?? '')).toMatchObject({
    full_name: `Souza, Ana "Aninha" ${marker} 0001`,
  });
});

test('códigos de voucher de uma oferta (Windows-1252, ";"): a oferta escolhida, prévia com erros, resultado, e a oferta mostra os códigos livres', async ({
  page,
  request,
}) => {
  const offer = await createOffer(request, adminToken, `Cupom Parceiro ${stamp}`);
  const code = (n: number) => `cupom-${stamp}-${n}`;
  // Three codes, one with accents (refused), one repeated (refused): as a partner's spreadsheet sends.
  const rows = [code(1), 'AÇÃO', code(2), code(1).toUpperCase(), code(3)];
  const text = `${['Código;Observação', ...rows.map((c) => `${c};Lote São João`)].join('\r\n')}\r\n`;
  const file = { name: `codigos-${stamp}.csv`, buffer: windows1252(text) };

  await signIn(page, admin, '/admin/settings?tab=importacao');
  const start = importCard(page);
  await start.locator('label', { hasText: 'Códigos de voucher de uma oferta' }).click();
  await start.getByLabel('Oferta', { exact: true }).fill(offer.title);
  await page.locator('.ant-select-dropdown:visible').getByTitle(offer.title, { exact: true }).click();
  const card = await upload(page, file);
  const facts = card.locator('.ant-descriptions');
  await expect(facts).toContainText(offer.title);
  await expect(facts).toContainText('Windows-1252 (Excel)');
  await expect(facts).toContainText('ponto e vírgula');
  await card.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(
    card.getByText('Primeiras 5 linhas, conferidas como na importação: 2 com erro.'),
  ).toBeVisible();
  await expect(card.locator('tr.ant-table-row').nth(1)).toContainText('Código inválido');
  await expect(card.locator('tr.ant-table-row').nth(3)).toContainText('Código repetido no arquivo.');
  await confirmAndRun(page, card, '5');
  await expectCounts(card, { created: '3', updated: '0', unchanged: '0', failed: '2' });

  await page.goto(`/admin/tables?tab=offers&search=${encodeURIComponent(offer.title)}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: offer.title });
  await expect(row).toContainText('3 livres de 3 códigos');
});

test('crédito em massa: 300 clientes filtrados, "todos os 300 que atendem ao filtro", o crédito no histórico de cada um', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // 300 customers sharing a name marker, imported through the API (the import is tested above).
  const marker = `Lote${stamp}`;
  const lines = customerLines(300, marker);
  const counts = await importCustomers(request, adminToken, {
    name: `lote-${stamp}.csv`,
    buffer: windows1252(csvText(CUSTOMER_HEADER, lines, ';')),
  });
  expect(counts).toEqual({ created: 300, updated: 0, unchanged: 0, failed: 0 });
  const ids = await customerIds(request, adminToken, marker);
  expect(ids).toHaveLength(300);

  // Tabelas → Usuários filtered to them; a row ticked, then all 300 that match the filter.
  await signIn(page, admin, '/admin/tables?tab=points');
  await page.getByLabel('Buscar', { exact: true }).fill(marker);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(marker);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText(marker);
  await rows.first().locator('.ant-checkbox-input').check();
  const bar = page.getByRole('region', { name: 'Seleção' });
  await expect(bar).toContainText('1 selecionado(s) nesta página.');
  await bar.getByRole('button', { name: 'Selecionar todos os 300 que atendem ao filtro' }).click();
  await expect(bar).toContainText('Todos os 300 usuários que atendem ao filtro estão selecionados.');
  await bar.getByRole('button', { name: 'Ação em massa…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ação em massa' });
  await expect(dialog).toContainText('A ação vale para 300 usuários.');
  await chooseOption(page, 'Ação', 'Creditar pontos');
  await dialog.getByLabel('Pontos').fill('75');
  const reason = `Campanha de fidelidade ${stamp}`;
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Confirmar para 300 usuários' }).click();
  await expect(dialog).toContainText('Creditar pontos · 300 usuários · 75 pontos');
  await expect(dialog).toContainText('Concluída: 300 aplicados, 0 ignorados.', { timeout: 60_000 });
  // The run's own 'Fechar' (the dialog's corner × is named 'Fechar' too).
  await dialog.locator('.ant-modal-body').getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // Every one of the 300 has the credit in its history, with the reason and the admin as author.
  const histories = async (id: number) => {
    const response = await request.get(`/api/v1/users/${id}/points-history/?kind=ADJUSTMENT`, {
      headers: bearer(adminToken),
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { results: Array<Record<string, unknown>> }).results;
  };
  for (let start = 0; start < ids.length; start += 20) {
    const batch = await Promise.all(ids.slice(start, start + 20).map(histories));
    for (const [offset, entries] of batch.entries())
      expect(entries, `cliente ${ids[start + offset]}`).toEqual([
        expect.objectContaining({ points: 75, reason }),
      ]);
  }

  // Two of them on their page: the entry as the history shows it.
  for (const id of [ids[0], ids[ids.length - 1]]) {
    await page.goto(`/admin/clientes/${id}`);
    const entry = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(entry).toContainText(reason);
    await expect(entry).toContainText('Ajuste manual');
    await expect(entry).toContainText('+75');
    await expect(entry).toContainText('Administrador do Sistema');
  }
});
