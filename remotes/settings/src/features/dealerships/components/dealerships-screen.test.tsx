import type { Dealership, Location } from '@fidelidade/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudRoutes, fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, header, sortedListRoute } from '../../../test/sorted-list';
import { bodyRows, chooseOption, rowTexts } from '../../../test/ui-helpers';
import { cnpjCheckWarning } from './dealership-form';
import { DealershipsScreen } from './dealerships-screen';

const sp: Location = {
  id: 7,
  address: 'Av. Paulista, 1000',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  zip_code: '01310100',
  postal_code: '01310100',
  latitude: null,
  longitude: null,
  created_at: '2024-03-05T13:30:00Z',
  updated_at: '2024-03-05T13:30:00Z',
};
const dealership = (id: number, name: string, cnpj: string, ref: string | null): Dealership => ({
  id,
  name,
  cnpj,
  external_name_ref: ref,
  location_id: sp.id,
  location: sp,
  created_at: '2024-03-05T13:30:00Z',
  updated_at: '2024-03-05T13:30:00Z',
});

beforeEach(signInForTests);

it('shows every column, filters by name/cnpj/ref and shows the details with the location', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET partnerships/dealerships/': () =>
      jsonResponse(200, [
        dealership(1, 'Paulista Veículos', '11222333000181', 'PAUL'),
        dealership(2, 'Sul Motors', '99888777000166', null),
      ]),
  });
  renderWithProviders(<DealershipsScreen />);
  await screen.findByText('Paulista Veículos');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Nome',
    'CNPJ',
    'Ref. Externa',
    'Localização',
    'Ações',
  ]);
  expect(rowTexts()[0]?.slice(0, 4)).toEqual([
    'Paulista Veículos',
    '11.222.333/0001-81',
    'PAUL',
    'Av. Paulista, 1000 - São Paulo - SP',
  ]);
  await user.type(screen.getByLabelText('Filtrar por CNPJ'), '888.777');
  expect(rowTexts().map((cells) => cells[0])).toEqual(['Sul Motors']);
  await user.clear(screen.getByLabelText('Filtrar por CNPJ'));
  await user.type(screen.getByLabelText('Filtrar por referência externa'), 'paul');
  await user.type(screen.getByLabelText('Filtrar por nome'), 'SUL');
  expect(screen.getByText('Nenhuma concessionária encontrada')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver todas' }));

  await user.click(screen.getByRole('button', { name: 'Visualizar Paulista Veículos' }));
  expect(screen.getByText('São Paulo - SP (Brasil)')).toBeInTheDocument();
  expect(screen.getByText('01310-100')).toBeInTheDocument();
  expect(screen.getByText('Ativo')).toBeInTheDocument();
});

it('creates with a masked CNPJ and the location id as a whole number; a failed update says so', async () => {
  const user = userEvent.setup();
  const rows: Dealership[] = [];
  const routes = crudRoutes('partnerships/dealerships/', rows, (body, id) =>
    dealership(id, String(body.name), String(body.cnpj), (body.external_name_ref as string | null) ?? null),
  );
  const seen = fakeApi({
    ...routes,
    'GET partnerships/locations/': () => jsonResponse(200, { results: [sp] }),
    'PUT partnerships/dealerships/101/': () => jsonResponse(500, {}),
  });
  renderWithProviders(<DealershipsScreen />);
  await user.click(await screen.findByRole('button', { name: /Nova Concessionária/ }));
  expect(screen.getByText('Informe um CNPJ válido (00.000.000/0000-00).')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nome'), 'Nova Auto');
  await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
  expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
  await chooseOption(user, 'Localização', 'Av. Paulista, 1000 - São Paulo - SP', 'Av');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Concessionária criada com sucesso!')).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
    name: 'Nova Auto',
    cnpj: '11.222.333/0001-81',
    external_name_ref: null,
    location_id: 7,
  });
  // New records in sight: on top of the table, marked.
  expect(rowTexts()[0]?.[0]).toBe('Nova Auto');
  expect(bodyRows()[0]).toHaveAttribute('data-highlighted', 'true');

  jest.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Editar Nova Auto' }));
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Erro ao atualizar concessionária. Tente novamente.')).toBeInTheDocument();
  expect(screen.getByText('Editar Concessionária')).toBeInTheDocument();
});

it('a CNPJ with wrong check digits gets a clear warning under the field, and saving still works', async () => {
  const user = userEvent.setup();
  const rows: Dealership[] = [];
  const seen = fakeApi({
    ...crudRoutes('partnerships/dealerships/', rows, (body, id) =>
      dealership(id, String(body.name), String(body.cnpj), null),
    ),
    'GET partnerships/locations/': () => jsonResponse(200, { results: [sp] }),
  });
  renderWithProviders(<DealershipsScreen />);
  await user.click(await screen.findByRole('button', { name: /Nova Concessionária/ }));
  await user.type(screen.getByLabelText('Nome'), 'Auto Errada');
  await user.type(screen.getByLabelText('CNPJ'), '11222333000180');
  expect(await screen.findByText(cnpjCheckWarning)).toBeInTheDocument();
  // A valid number takes the warning away.
  await user.clear(screen.getByLabelText('CNPJ'));
  await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
  await waitFor(() => expect(screen.queryByText(cnpjCheckWarning)).not.toBeInTheDocument());
  await user.clear(screen.getByLabelText('CNPJ'));
  await user.type(screen.getByLabelText('CNPJ'), '11222333000180');
  expect(await screen.findByText(cnpjCheckWarning)).toBeInTheDocument();
  await chooseOption(user, 'Localização', 'Av. Paulista, 1000 - São Paulo - SP', 'Av');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Concessionária criada com sucesso!')).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.method === 'POST')?.body ?? '{}').cnpj).toBe('11.222.333/0001-80');
});

it('sorts by Nome, CNPJ and Ref. Externa through the API (not by Localização); the form lists locations by city', async () => {
  const user = userEvent.setup({ delay: null });
  const list = sortedListRoute([
    dealership(1, 'Zeta Motors', '11222333000181', 'Z1'),
    dealership(2, 'Alfa Veículos', '99888777000166', null),
  ]);
  const locationQueries: URLSearchParams[] = [];
  fakeApi({
    'GET partnerships/dealerships/': list.route,
    'GET partnerships/locations/': (request) => {
      locationQueries.push(new URL(request.url).searchParams);
      return jsonResponse(200, [sp]);
    },
  });
  renderWithProviders(<DealershipsScreen />, { url: '/admin/settings?tab=dealerships' });
  await screen.findByText('Zeta Motors');
  await expectHeaderSorts(user, 'Nome', 'name', list.queries);
  expect(rowTexts().map((cells) => cells[0])).toEqual(['Zeta Motors', 'Alfa Veículos']);
  await expectHeaderSorts(user, 'Ref. Externa', 'external_name_ref', list.queries);
  expect(header('CNPJ')).toHaveClass('ant-table-column-has-sorters');
  expect(header('Localização')).not.toHaveClass('ant-table-column-has-sorters');

  await user.click(screen.getByRole('button', { name: /Nova Concessionária/ }));
  await screen.findByLabelText('Localização');
  await waitFor(() => expect(locationQueries.at(-1)?.get('ordering')).toBe('city,address'));
});
