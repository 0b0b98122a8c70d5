import type { Partner } from '@fidelidade/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, header, sortedListRoute } from '../../../test/sorted-list';
import { bodyRows, chooseOption, rowTexts } from '../../../test/ui-helpers';
import { PartnersScreen } from './partners-screen';

const partner = (id: number, brand_name: string, category: string): Partner => ({
  id,
  brand_name,
  category,
  created_at: `2024-03-0${id}T13:30:00Z`,
  updated_at: `2024-03-0${id}T13:30:00Z`,
});
const toRow = (body: Record<string, unknown>, id: number) =>
  partner(id, String(body.brand_name), String(body.category));

/** Three partners, the API answering each list request in the order and search it asks for. */
function serve() {
  const rows = [
    partner(1, 'Posto Estrela', 'combustivel'),
    partner(2, 'Moda Sul', 'vestuario'),
    partner(3, 'Auto Center', 'automotivo'),
  ];
  const list = sortedListRoute(rows, 'brand_name');
  const seen = fakeApi({
    ...crudRoutes('partnerships/partners/', rows, toRow),
    'GET partnerships/partners/': list.route,
  });
  return { queries: list.queries, seen };
}

const names = () => rowTexts().map((cells) => cells[0]);
const url = () => screen.getByTestId('current-url').textContent ?? '';

beforeEach(signInForTests);

it('sorts by a header through the API, the sort in the URL; a reload shows the sorted header', async () => {
  const user = userEvent.setup({ delay: null });
  const { queries } = serve();
  const view = renderWithProviders(<PartnersScreen />, { url: '/admin/settings?tab=partners' });
  await screen.findByText('Posto Estrela');
  // Newest first by default, no ordering sent.
  expect(names()).toEqual(['Auto Center', 'Moda Sul', 'Posto Estrela']);
  expect(queries[0]?.has('ordering')).toBe(false);
  await expectHeaderSorts(user, 'Nome da Marca', 'brand_name', queries);
  await waitFor(() => expect(names()).toEqual(['Posto Estrela', 'Moda Sul', 'Auto Center']));
  expect(header('Categoria')).not.toHaveAttribute('aria-sort');
  view.unmount();

  renderWithProviders(<PartnersScreen />, { url: '/admin/settings?tab=partners&ordering=category' });
  await waitFor(() => expect(names()).toEqual(['Auto Center', 'Posto Estrela', 'Moda Sul']));
  expect(header('Categoria')).toHaveAttribute('aria-sort', 'ascending');
  expect(queries.at(-1)?.get('ordering')).toBe('category');
});

it("'Buscar por nome' asks the API (search) and counts against the whole list; Ver todas clears it", async () => {
  const user = userEvent.setup({ delay: null });
  const { queries } = serve();
  renderWithProviders(<PartnersScreen />, { url: '/admin/settings?tab=partners&ordering=brand_name' });
  await screen.findByText('Posto Estrela');
  await user.type(screen.getByRole('textbox', { name: 'Buscar por nome' }), 'sul');
  await waitFor(() => expect(names()).toEqual(['Moda Sul']));
  const searched = queries.at(-1);
  expect(searched?.get('search')).toBe('sul');
  // The search keeps the sort.
  expect(searched?.get('ordering')).toBe('brand_name');
  expect(url()).toContain('search=sul');
  expect(screen.getByTestId('management-counter')).toHaveTextContent('1 de 3 parceiros');

  await user.click(screen.getByRole('button', { name: 'Ver todas' }));
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
  expect(screen.getByRole('textbox', { name: 'Buscar por nome' })).toHaveValue('');
});

it('a created partner is on page 1, on top and highlighted: sort and filters cleared', async () => {
  const user = userEvent.setup({ delay: null });
  serve();
  renderWithProviders(<PartnersScreen />, {
    url: '/admin/settings?tab=partners&ordering=brand_name&category=vestuario',
  });
  await screen.findByText('Moda Sul');
  await user.click(screen.getByRole('button', { name: /Novo Parceiro/ }));
  await user.type(screen.getByLabelText('Nome da Marca'), 'Farma Mais');
  await chooseOption(user, 'Categoria', 'Farmácia', 'Farm');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Parceiro criado com sucesso!')).toBeInTheDocument();

  await waitFor(() => expect(names()[0]).toBe('Farma Mais'));
  expect(url()).toBe('/admin/settings?tab=partners');
  const [created, ...others] = bodyRows();
  expect(created).toHaveAttribute('data-highlighted', 'true');
  expect(created).toHaveClass('row-highlight');
  for (const row of others) expect(row).not.toHaveAttribute('data-highlighted');
  expect(header('Nome da Marca')).not.toHaveAttribute('aria-sort');
  expect(screen.getByTestId('management-counter')).toHaveTextContent('4 de 4 parceiros');
});

it('a partner created from the unsorted list goes on top at once, without reloading the list', async () => {
  const user = userEvent.setup({ delay: null });
  const { seen } = serve();
  renderWithProviders(<PartnersScreen />);
  await screen.findByText('Posto Estrela');
  await user.click(screen.getByRole('button', { name: /Novo Parceiro/ }));
  await user.type(screen.getByLabelText('Nome da Marca'), 'Farma Mais');
  await chooseOption(user, 'Categoria', 'Farmácia', 'Farm');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Parceiro criado com sucesso!')).toBeInTheDocument();
  expect(names()).toEqual(['Farma Mais', 'Auto Center', 'Moda Sul', 'Posto Estrela']);
  expect(bodyRows()[0]).toHaveAttribute('data-highlighted', 'true');
  expect(seen.filter((request) => request.method === 'GET')).toHaveLength(1);
});
