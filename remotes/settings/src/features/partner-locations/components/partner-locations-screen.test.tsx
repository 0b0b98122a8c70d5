import type { Location, Partner, PartnerLocation } from '@fidelidade/contract';
import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudRoutes, fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, header, sortedListRoute } from '../../../test/sorted-list';
import { bodyRows, chooseOption, confirmDelete, rowTexts, selectedText } from '../../../test/ui-helpers';
import { PartnerLocationsScreen } from './partner-locations-screen';

const stamps = { created_at: '2024-03-05T13:30:00Z', updated_at: '2024-03-05T13:30:00Z' };
const estrela: Partner = { id: 3, brand_name: 'Posto Estrela', category: 'combustivel', ...stamps };
// A whole Location: the list of locations sends it, and a store nests its first fields.
const centro: Location = {
  id: 9,
  address: 'Rua XV, 50',
  city: 'Curitiba',
  state: 'PR',
  country: 'Brasil',
  zip_code: '80020000',
  postal_code: '80020000',
  latitude: null,
  longitude: null,
  ...stamps,
};
const store = (id: number, store_name: string, city = 'Curitiba'): PartnerLocation => ({
  id,
  store_name,
  partner_id: estrela.id,
  location_id: centro.id,
  partner: estrela,
  location: { ...centro, city },
  logo: null,
  created_at: '2024-03-05T13:30:00Z',
  updated_at: '2024-03-05T13:30:00Z',
});

beforeEach(signInForTests);
withNodeMultipart();

it('counts loja(s), filters by name/partner/city with Limpar and its own empty states', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET partnerships/partner-locations/': () =>
      jsonResponse(200, { results: [store(1, 'Estrela Centro'), store(2, 'Estrela Batel', 'Londrina')] }),
  });
  renderWithProviders(<PartnerLocationsScreen />);
  await screen.findByText('Estrela Centro');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Nome da Loja',
    'Parceiro',
    'Localização',
    'Ações',
  ]);
  expect(rowTexts()[0]?.slice(0, 3)).toEqual([
    'Estrela Centro',
    'Posto Estrela',
    'Rua XV, 50 - Curitiba - PR',
  ]);
  expect(screen.getByText('2 loja(s) encontrada(s)')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Filtrar por cidade'), 'londr');
  expect(screen.getByText('1 loja(s) encontrada(s)')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Filtrar por parceiro'), 'outro');
  expect(screen.getByText('Nenhuma loja encontrada')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Limpar' }));
  expect(bodyRows()).toHaveLength(2);
});

it('creates multipart (null logo left out), shows Configuração válida, details, deletes', async () => {
  const user = userEvent.setup();
  const rows: PartnerLocation[] = [];
  let sent: FormData | null = null;
  const routes = crudRoutes('partnerships/partner-locations/', rows, (body, id) =>
    store(id, String(body.store_name)),
  );
  fakeApi({
    ...routes,
    'POST partnerships/partner-locations/': async (request) => {
      sent = await request.formData();
      const row = store(101, String(sent.get('store_name')));
      rows.push(row);
      return jsonResponse(201, row);
    },
    'GET partnerships/partners/': () => jsonResponse(200, [estrela]),
    'GET partnerships/locations/': () => jsonResponse(200, [centro]),
  });
  renderWithProviders(<PartnerLocationsScreen />);
  expect(await screen.findByText('Nenhuma loja de parceiro cadastrada')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Nova Loja de Parceiro/ }));
  await user.type(screen.getByLabelText('Nome da Loja'), 'Estrela Norte');
  await chooseOption(user, 'Parceiro', 'Posto Estrela (Combustível)', 'Pos');
  expect(screen.queryByText('Configuração válida')).not.toBeInTheDocument();
  await chooseOption(user, 'Localização', 'Rua XV, 50 - Curitiba - PR', 'Rua');
  expect(await screen.findByText('Configuração válida')).toBeInTheDocument();
  expect(screen.getByLabelText('Pré-visualização da loja')).toHaveTextContent('Estrela NortePosto Estrela');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Loja de parceiro criada com sucesso!')).toBeInTheDocument();
  const form = sent as FormData | null;
  expect(form ? Object.fromEntries(form.entries()) : null).toEqual({
    store_name: 'Estrela Norte',
    partner_id: '3',
    location_id: '9',
  });
  // New records in sight: the new row is marked.
  expect(bodyRows()[0]).toHaveAttribute('data-highlighted', 'true');

  await user.click(screen.getByRole('button', { name: 'Visualizar Estrela Norte' }));
  expect(screen.getByText('Curitiba - PR - Brasil')).toBeInTheDocument();
  expect(screen.getByText('Check-ins')).toBeInTheDocument();
  expect(screen.getByText('80020-000')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Excluir$/ }));
  await confirmDelete(user, 'Tem certeza que deseja excluir esta loja de parceiro?');
  expect(await screen.findByText('Loja de parceiro excluída com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Nenhuma loja de parceiro cadastrada')).toBeInTheDocument());
});

it('edits: loads the store into the form, saves multipart (current logo kept), updates the row and resets the form', async () => {
  const user = userEvent.setup({ delay: null });
  const batel: Location = { ...centro, id: 10, address: 'Av. Batel, 1200' };
  const moda: Partner = { id: 4, brand_name: 'Moda Sul', category: 'vestuario', ...stamps };
  const rows = [
    { ...store(1, 'Estrela Centro'), logo: '/media/logos/estrela.png' },
    store(2, 'Estrela Batel'),
  ];
  let sent: FormData | null = null;
  const seen = fakeApi({
    'GET partnerships/partner-locations/': () => jsonResponse(200, rows),
    'PUT partnerships/partner-locations/1/': async (request) => {
      sent = await request.formData();
      return jsonResponse(200, {
        ...rows[0],
        store_name: String(sent.get('store_name')),
        partner_id: moda.id,
        location_id: batel.id,
        partner: moda,
        location: batel,
        updated_at: '2024-04-01T12:00:00Z',
      });
    },
    'GET partnerships/partners/': () => jsonResponse(200, [estrela, moda]),
    'GET partnerships/locations/': () => jsonResponse(200, [centro, batel]),
  });
  renderWithProviders(<PartnerLocationsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Editar Estrela Centro' }));
  expect(screen.getByText('Editar Loja de Parceiro')).toBeInTheDocument();
  expect(screen.getByLabelText('Nome da Loja')).toHaveValue('Estrela Centro');
  await waitFor(() => expect(selectedText('Parceiro')).toBe('Posto Estrela (Combustível)'));
  await waitFor(() => expect(selectedText('Localização')).toBe('Rua XV, 50 - Curitiba - PR'));
  expect(screen.getByText('Configuração válida')).toBeInTheDocument();
  expect(screen.getByAltText('Pré-visualização do logo')).toHaveAttribute('src', '/media/logos/estrela.png');

  await user.clear(screen.getByLabelText('Nome da Loja'));
  await user.type(screen.getByLabelText('Nome da Loja'), 'Moda Sul Batel');
  await chooseOption(user, 'Parceiro', 'Moda Sul (Vestuário)', 'Moda');
  await chooseOption(user, 'Localização', 'Av. Batel, 1200 - Curitiba - PR', 'Batel');
  expect(screen.getByLabelText('Pré-visualização da loja')).toHaveTextContent('Moda Sul BatelModa Sul');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Loja de parceiro atualizada com sucesso!')).toBeInTheDocument();
  const form = sent as FormData | null;
  // No new logo: store_logo is left out and the server keeps the current one.
  expect(form ? Object.fromEntries(form.entries()) : null).toEqual({
    store_name: 'Moda Sul Batel',
    partner_id: '4',
    location_id: '10',
  });

  expect(rowTexts().map((cells) => cells.slice(0, 3))).toEqual([
    ['Moda Sul Batel', 'Moda Sul', 'Av. Batel, 1200 - Curitiba - PR'],
    ['Estrela Batel', 'Posto Estrela', 'Rua XV, 50 - Curitiba - PR'],
  ]);
  expect(seen.filter((request) => request.path === 'partnerships/partner-locations/')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: /Nova Loja de Parceiro/ }));
  expect(screen.getByLabelText('Nome da Loja')).toHaveValue('');
  expect(selectedText('Parceiro')).toBe('');
  expect(selectedText('Localização')).toBe('');
  expect(screen.queryByText('Configuração válida')).not.toBeInTheDocument();
});

it('a failed store update keeps the edit form with its values and says so', async () => {
  const user = userEvent.setup({ delay: null });
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  fakeApi({
    'GET partnerships/partner-locations/': () => jsonResponse(200, [store(1, 'Estrela Centro')]),
    'PUT partnerships/partner-locations/1/': () => jsonResponse(500, {}),
    'GET partnerships/partners/': () => jsonResponse(200, [estrela]),
    'GET partnerships/locations/': () => jsonResponse(200, [centro]),
  });
  renderWithProviders(<PartnerLocationsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Editar Estrela Centro' }));
  await user.type(screen.getByLabelText('Nome da Loja'), ' 24h');
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  expect(await screen.findByText('Erro ao atualizar loja de parceiro. Tente novamente.')).toBeInTheDocument();
  expect(screen.getByText('Editar Loja de Parceiro')).toBeInTheDocument();
  expect(screen.getByLabelText('Nome da Loja')).toHaveValue('Estrela Centro 24h');
  quiet.mockRestore();
});

it("sorts by Nome da Loja and Parceiro through the API (not by Localização); the form's selects are alphabetical", async () => {
  const user = userEvent.setup({ delay: null });
  const moda: Partner = { id: 4, brand_name: 'Auto Moda', category: 'vestuario', ...stamps };
  const list = sortedListRoute([store(1, 'Estrela Norte'), { ...store(2, 'Zeta Sul'), partner: moda }]);
  const optionQueries: URLSearchParams[] = [];
  const options = (rows: unknown[]) => (request: Request) => {
    optionQueries.push(new URL(request.url).searchParams);
    return jsonResponse(200, rows);
  };
  fakeApi({
    'GET partnerships/partner-locations/': list.route,
    'GET partnerships/partners/': options([estrela, moda]),
    'GET partnerships/locations/': options([centro]),
  });
  renderWithProviders(<PartnerLocationsScreen />, { url: '/admin/settings?tab=partner-locations' });
  await screen.findByText('Estrela Norte');
  await expectHeaderSorts(user, 'Parceiro', 'partner', list.queries);
  expect(rowTexts().map((cells) => cells[0])).toEqual(['Estrela Norte', 'Zeta Sul']);
  await expectHeaderSorts(user, 'Nome da Loja', 'store_name', list.queries);
  expect(header('Localização')).not.toHaveClass('ant-table-column-has-sorters');

  await user.click(screen.getByRole('button', { name: /Nova Loja de Parceiro/ }));
  await waitFor(() =>
    expect(optionQueries.map((query) => query.get('ordering')).sort()).toEqual([
      'brand_name',
      'city,address',
    ]),
  );
});
