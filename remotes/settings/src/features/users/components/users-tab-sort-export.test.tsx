import { captureDownloads } from '@fidelidade/session/test-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, jsonResponse, page } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, expectSortAfterReload, expectSortableHeaders } from '../../../test/sorted-list';
import { managedUser } from '../../../test/users-server';
import { UsersTab } from './users-tab';

const csv = '\uFEFFNome;E-mail\r\nUsuário 2;usuario2@exemplo.com.br\r\n';

/** The users list as JSON, or as CSV with `format=csv`; every query is recorded. */
function serveList() {
  const queries: URLSearchParams[] = [];
  fakeApi({
    'GET users/admin/list/': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (query.get('format') !== 'csv') return jsonResponse(200, page([managedUser(2), managedUser(3)]));
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="usuarios-2026-05-20.csv"',
        },
      });
    },
  });
  return queries;
}

const url = () => screen.getByTestId('current-url').textContent ?? '';

beforeEach(signInForTests);
afterEach(() => jest.restoreAllMocks());

it('sorts by a header through the API with the sort in the URL; a reload shows it', async () => {
  const user = userEvent.setup({ delay: null });
  const queries = serveList();
  const view = renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users&page=2' });
  await screen.findByText('Usuário 2');
  await expectHeaderSorts(user, 'Nome', 'full_name', queries);
  // A new order starts again at page 1.
  expect(url()).toBe('/admin/settings?tab=users&ordering=-full_name');
  expect(queries.at(-1)?.get('page')).toBe('1');
  expectSortableHeaders(['E-mail', 'CPF', 'Tipo', 'Status'], ['Vínculo']);
  view.unmount();

  await expectSortAfterReload(
    () => renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users&ordering=-email' }),
    { ready: 'Usuário 2', title: 'E-mail', direction: 'descending', ordering: '-email' },
    queries,
  );
});

it("'Exportar CSV' asks the list's URL with the current filters and sort and saves the server's file", async () => {
  const user = userEvent.setup({ delay: null });
  const downloads = captureDownloads();
  const queries = serveList();
  renderWithProviders(<UsersTab />, {
    url: '/admin/settings?tab=users&user_type=CLIENTE&search=ana&ordering=full_name&page=2',
  });
  await screen.findByText('Usuário 2');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['usuarios-2026-05-20.csv']));
  const exported = queries.find((query) => query.get('format') === 'csv');
  // Every matching row, not the page: no page or page_size.
  expect(Object.fromEntries(exported ?? [])).toEqual({
    search: 'ana',
    user_type: 'CLIENTE',
    ordering: 'full_name',
    format: 'csv',
  });
});
