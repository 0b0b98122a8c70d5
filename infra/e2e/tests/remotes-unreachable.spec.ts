import { expect, type Page, test } from '@playwright/test';
import { admin, signIn } from './session.ts';

// Each remote made unreachable in turn: the other screens keep working, and the failed one recovers
// through 'Tentar novamente' once it is back, without a page reload.
const remotes = [
  { name: 'dashboard', path: '/admin/dashboard', ready: 'Total de Usuários' },
  { name: 'acoes', path: '/admin/acoes', ready: 'Criar Nova Promoção' },
  { name: 'tables', path: '/admin/tables', ready: 'Tabelas' },
  { name: 'settings', path: '/admin/settings', ready: 'Localizações' },
  { name: 'feedback_reports', path: '/admin/reports', ready: 'Relatórios de Resgates' },
];

for (const down of remotes) {
  test(`${down.name} fora do ar: as outras telas funcionam e ele volta com 'Tentar novamente'`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pattern = `**/remotes/${down.name}/**`;
    await page.route(pattern, (route) => route.abort('connectionrefused'));
    await signIn(page, admin, down.path);
    await expect(page.getByText('Não foi possível carregar esta tela')).toBeVisible();

    for (const other of remotes.filter((remote) => remote.name !== down.name)) {
      await menuLink(page, other.path).click();
      await expect(page.getByText(other.ready).first()).toBeVisible();
    }

    await menuLink(page, down.path).click();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await page.unroute(pattern);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText(down.ready).first()).toBeVisible();
    expect(navigations).toHaveLength(0);
  });
}

// The link's name is its icon's label plus the text ('setting Configurações'): match the end, exactly.
const menuLink = (page: Page, path: string) =>
  page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: new RegExp(`(^|\\s)${menuLabel(path)}$`) });

function menuLabel(path: string) {
  const labels: Record<string, string> = {
    '/admin/dashboard': 'Dashboard',
    '/admin/acoes': 'Ações',
    '/admin/tables': 'Tabelas',
    '/admin/settings': 'Configurações',
    '/admin/reports': 'Relatórios',
  };
  return labels[path] ?? path;
}
