import type { Location } from '@fidelidade/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudRoutes, fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, header, sortedListRoute } from '../../../test/sorted-list';
import { bodyRows, chooseOption, confirmDelete, rowTexts } from '../../../test/ui-helpers';
import { LocationsScreen } from './locations-screen';

const location = (id: number, overrides: Partial<Location> = {}): Location => {
  // The API sends the CEP under both names.
  const zip = overrides.zip_code === undefined ? '01310-200' : overrides.zip_code;
  return {
    id,
    address: `Rua ${id}`,
    city: 'São Paulo',
    state: 'SP',
    zip_code: zip,
    postal_code: zip,
    country: 'Brasil',
    latitude: null,
    longitude: null,
    created_at: '2024-03-05T13:30:00Z',
    updated_at: '2024-03-05T13:30:00Z',
    ...overrides,
  };
};

const toRow = (body: Record<string, unknown>, id: number) => ({ ...(body as Omit<Location, 'id'>), id });

beforeEach(signInForTests);

it('lists, counts and filters (text, exact state, CEP substring); Ver todas clears', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET partnerships/locations/': () =>
      // A plain array answer is accepted as well as {results} and {data}.
      jsonResponse(200, [
        location(1, { address: 'Av. Paulista, 1000' }),
        location(2, { address: 'Rua XV', city: 'Curitiba', state: 'PR', zip_code: '80020-000' }),
        location(3, { address: 'Rua Augusta', zip_code: '01305-000' }),
      ]),
  });
  renderWithProviders(<LocationsScreen />, { url: '/admin/settings?tab=locations' });
  await screen.findByText('Av. Paulista, 1000');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Endereço',
    'Cidade',
    'Estado',
    'CEP',
    'Ações',
  ]);
  expect(screen.getByTestId('management-counter')).toHaveTextContent('3 de 3 localizações');

  await user.type(screen.getByLabelText('Buscar por endereço ou cidade'), 'RUA');
  expect(screen.getByTestId('management-counter')).toHaveTextContent('2 de 3 localizações');
  await chooseOption(user, 'Filtrar por estado', 'SP');
  expect(rowTexts().map((cells) => cells[0])).toEqual(['Rua Augusta']);
  expect(screen.getByTestId('current-url')).toHaveTextContent('search=RUA');

  await user.clear(screen.getByLabelText('Buscar por endereço ou cidade'));
  await user.type(screen.getByLabelText('Filtrar por CEP'), '99999');
  expect(screen.getByText('Nenhuma localização encontrada')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ver todas' }));
  expect(bodyRows()).toHaveLength(3);
  expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/admin\/settings\?tab=locations$/);
});

it("while the list loads the counter shows a loading state, not '0 de 0'", async () => {
  let answer: (response: Response) => void = () => {};
  fakeApi({ 'GET partnerships/locations/': () => new Promise<Response>((resolve) => (answer = resolve)) });
  renderWithProviders(<LocationsScreen />);
  const counter = await screen.findByTestId('management-counter');
  expect(counter).toHaveAttribute('aria-busy', 'true');
  expect(counter).not.toHaveTextContent(/de/);
  answer(jsonResponse(200, [location(1), location(2)]));
  await waitFor(() =>
    expect(screen.getByTestId('management-counter')).toHaveTextContent('2 de 2 localizações'),
  );
  expect(screen.getByTestId('management-counter')).not.toHaveAttribute('aria-busy', 'true');
});

it('a failed list load is an empty list (logged only)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  fakeApi({ 'GET partnerships/locations/': () => jsonResponse(500, { detail: 'x' }) });
  renderWithProviders(<LocationsScreen />);
  expect(await screen.findByText('Nenhuma localização cadastrada')).toBeInTheDocument();
  expect(screen.getByTestId('management-counter')).toHaveTextContent('0 de 0 localizações');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('creates without a Maps key (map unavailable, coordinates read-only), masks the CEP, adds the row', async () => {
  const user = userEvent.setup();
  const rows: Location[] = [];
  const seen = fakeApi(crudRoutes('partnerships/locations/', rows, toRow));
  renderWithProviders(<LocationsScreen />);
  await screen.findByText('Nenhuma localização cadastrada');
  await user.click(screen.getByRole('button', { name: /Nova Localização/ }));
  expect(
    await screen.findByText('Mapa indisponível: chave do Google Maps não configurada'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Latitude')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Longitude')).toHaveAttribute('readonly');

  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Endereço é obrigatório')).toBeInTheDocument();
  expect(screen.getByText('Estado é obrigatório')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Endereço'), 'Av. Brasil, 500');
  await user.type(screen.getByLabelText('Cidade'), 'Rio de Janeiro');
  await chooseOption(user, 'Estado', 'RJ');
  await user.type(screen.getByLabelText('CEP'), '2004000099');
  expect(screen.getByLabelText('CEP')).toHaveValue('20040-000');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));

  expect(await screen.findByText('Localização criada com sucesso!')).toBeInTheDocument();
  const post = seen.find((request) => request.method === 'POST');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({
    address: 'Av. Brasil, 500',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zip_code: '20040-000',
  });
  // Back on the table, updated in place (no second list request).
  expect(rowTexts()[0]?.slice(0, 4)).toEqual(['Av. Brasil, 500', 'Rio de Janeiro', 'RJ', '20040-000']);
  // New records in sight: the new row is marked.
  expect(bodyRows()[0]).toHaveAttribute('data-highlighted', 'true');
  expect(
    seen.filter((request) => request.method === 'GET' && request.path.startsWith('partnerships')),
  ).toHaveLength(1);
});

it('create failures: server error and an answer without id keep the form', async () => {
  const user = userEvent.setup();
  let answer = jsonResponse(500, {});
  fakeApi({
    'GET partnerships/locations/': () => jsonResponse(200, { data: [] }),
    'POST partnerships/locations/': () => answer,
  });
  renderWithProviders(<LocationsScreen />);
  await user.click(await screen.findByRole('button', { name: /Nova Localização/ }));
  await user.type(screen.getByLabelText('Endereço'), 'Rua A');
  await user.type(screen.getByLabelText('Cidade'), 'Natal');
  await chooseOption(user, 'Estado', 'RN');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Erro ao criar localização. Tente novamente.')).toBeInTheDocument();
  answer = jsonResponse(201, { address: 'Rua A' });
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Erro: Resposta inválida do servidor.')).toBeInTheDocument();
  expect(screen.getByLabelText('Endereço')).toHaveValue('Rua A');
});

it('details without coordinates offer an edit link; edit updates; delete from details returns to the table', async () => {
  const user = userEvent.setup();
  const rows = [
    location(1, { address: 'Rua Um' }),
    location(2, { address: 'Rua Dois', latitude: '-23.5', longitude: '-46.6' }),
  ];
  const seen = fakeApi(crudRoutes('partnerships/locations/', rows, toRow));
  renderWithProviders(<LocationsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Visualizar Rua Um' }));
  expect(screen.getByText('Coordenadas não disponíveis')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Editar localização/ }));
  expect(await screen.findByText('Editar Localização')).toBeInTheDocument();
  expect(screen.getByLabelText('Endereço')).toHaveValue('Rua Um');
  await user.clear(screen.getByLabelText('Endereço'));
  await user.type(screen.getByLabelText('Endereço'), 'Rua Um, 10');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Localização atualizada com sucesso!')).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.method === 'PUT')?.body ?? '{}')).toMatchObject({
    address: 'Rua Um, 10',
  });
  expect(screen.getByText('Rua Um, 10')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Visualizar Rua Dois' }));
  expect(screen.getByText('-23.5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Excluir$/ }));
  await confirmDelete(user, 'Tem certeza que deseja excluir esta localização?');
  expect(await screen.findByText('Localização excluída com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(seen.some((r) => r.method === 'DELETE' && r.path === 'partnerships/locations/2/')).toBe(true);
});

it('a failed delete says so and keeps the row', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fakeApi({
    'GET partnerships/locations/': () => jsonResponse(200, { results: [location(1)] }),
    'DELETE partnerships/locations/1/': () => jsonResponse(400, { detail: 'em uso' }),
  });
  renderWithProviders(<LocationsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Excluir Rua 1' }));
  await confirmDelete(user, 'Tem certeza que deseja excluir esta localização?');
  expect(await screen.findByText('Erro ao excluir localização. Tente novamente.')).toBeInTheDocument();
  expect(within(bodyRows()[0] as HTMLElement).getByText('Rua 1')).toBeInTheDocument();
});

it('sorts by Endereço, Cidade, Estado and CEP through the API; the sort survives a reload', async () => {
  const user = userEvent.setup({ delay: null });
  const list = sortedListRoute([location(1, { city: 'Curitiba' }), location(2, { city: 'Belém' })]);
  fakeApi({ 'GET partnerships/locations/': list.route });
  const view = renderWithProviders(<LocationsScreen />, { url: '/admin/settings?tab=locations' });
  await screen.findByText('Rua 1');
  await expectHeaderSorts(user, 'Cidade', 'city', list.queries);
  await expectHeaderSorts(user, 'CEP', 'zip_code', list.queries);
  view.unmount();
  renderWithProviders(<LocationsScreen />, { url: '/admin/settings?tab=locations&ordering=city' });
  await waitFor(() => expect(rowTexts().map((cells) => cells[1])).toEqual(['Belém', 'Curitiba']));
  expect(header('Cidade')).toHaveAttribute('aria-sort', 'ascending');
  for (const title of ['Endereço', 'Estado'])
    expect(header(title)).toHaveClass('ant-table-column-has-sorters');
});

it("pages of 10 follow the URL's page; a filter goes back to page 1", async () => {
  const user = userEvent.setup({ delay: null });
  const rows = Array.from({ length: 12 }, (_, index) => location(index + 1));
  fakeApi({ 'GET partnerships/locations/': () => jsonResponse(200, rows) });
  renderWithProviders(<LocationsScreen />, { url: '/admin/settings?tab=locations&page=2' });
  await screen.findByText('Rua 11');
  expect(rowTexts().map((cells) => cells[0])).toEqual(['Rua 11', 'Rua 12']);
  await user.click(screen.getByRole('listitem', { name: '1' }));
  expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/admin\/settings\?tab=locations$/);
  expect(bodyRows()).toHaveLength(10);
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(screen.getByTestId('current-url')).toHaveTextContent('page=2');
  await user.type(screen.getByLabelText('Filtrar por CEP'), '01310');
  expect(screen.getByTestId('current-url')).not.toHaveTextContent('page=');
  expect(bodyRows()).toHaveLength(10);
});
