import { expect, type Page, test } from '@playwright/test';
import { bearer, staffToken } from './offers-api.ts';
import { admin, signIn } from './session.ts';

// A push is not taken back once sent: a big audience asks first, with the count; a scheduled push
// can be called off until its time, and then is never sent (docs/product.md §2.8).

const stamp = Date.now().toString(36);
const API = '/api/v1/communications/admin';

interface StoredNotification {
  id: number;
  status: string;
  sent_at: string | null;
}

async function scheduleByApi(page: Page, token: string, title: string, at: Date) {
  const response = await page.request.post(`${API}/send-push-notification/`, {
    headers: bearer(token),
    data: { title, message: 'Agendada pelo teste', scheduled_for: at.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { notification: StoredNotification }).notification.id;
}

const read = async (page: Page, token: string, id: number) =>
  (await (
    await page.request.get(`${API}/notifications/${id}/`, { headers: bearer(token) })
  ).json()) as StoredNotification;

test('Enviar Notificação para todos pede confirmação com a contagem; Voltar não envia nada', async ({
  page,
}) => {
  const token = (await staffToken(page.request, admin)).token;
  const counted = await page.request.get(`${API}/send-push/recipients/`, { headers: bearer(token) });
  const { recipients } = (await counted.json()) as { recipients: number };
  expect(recipients).toBeGreaterThan(100);
  await signIn(page, admin, '/admin/acoes?tab=enviar-notificacao');
  await page.getByLabel('Título').fill(`Não enviar ${stamp}`);
  await page.getByLabel('Mensagem').fill('Só a confirmação');
  await page.getByRole('button', { name: 'Enviar Notificação' }).click();
  const dialog = page.getByRole('dialog');
  const count = new Intl.NumberFormat('pt-BR').format(recipients);
  await expect(dialog).toContainText(`Esta notificação será enviada para ${count} clientes.`);
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  const history = await page.request.get(`${API}/notifications/list/`, {
    headers: bearer(token),
    params: { search: `Não enviar ${stamp}` },
  });
  expect(((await history.json()) as { count: number }).count).toBe(0);
});

test('uma notificação agendada cancelada no histórico nunca é enviada', async ({ page }) => {
  test.setTimeout(120_000);
  const token = (await staffToken(page.request, admin)).token;
  // Signed in and on the screen before anything is scheduled: the time left before the pushes are
  // due is only what the cancel itself takes (a reload and four clicks, a few seconds on a busy
  // machine), not a sign-in too. The scheduler looks every 5 s (SCHEDULER_INTERVAL_MS).
  await signIn(page, admin, '/admin/acoes?tab=historico-notificacoes');
  await expect(page.locator('[data-remote-status="ready"]').first()).toBeVisible();
  const at = new Date(Date.now() + 20_000);
  const cancelled = await scheduleByApi(page, token, `Cancelar ${stamp}`, at);
  const control = await scheduleByApi(page, token, `Manter ${stamp}`, at);

  await page.goto(
    `/admin/acoes?tab=historico-notificacoes&search=${encodeURIComponent(`Cancelar ${stamp}`)}`,
  );
  const row = page.locator('.ant-table-row', { hasText: `Cancelar ${stamp}` });
  await expect(row).toContainText('Agendada');
  await expect(row).toContainText('Administrador');
  await row.getByRole('button', { name: /Ver notificação/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notificação' });
  await drawer.getByRole('button', { name: 'Cancelar envio' }).click();
  const confirm = page.locator('.ant-modal-confirm', {
    hasText: `Cancelar o envio agendado de "Cancelar ${stamp}"?`,
  });
  await confirm.getByRole('button', { name: 'Cancelar envio' }).click();
  await expect(page.getByText('Envio agendado cancelado.')).toBeVisible();
  await expect(drawer).toContainText('Cancelada');
  await expect(drawer.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  // Past its time, the scheduler sends the control push and leaves the cancelled one alone.
  await expect
    .poll(async () => (await read(page, token, control)).status, { timeout: 90_000, intervals: [2_000] })
    .toBe('SENT');
  expect(await read(page, token, cancelled)).toMatchObject({ status: 'CANCELLED', sent_at: null });
});
