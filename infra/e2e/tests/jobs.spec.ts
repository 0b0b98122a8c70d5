import { expect, type Page, test } from '@playwright/test';
import { bearer, staffToken } from './offers-api.ts';
import { admin, signIn } from './session.ts';

// The operations console's background jobs against the real stack: an ERP run fails because the
// demo ERP (infra/erp-fixture, a test fixture) is told to answer 503, its error shows in the
// console, and 'Tentar novamente' runs it again once the ERP answers. Only the customers task runs,
// so the sync screen's seeded service failure (settings.spec.ts) stays the newest service error.

const port = Number(process.env.E2E_PORT ?? 8180);
/** stack.ts serves the ERP fixture on the API's port + 2. */
const erpControl = `http://127.0.0.1:${port + 3}/__control`;

async function erpMode(page: Page, mode: 'ok' | 'fail') {
  const response = await page.request.post(erpControl, { data: { mode } });
  expect(response.status()).toBe(200);
}

test.afterEach(async ({ page }) => {
  await erpMode(page, 'ok');
});

test('uma tarefa que falhou mostra o erro no console de operações e é executada de novo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await erpMode(page, 'fail');
  const { token } = await staffToken(page.request, admin);
  const started = await page.request.post('/api/v1/integrations/api/sync-customers/', {
    headers: bearer(token),
  });
  expect(started.status(), await started.text()).toBe(202);

  await signIn(page);
  await page.getByRole('link', { name: 'Operações' }).first().click();
  const panel = page.locator('.ant-card', { hasText: 'Tarefas em segundo plano' });
  await expect(panel).toBeVisible();
  const row = panel.locator('tr.ant-table-row', { hasText: 'Sincronização com o ERP' }).first();
  // The list refreshes every 5 s; the run fails after the ERP client's 3 attempts.
  await expect(row).toContainText('Falhou', { timeout: 30_000 });
  await expect(row).toContainText(
    'Sincronização de clientes: Falha ao consultar o ERP (GET /customers) após 3 tentativas: HTTP 503',
  );
  await expect(row.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  await erpMode(page, 'ok');
  await row.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Tarefa enviada para nova tentativa.')).toBeVisible();
  await expect(row).toContainText('Concluída', { timeout: 30_000 });
  await expect(row).toContainText('1 de 1');
});
