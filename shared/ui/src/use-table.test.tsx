import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type UseTableOptions, useTable } from './use-table';

interface Row {
  id: number;
  user_name: string;
}

const filters = { search: '', status: '', active_only: '' };
let table: ReturnType<typeof useTable<Row, typeof filters>>;
let requests: URL[] = [];

function Probe(props: { options: UseTableOptions<typeof filters> }) {
  table = useTable<Row, typeof filters>(props.options);
  const location = useLocation();
  return (
    <>
      <input
        aria-label="Buscar"
        value={table.searchProps.value}
        onChange={(event) => table.searchProps.onChange(event.target.value)}
      />
      <output data-testid="url">{location.search}</output>
      <output data-testid="rows">{table.tableProps.dataSource.map((row) => row.user_name).join(',')}</output>
    </>
  );
}

const baseOptions: UseTableOptions<typeof filters> = {
  list: 'loyalty/admin/redemptions/recent/',
  filters,
  search: 'search',
  exportFileName: 'resgates.csv',
};

function renderAt(url: string, options: UseTableOptions<typeof filters> = baseOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Probe options={options} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastQuery = () => Object.fromEntries(requests.at(-1)?.searchParams ?? []);
const url = () => screen.getByTestId('url').textContent;

beforeEach(() => {
  requests = [];
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  fakeFetch((request) => {
    requests.push(new URL(request.url));
    return jsonResponse(200, { count: 25, results: [{ id: 1, user_name: 'Ana' }] });
  });
});

it('requests the page, sort and filters the URL names, and shows the rows', async () => {
  renderAt('/admin/tables?tab=redemptions&search=ana&status=pendente&ordering=-user_name&page=2');
  expect(await screen.findByText('Ana')).toBeInTheDocument();
  expect(lastQuery()).toEqual({
    search: 'ana',
    status: 'pendente',
    ordering: '-user_name',
    page: '2',
    page_size: '10',
  });
  expect(table.list.count).toBe(25);
  expect(table.list.paginatorProps).toMatchObject({ page: 2, totalPages: 3 });
  expect(table.filterProps.active).toBe(true);
});

it('drops a sort field outside the allow-list, and empty filters stay out of the request', async () => {
  renderAt('/admin/tables?ordering=password');
  await screen.findByText('Ana');
  expect(lastQuery()).toEqual({ page: '1', page_size: '10' });
  expect(table.filterProps.active).toBe(false);
});

it('commits the search to the URL once typing pauses, back on page 1, trimmed when asked', async () => {
  renderAt('/admin/tables?tab=redemptions&page=3', { ...baseOptions, trimSearch: true });
  await screen.findByText('Ana');
  fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'bia ' } });
  expect(url()).toBe('?tab=redemptions&page=3');
  await waitFor(() => expect(url()).toBe('?tab=redemptions&search=bia'), { timeout: 2000 });
  await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'bia', page: '1' }));
});

it('a header click sorts through the URL and back to page 1; clearing it returns the default order', async () => {
  renderAt('/admin/tables?tab=redemptions&page=2');
  await screen.findByText('Ana');
  const click = (order: 'ascend' | 'descend' | undefined) =>
    act(() =>
      table.tableProps.onChange(
        { current: 1 },
        {},
        { columnKey: 'points', field: 'points_spent', order },
        { action: 'sort', currentDataSource: [] },
      ),
    );
  click('descend');
  expect(url()).toBe('?tab=redemptions&ordering=-points_spent');
  click(undefined);
  expect(url()).toBe('?tab=redemptions');
});

it('exports the very query the table shows, without the page, as the API reads the filters', async () => {
  const toParams = (values: typeof filters) => ({
    search: values.search,
    status: values.status,
    active_only: values.active_only === 'true',
  });
  renderAt('/admin/tables?search=ana&active_only=true&ordering=status&page=2', { ...baseOptions, toParams });
  await screen.findByText('Ana');
  expect(table.exportProps).toEqual({
    path: 'loyalty/admin/redemptions/recent/',
    params: { search: 'ana', status: '', active_only: true, ordering: 'status' },
    fallbackFileName: 'resgates.csv',
  });
  const { page: _page, page_size: _size, ...listed } = lastQuery();
  expect(listed).toEqual({ search: 'ana', active_only: 'true', ordering: 'status' });
});

it("'Limpar filtros' keeps the tab and the sort", async () => {
  renderAt('/admin/tables?tab=redemptions&status=pendente&ordering=status&page=2');
  await screen.findByText('Ana');
  act(() => table.filterProps.onClear());
  expect(url()).toBe('?tab=redemptions&ordering=status');
});
