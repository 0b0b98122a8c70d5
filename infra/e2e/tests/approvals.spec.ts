import { expect, type Page, test } from '@playwright/test';
import { admin, apiHeaders, closeDevices, device, signIn } from './session.ts';

/**
 * A second pair of eyes (docs/product.md §2.9, docs/security.md): with a threshold set, a large
 * manual credit waits; the ADMIN who asked cannot decide it; another ADMIN approves it in
 * Configurações → Aprovações and the balance changes once.
 */
const supervisor = { email: 'supervisora@fidelidade.com.br', password: 'fidelidade-super-2026' };
const statValue = (page: Page, title: string) =>
  page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
const points = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const formatted = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

test.afterEach(closeDevices);

test.afterEach(async ({ request }) => {
  // The stack's database is shared by the specs of a run: leave adjustments applying at once.
  const headers = await apiHeaders(request, admin);
  await request.put('/api/v1/approvals/settings/', {
    headers,
    data: {
      points_adjustment_threshold: null,
      rule_changes_need_approval: false,
      offer_budget_threshold_points: null,
    },
  });
});

test('aprovações: um crédito grande espera outro administrador, que o aprova, e o saldo muda uma vez', async ({
  browser,
  request,
}) => {
  const desk = await device(browser);
  await signIn(desk, admin);

  // The threshold, typed the Brazilian way.
  await desk.goto('/admin/settings?tab=aprovacoes');
  const threshold = desk.getByLabel('Ajustes manuais acima de (pontos)');
  await threshold.fill('10.000');
  await desk.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(desk.getByText('Limite para aprovação salvo.')).toBeVisible();

  // A credit above it: nothing applied, the requester is told it waits.
  await desk.getByRole('link', { name: 'Tabelas' }).click();
  await desk
    .locator('.ant-table-tbody tr.ant-table-row td:nth-child(1 of :not(.ant-table-selection-column)) a')
    .first()
    .click();
  await expect(desk).toHaveURL(/\/admin\/clientes\/\d+$/);
  const customerUrl = desk.url();
  await expect(statValue(desk, 'Saldo')).toHaveText(/\d/);
  const before = points(await statValue(desk, 'Saldo').textContent());
  const reason = `Campanha de reconquista e2e ${Date.now()}`;
  await desk.getByRole('button', { name: /Ajustar pontos/ }).click();
  const dialog = desk.getByRole('dialog', { name: 'Ajuste manual de pontos' });
  await dialog.getByText('Crédito', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /Pontos/ }).fill('25.000');
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(desk.getByText('Aguardando aprovação de outro administrador.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statValue(desk, 'Saldo')).toHaveText(formatted(before));

  // The requester sees it, without buttons; the API refuses their own decision too.
  await desk.goto('/admin/settings?tab=aprovacoes');
  const own = desk.locator('tr.ant-table-row', { hasText: reason });
  await expect(own).toContainText('Sua solicitação: outro administrador precisa decidir.');
  await expect(own.getByRole('button')).toHaveCount(0);
  const adminHeaders = await apiHeaders(request, admin);
  const list = await (await request.get('/api/v1/approvals/', { headers: adminHeaders })).json();
  const id = list.results.find((r: { reason: string }) => r.reason === reason).id as number;
  const refused = await request.post(`/api/v1/approvals/${id}/approve/`, { headers: adminHeaders, data: {} });
  expect(refused.status()).toBe(403);

  // Another ADMIN: the menu's and the tab's badges count it; approving asks first.
  const other = await device(browser);
  await signIn(other, supervisor);
  const menu = other.getByRole('navigation', { name: 'Menu principal' });
  await expect(
    menu.getByRole('link', { name: /Configurações/ }).getByLabel(/aguardando aprovação/),
  ).toBeVisible();
  await other.goto('/admin/settings?tab=aprovacoes');
  await expect(
    other.getByRole('tab', { name: /Aprovações/ }).getByLabel(/aguardando aprovação/),
  ).toBeVisible();
  const card = (title: string) => other.locator('.ant-card', { hasText: title });
  const row = card('Solicitações aguardando aprovação').locator('tr.ant-table-row', { hasText: reason });
  await expect(row).toContainText('+25.000');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  const confirm = other.getByRole('dialog', { name: 'Aprovar este ajuste?' });
  await confirm.getByLabel('Comentário (opcional)').fill('Conferido com a campanha');
  await confirm.getByRole('button', { name: 'Aprovar ajuste' }).click();
  await expect(other.getByText('Solicitação aprovada: o ajuste foi aplicado.')).toBeVisible();
  await expect(row).toBeHidden();
  const decided = card('Decididas recentemente').locator('tr.ant-table-row', { hasText: reason });
  await expect(decided).toContainText('Aprovada');
  await expect(decided).toContainText('Conferido com a campanha');

  // Applied once: a second approval is refused and the balance grew by exactly 25.000.
  const again = await request.post(`/api/v1/approvals/${id}/approve/`, {
    headers: await apiHeaders(request, supervisor),
    data: {},
  });
  expect(again.status()).toBe(409);
  await desk.goto(customerUrl);
  await expect(statValue(desk, 'Saldo')).toHaveText(formatted(before + 25_000));
  await expect(desk.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(reason);
});

test('aprovações: a edição de uma regra de pontuação espera outro administrador e vale depois de aprovada', async ({
  browser,
  request,
}) => {
  const desk = await device(browser);
  await signIn(desk, admin, '/admin/settings?tab=aprovacoes');
  await desk.getByLabel('Alterações de regras de pontuação precisam de aprovação').check();
  await desk.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(desk.getByText('Limite para aprovação salvo.')).toBeVisible();

  // The edit is registered, not applied: the row keeps the weight in force.
  const headers = await apiHeaders(request, admin);
  const rules = await (await request.get('/api/v1/loyalty/admin/rules/pontuation/', { headers })).json();
  const rule = (Array.isArray(rules) ? rules : rules.results).find(
    (r: { transaction_type_key: string }) => r.transaction_type_key === 'MERCHANDISE',
  ) as { id: number; name: string; weight: number | string; is_active: boolean };
  const percent = `${formatted(Number(rule.weight) * 100)}%`;
  await desk.goto('/admin/settings?tab=rules');
  const ruleRow = desk.locator('tr.ant-table-row', { hasText: rule.name });
  await ruleRow.getByRole('button', { name: `Editar ${rule.name}` }).click();
  const dialog = desk.getByRole('dialog', { name: 'Editar regra de pontuação' });
  await dialog.getByLabel('Peso (%)').fill('7,5');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    desk.getByText(
      'Alteração registrada: a nova versão da regra aguarda a aprovação de outro administrador.',
    ),
  ).toBeVisible();
  await expect(ruleRow).toContainText(percent);

  try {
    // Another ADMIN reads what changes and approves it; the rule then weighs 7,5% (the list shows
    // whole percents, docs/product.md §9: 8%).
    const other = await device(browser);
    await signIn(other, supervisor, '/admin/settings?tab=aprovacoes');
    const row = other.locator('tr.ant-table-row', { hasText: `Regra "${rule.name}"` });
    await expect(row).toContainText('Regra de pontuação');
    await expect(row).toContainText('→ 0,0750');
    await row.getByRole('button', { name: 'Aprovar' }).click();
    const confirm = other.getByRole('dialog', { name: 'Aprovar esta alteração?' });
    await confirm.getByRole('button', { name: 'Aprovar alteração' }).click();
    await expect(other.getByText('Solicitação aprovada: a alteração foi aplicada.')).toBeVisible();
    await desk.goto('/admin/settings?tab=rules');
    await expect(desk.locator('tr.ant-table-row', { hasText: rule.name })).toContainText('8%');
  } finally {
    // The seed's weight again, applied at once (the setting is switched off first).
    await request.put('/api/v1/approvals/settings/', {
      headers,
      data: { rule_changes_need_approval: false },
    });
    const restored = await request.put(`/api/v1/loyalty/admin/rules/${rule.id}/`, {
      headers,
      data: { name: rule.name, weight: Number(rule.weight), is_active: rule.is_active },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
