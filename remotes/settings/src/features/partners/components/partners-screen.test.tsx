import type { Partner } from '@fidelidade/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { bodyRows, chooseOption, confirmDelete, rowTexts, selectedText } from '../../../test/ui-helpers';
import { PartnersScreen } from './partners-screen';

const partner = (id: number, brand_name: string, category: string): Partner => ({
  id,
  brand_name,
  category,
  created_at: '2024-03-05T13:30:00Z',
  updated_at: '2024-03-06T13:30:00Z',
});
const toRow = (body: Record<string, unknown>, id: number) =>
  partner(id, String(body.brand_name), String(body.category));

beforeEach(signInForTests);

const seed = () => [partner(1, 'Posto Estrela', 'combustivel'), partner(2, 'Moda Sul', 'vestuario')];

it('lists and filters by category', async () => {
  const user = userEvent.setup();
  fakeApi(crudRoutes('partnerships/partners/', seed(), toRow));
  renderWithProviders(<PartnersScreen />);
  await screen.findByText('Posto Estrela');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Nome da Marca',
    'Categoria',
    'Ações',
  ]);
  expect(rowTexts()[0]?.slice(0, 2)).toEqual(['Posto Estrela', 'Combustível']);

  await chooseOption(user, 'Filtrar por categoria', 'Vestuário', 'Ves');
  expect(rowTexts().map((cells) => cells[0])).toEqual(['Moda Sul']);
  expect(screen.getByTestId('management-counter')).toHaveTextContent('1 de 2 parceiros');
  await user.click(screen.getByRole('button', { name: 'Ver todas' }));
  expect(bodyRows()).toHaveLength(2);
});

it('creates with a preview, shows the details and deletes', async () => {
  const user = userEvent.setup();
  const seen = fakeApi(crudRoutes('partnerships/partners/', seed(), toRow));
  renderWithProviders(<PartnersScreen />);
  await screen.findByText('Posto Estrela');
  await user.click(screen.getByRole('button', { name: /Novo Parceiro/ }));
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Nome da marca é obrigatório')).toBeInTheDocument();
  expect(screen.getByText('Categoria é obrigatória')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nome da Marca'), 'Farma Mais');
  await chooseOption(user, 'Categoria', 'Farmácia', 'Farm');
  expect(screen.getByLabelText('Pré-visualização do parceiro')).toHaveTextContent('Farma Mais');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Parceiro criado com sucesso!')).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
    brand_name: 'Farma Mais',
    category: 'farmacia',
  });
  expect(bodyRows()).toHaveLength(3);

  await user.click(screen.getByRole('button', { name: 'Visualizar Posto Estrela' }));
  expect(screen.getByText('Ativo')).toBeInTheDocument();
  expect(screen.getByText('05/03/2024 10:30')).toBeInTheDocument();
  expect(screen.getByText('Lojas')).toBeInTheDocument();
  expect(screen.getByText('Ofertas')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Excluir$/ }));
  await confirmDelete(user, 'Tem certeza que deseja excluir este parceiro?');
  expect(await screen.findByText('Parceiro excluído com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(bodyRows()).toHaveLength(2));
});

it('edits: loads the partner into the form, saves, updates the row in place and resets the form', async () => {
  const user = userEvent.setup({ delay: null });
  const seen = fakeApi(crudRoutes('partnerships/partners/', seed(), toRow));
  renderWithProviders(<PartnersScreen />);
  await screen.findByText('Posto Estrela');
  await user.click(screen.getByRole('button', { name: 'Editar Posto Estrela' }));
  expect(screen.getByText('Editar Parceiro')).toBeInTheDocument();
  expect(screen.getByLabelText('Nome da Marca')).toHaveValue('Posto Estrela');
  expect(selectedText('Categoria')).toBe('Combustível');
  expect(screen.getByLabelText('Pré-visualização do parceiro')).toHaveTextContent('Posto Estrela');

  await user.clear(screen.getByLabelText('Nome da Marca'));
  await user.type(screen.getByLabelText('Nome da Marca'), 'Posto Estrela Plus');
  await chooseOption(user, 'Categoria', 'Automotivo', 'Auto');
  expect(screen.getByLabelText('Pré-visualização do parceiro')).toHaveTextContent('Posto Estrela Plus');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Parceiro atualizado com sucesso!')).toBeInTheDocument();
  const put = seen.find((request) => request.method === 'PUT');
  expect(put?.path).toBe('partnerships/partners/1/');
  expect(JSON.parse(put?.body ?? '{}')).toEqual({ brand_name: 'Posto Estrela Plus', category: 'automotivo' });

  // Back on the table, the row changed in place (no second list request).
  expect(rowTexts().map((cells) => cells.slice(0, 2))).toEqual([
    ['Posto Estrela Plus', 'Automotivo'],
    ['Moda Sul', 'Vestuário'],
  ]);
  expect(seen.filter((request) => request.method === 'GET')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: /Novo Parceiro/ }));
  expect(screen.getByLabelText('Nome da Marca')).toHaveValue('');
  expect(selectedText('Categoria')).toBe('');
});

it('edits from the details view; cancel with changes asks, keeps or discards the draft', async () => {
  const user = userEvent.setup({ delay: null });
  const seen = fakeApi(crudRoutes('partnerships/partners/', seed(), toRow));
  renderWithProviders(<PartnersScreen />);
  await user.click(await screen.findByRole('button', { name: 'Visualizar Moda Sul' }));
  await user.click(screen.getByRole('button', { name: /Editar$/ }));
  expect(screen.getByLabelText('Nome da Marca')).toHaveValue('Moda Sul');
  await user.type(screen.getByLabelText('Nome da Marca'), ' Outlet');
  // docs/product.md §4: a changed draft is never dropped without asking.
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
  expect(screen.getByLabelText('Nome da Marca')).toHaveValue('Moda Sul Outlet');
  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
  expect(await screen.findByText('Moda Sul')).toBeInTheDocument();
  expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Editar Moda Sul' }));
  expect(screen.getByLabelText('Nome da Marca')).toHaveValue('Moda Sul');
});

it('a form left untouched goes back without asking', async () => {
  const user = userEvent.setup({ delay: null });
  fakeApi(crudRoutes('partnerships/partners/', seed(), toRow));
  renderWithProviders(<PartnersScreen />);
  await user.click(await screen.findByRole('button', { name: /Novo Parceiro/ }));
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(await screen.findByText('Moda Sul')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
});
