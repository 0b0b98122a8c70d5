import { expect, type Page, test } from '@playwright/test';
import { admin, randomCpf, signIn, storedKeys } from './session.ts';

// Screens that tell the truth: no report with refused filters, one request per Buscar, searches
// that ignore accents, and the voucher list's Validar within reach at any width.

/** Counts the report requests the page sends (JSON, PDF and CSV). */
function reportRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/reports/redemption-reports/')) urls.push(request.url());
  });
  return urls;
}

async function typeDate(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}

test('Relatórios: datas invertidas não buscam nada; cada Buscar é uma requisição', async ({ page }) => {
  const sent = reportRequests(page);
  await signIn(page, admin, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Relatórios de Resgates' })).toBeVisible();

  await typeDate(page, 'Data inicial', '10/03/2026');
  await typeDate(page, 'Data final', '01/03/2026');
  await page.getByRole('button', { name: /Buscar/ }).click();
  await expect(page.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();
  await page.getByRole('button', { name: /Buscar/ }).click();
  await page.getByLabel('Data final').press('Enter');
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  await expect(
    page.getByText('Selecione os filtros e clique em "Buscar" para ver os relatórios'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Exportar PDF/ })).toBeDisabled();

  // A valid period: one request, with both dates.
  await typeDate(page, 'Data final', '31/03/2026');
  const answered = page.waitForResponse((response) => response.url().includes('/redemption-reports/'));
  await page.getByRole('button', { name: /Buscar/ }).click();
  await answered;
  await expect(page.getByText('Total de Resgates')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sent).toHaveLength(1);
  const query = new URL(sent[0] as string).searchParams;
  expect([query.get('date_from'), query.get('date_to')]).toEqual(['2026-03-10', '2026-03-31']);
});

test("a busca ignora acentos: 'mariana conceicao' encontra 'Mariana Conceição'", async ({ page }) => {
  await signIn(page);
  const { token } = await storedKeys(page);
  const name = `Mariana Conceição ${Date.now()}`;
  const created = await page.request.post('/api/v1/users/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      full_name: name,
      cpf: randomCpf(),
      user_type: 'CLIENTE',
      password: 'senha-forte-123',
      password_confirm: 'senha-forte-123',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/tables?tab=points');
  await page.getByLabel('Buscar').fill(`mariana conceicao ${name.split(' ').at(-1)}`);
  await expect(page).toHaveURL(/search=mariana/);
  await expect(page.locator('tr.ant-table-row', { hasText: name })).toBeVisible();

  await page.goto('/admin/settings?tab=users');
  await page.getByLabel('Buscar').fill('MARIANA CONCEICAO');
  await expect(page.locator('tr.ant-table-row', { hasText: name })).toBeVisible();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Validar Voucher: 'Validar' ao alcance a ${viewport.width} px, sem rolar a página de lado`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, admin, '/admin/acoes?tab=validar-voucher&status=pendente');
    const validar = page.getByRole('button', { name: /^Validar [A-Z0-9-]+$/ }).first();
    await expect(validar).toBeVisible();
    await validar.scrollIntoViewIfNeeded();
    const box = await validar.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
    // The page itself never scrolls sideways: the table scrolls inside its card.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const code = (await validar.getAttribute('aria-label'))?.replace('Validar ', '');
    await validar.click();
    await expect(page).toHaveURL(new RegExp(`codigo=${code}`));
  });
}
