import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './select-option.ts';
import { admin, signIn } from './session.ts';

// The audit log against the real stack: an ADMIN creates and renames a partner in Configurações,
// then finds both writes, with the renamed field, in Configurações → Auditoria.

const stamp = Date.now().toString(36);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('auditoria: a partner created and renamed in Configurações is in the log, with the change', async ({
  page,
}) => {
  await signIn(page, admin, '/admin/settings?tab=partners');
  const name = `Marca Auditada ${stamp}`;
  await page.getByRole('button', { name: 'Novo Parceiro' }).click();
  await page.getByLabel('Nome da Marca').fill(name);
  await chooseOption(page, 'Categoria', 'Varejo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Parceiro criado com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByLabel('Nome da Marca').fill(`${name} B`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Parceiro atualizado com sucesso!')).toBeVisible();

  await page.getByRole('tab', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\?tab=auditoria$/);
  const renamed = rows(page).first();
  await expect(renamed).toContainText('Alteração');
  await expect(renamed).toContainText(/Parceiro #\d+/);
  await expect(renamed).toContainText(`Nome da Marca: ${name} → ${name} B`);
  await expect(renamed).toContainText('Administrador');
  const created = rows(page).nth(1);
  await expect(created).toContainText('Criação');
  await expect(created).toContainText(`Nome da Marca: — → ${name}`);

  // The target link a list row would give: this partner's history only, kept in the URL.
  const target = (await renamed.getByText(/Parceiro #\d+/).textContent())?.match(/#(\d+)/)?.[1];
  await page.goto(`/admin/settings?tab=auditoria&target_type=partner&target_id=${target}`);
  await expect(rows(page)).toHaveCount(2);
  await chooseOption(page, 'Ação', 'Criação');
  await expect(page).toHaveURL(/action=create/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
});
