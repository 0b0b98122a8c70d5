import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TablesScreen from './app';
import { currentUrl, pageOf, renderAt, serveApi, signInAsAdmin } from './test/render';

beforeEach(signInAsAdmin);

const endpoint = (urls: URL[]) => urls.map((url) => url.pathname.replace('/api/v1/', ''));

it("opens 'Usuários' (points) by default, with the four tabs in order", async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([])));
  renderAt('/admin/tables', <TablesScreen />);
  expect(screen.getByRole('heading', { name: 'Tabelas', level: 2 })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Usuários',
    'Atividades Recentes',
    'Últimos Resgates',
    'Lista de Ofertas',
  ]);
  expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  expect(endpoint(urls)).toEqual(['loyalty/admin/points/summary/']);
});

it('ignores an invalid ?tab= value', async () => {
  serveApi(() => jsonResponse(200, pageOf([])));
  renderAt('/admin/tables?tab=nada', <TablesScreen />);
  expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
});

it("switching tab replaces the URL with only ?tab= (that tab's filters start empty)", async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([])));
  renderAt('/admin/tables?tab=points&search=ana&page=2', <TablesScreen />);
  await screen.findByText('Nenhum usuário encontrado');
  await userEvent.click(screen.getByRole('tab', { name: 'Lista de Ofertas' }));
  expect(currentUrl()).toBe('/admin/tables?tab=offers');
  expect(await screen.findByText('Nenhuma oferta encontrada')).toBeInTheDocument();
  const last = urls.at(-1);
  expect(last?.pathname).toBe('/api/v1/loyalty/admin/offers/list/');
  expect(last?.searchParams.get('search')).toBeNull();
  expect(last?.searchParams.get('page')).toBe('1');
});

it('the tab strip sits on the page, above the card that holds the tab (as in Ações and Configurações)', async () => {
  serveApi(() => jsonResponse(200, pageOf([])));
  renderAt('/admin/tables?tab=offers', <TablesScreen />);
  const table = await screen.findByText('Nenhuma oferta encontrada');
  expect(screen.getByRole('tablist').closest('.ant-card')).toBeNull();
  expect(table.closest('.ant-card')).not.toBeNull();
});
