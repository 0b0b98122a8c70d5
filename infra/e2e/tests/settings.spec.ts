import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, signIn } from './session.ts';

// Settings against the real stack: create, filter, edit and delete one item of each management
// entity, then open the rules and sync tabs. No Maps key is configured here: the location form
// says the map is unavailable and the address is typed by hand.

const stamp = Date.now().toString(36);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const counter = (page: Page) => page.getByTestId('management-counter');

async function openTab(page: Page, tab: string) {
  await signIn(page, admin, `/admin/settings?tab=${tab}`);
  await expect(page.getByRole('heading', { name: 'Configurações', level: 2 })).toBeVisible();
}

/** Picks an option of an antd Select by its label: the typed text, or the first option. */
// Pick from the dropdown just opened, then wait for it to close: a previous dropdown still fading out
// would otherwise receive the click.
async function choose(page: Page, label: string, text?: string) {
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByLabel(label, { exact: true }).click();
  if (text) await page.getByLabel(label, { exact: true }).fill(text);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await (text ? options.filter({ hasText: text }).first() : options.first()).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function save(page: Page, success: string) {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(success)).toBeVisible();
}

/** antd keeps a hidden copy of the title for assistive technology: check the visible one. */
async function confirm(page: Page, question: string) {
  await expect(page.locator('.ant-modal-confirm-title').filter({ hasText: question })).toBeVisible();
  await page.locator('.ant-modal-confirm-btns').getByRole('button', { name: 'Excluir' }).click();
}

async function deleteRow(page: Page, name: string, question: string, success: string) {
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  await confirm(page, question);
  await expect(page.getByText(success)).toBeVisible();
}

test('localizações: criar, filtrar, editar, ver e excluir', async ({ page }) => {
  await openTab(page, 'locations');
  await expect(rows(page).first()).toBeVisible();
  const address = `Rua E2E ${stamp}, 10`;
  await page.getByRole('button', { name: 'Nova Localização' }).click();
  await expect(page.getByText('Mapa indisponível: chave do Google Maps não configurada')).toBeVisible();
  await page.getByLabel('Endereço').fill(address);
  await page.getByLabel('Cidade').fill('Florianópolis');
  await choose(page, 'Estado', 'SC');
  await page.getByLabel('CEP').fill('88010000');
  await expect(page.getByLabel('CEP')).toHaveValue('88010-000');
  await save(page, 'Localização criada com sucesso!');

  await page.getByLabel('Buscar por endereço ou cidade').fill(`e2e ${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(counter(page)).toHaveText(/^1 de \d+ localizações$/);
  await expect(rows(page).first()).toContainText('88010-000');
  await page.getByLabel('Filtrar por CEP').fill('99999');
  await expect(page.getByText('Nenhuma localização encontrada')).toBeVisible();
  await page.getByLabel('Filtrar por CEP').fill('88010');
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: `Editar ${address}` }).click();
  const edited = `Rua E2E ${stamp}, 20`;
  await page.getByLabel('Endereço').fill(edited);
  await save(page, 'Localização atualizada com sucesso!');
  await page.getByRole('button', { name: `Visualizar ${edited}` }).click();
  await expect(page.getByText('Coordenadas não disponíveis')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await deleteRow(
    page,
    edited,
    'Tem certeza que deseja excluir esta localização?',
    'Localização excluída com sucesso!',
  );
  await expect(page.getByText('Nenhuma localização encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Ver todas' }).click();
  await expect(rows(page).first()).toBeVisible();
});

test('parceiros: criar, filtrar por categoria, editar, ver e excluir', async ({ page }) => {
  await openTab(page, 'partners');
  const name = `Marca E2E ${stamp}`;
  await page.getByRole('button', { name: 'Novo Parceiro' }).click();
  await page.getByLabel('Nome da Marca').fill(name);
  await choose(page, 'Categoria', 'Telecomunicações');
  await expect(page.getByLabel('Pré-visualização do parceiro')).toContainText(name);
  await save(page, 'Parceiro criado com sucesso!');

  await choose(page, 'Filtrar por categoria', 'Vestuário');
  await expect(page.getByText(name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver todas' }).click();
  await expect(page.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByLabel('Nome da Marca').fill(`${name} B`);
  await save(page, 'Parceiro atualizado com sucesso!');
  await page.getByRole('button', { name: `Visualizar ${name} B` }).click();
  await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await deleteRow(
    page,
    `${name} B`,
    'Tem certeza que deseja excluir este parceiro?',
    'Parceiro excluído com sucesso!',
  );
  await expect(page.getByText(`${name} B`)).toHaveCount(0);
});

test('concessionárias: criar (CNPJ com máscara), filtrar, editar, ver e excluir', async ({ page }) => {
  await openTab(page, 'dealerships');
  const name = `Concessionária E2E ${stamp}`;
  await page.getByRole('button', { name: 'Nova Concessionária' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('CNPJ').fill('11222333000181');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByLabel('Referência Externa').fill(`ref-${stamp}`);
  await choose(page, 'Localização');
  await save(page, 'Concessionária criada com sucesso!');

  await page.getByLabel('Filtrar por CNPJ').fill('222.333');
  await page.getByLabel('Filtrar por nome').fill(stamp);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('11.222.333/0001-81');

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByLabel('Referência Externa').fill(`ref2-${stamp}`);
  await save(page, 'Concessionária atualizada com sucesso!');
  await expect(rows(page).first()).toContainText(`ref2-${stamp}`);
  await page.getByRole('button', { name: `Visualizar ${name}` }).click();
  await page.getByRole('button', { name: /Excluir$/ }).click();
  await confirm(page, 'Tem certeza que deseja excluir esta concessionária?');
  await expect(page.getByText('Concessionária excluída com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma concessionária encontrada')).toBeVisible();
});

test('lojas de parceiros: criar, filtrar, editar, ver e excluir', async ({ page }) => {
  await openTab(page, 'partner-locations');
  const name = `Loja E2E ${stamp}`;
  await page.getByRole('button', { name: 'Nova Loja de Parceiro' }).click();
  await page.getByLabel('Nome da Loja').fill(name);
  await choose(page, 'Parceiro');
  await choose(page, 'Localização');
  await expect(page.getByText('Configuração válida')).toBeVisible();
  await save(page, 'Loja de parceiro criada com sucesso!');

  await page.getByLabel('Filtrar por nome da loja').fill(stamp);
  await expect(page.getByText('1 loja(s) encontrada(s)')).toBeVisible();
  await page.getByLabel('Filtrar por cidade').fill('cidade-que-não-existe');
  await expect(page.getByText('Nenhuma loja encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByLabel('Filtrar por cidade')).toHaveValue('');
  await page.getByLabel('Filtrar por nome da loja').fill(stamp);
  await expect(page.getByText('1 loja(s) encontrada(s)')).toBeVisible();

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByLabel('Nome da Loja').fill(`${name} B`);
  await save(page, 'Loja de parceiro atualizada com sucesso!');
  await page.getByRole('button', { name: `Visualizar ${name} B` }).click();
  await expect(page.getByText('Check-ins')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await deleteRow(
    page,
    `${name} B`,
    'Tem certeza que deseja excluir esta loja de parceiro?',
    'Loja de parceiro excluída com sucesso!',
  );
  await expect(page.getByText('Nenhuma loja encontrada')).toBeVisible();
});

/** The ids of the sync logs on screen, from their 'Detalhes do log {id}' buttons. */
async function logIds(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('button', { name: /^Detalhes do log \d+$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(label.replace('Detalhes do log ', '')));
}

/**
 * `row` on the first page of the logs that shows it: the seeded history sinks to later pages as
 * other specs sync the ERP on the same stack (points-lifecycle.spec.ts syncs for every test).
 */
async function onItsPage(page: Page, row: Locator): Promise<Locator> {
  for (let turn = 0; turn < 5 && !(await row.first().isVisible()); turn++)
    await page.locator('.ant-pagination-next').click();
  return row.first();
}

const logRow = (page: Page, id: number) =>
  rows(page).filter({ has: page.getByRole('button', { name: `Detalhes do log ${id}`, exact: true }) });

test('regras de pontuação: as regras do seed, com peso em porcentagem e status', async ({ page }) => {
  await openTab(page, 'rules');
  const row = (name: string) => rows(page).filter({ hasText: name });
  // The transaction type by its label (docs/product.md §3), never the key.
  await expect(row('Serviços de oficina')).toContainText('Serviço');
  await expect(row('Serviços de oficina')).not.toContainText('SERVICE');
  await expect(row('Compra de veículo')).toContainText('Compra de veículo');
  await expect(row('Compra de veículo')).not.toContainText('VEHICLE_PURCHASE');
  await expect(row('Serviços de oficina')).toContainText('10%');
  await expect(row('Serviços de oficina')).toContainText('Ativa');
  await expect(row('Compra de peças e acessórios')).toContainText('5%');
  await expect(row('Revisão programada')).toContainText('15%');
  await expect(row('Campanha de indicação')).toContainText('Inativa');
  await expect(page.getByText('Erro ao carregar dados de regras. Verifique sua conexão.')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sincronização de Dados' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=sync$/);
  await expect(page.getByRole('button', { name: 'Sincronização Completa do ERP' })).toBeVisible();
});

test('sincronização: logs do seed com detalhes; a sincronização completa contra o ERP de demonstração cria logs', async ({
  page,
}) => {
  await openTab(page, 'sync');
  await expect(page.getByRole('button', { name: 'Sincronização Completa do ERP' })).toBeVisible();
  const config = page.locator('tr', { hasText: 'ERP Concessionárias' });
  await expect(config).toContainText('Ativa');
  await expect(
    page.locator('tr', { hasText: 'Sincronização de compras de mercadorias' }).first(),
  ).toBeVisible();

  // The seeded history: an ERP failure and a warning with its skipped record.
  const failed = page.locator('tr.ant-table-row', { hasText: 'Sincronização de serviços' }).filter({
    hasText: 'Erro',
  });
  await (await onItsPage(page, failed)).getByRole('button', { name: /^Detalhes do log/ }).click();
  const details = page.locator('.ant-modal-confirm');
  await expect(
    details.getByText('Falha ao consultar o ERP (GET /services) após 3 tentativas: HTTP 503'),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Fechar' }).click();
  await expect(details).toHaveCount(0);
  const warning = page.locator('tr.ant-table-row', { hasText: 'Aviso' });
  await (await onItsPage(page, warning)).getByRole('button', { name: /^Detalhes do log/ }).click();
  await expect(details.getByText(/MER-00077/)).toBeVisible();
  await details.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText('Erro ao carregar dados de sincronização')).toHaveCount(0);
  // Back to the newest logs.
  await page.goto('/admin/settings?tab=sync');
  await expect(page.getByRole('button', { name: 'Sincronização Completa do ERP' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  const before = await logIds(page);
  expect(before.length).toBeGreaterThanOrEqual(6);
  const newest = Math.max(...before);
  await page.getByRole('button', { name: 'Sincronização Completa do ERP' }).click();
  await expect(page.getByText('Sincronização completa do ERP iniciada!')).toBeVisible();
  // The logs reload by themselves 2 s later (no click on 'Atualizar').
  await expect
    .poll(async () => Math.max(...(await logIds(page))), { timeout: 10_000 })
    .toBeGreaterThan(newest);
  // The three runs against the demo ERP end in success (seen through 'Atualizar').
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: /Atualizar/ }).click();
        const fresh = (await logIds(page)).filter((id) => id > newest);
        const texts = await Promise.all(fresh.map((id) => logRow(page, id).textContent()));
        return texts.map((text) => (text?.includes('Sucesso') ? 'Sucesso' : text));
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toEqual(['Sucesso', 'Sucesso', 'Sucesso']);
});
