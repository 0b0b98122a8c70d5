import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type ClientTableOptions, type FilterSpec, useClientTable } from './use-client-table';

interface Row {
  id: number;
  brand_name: string;
  category: string;
}

const filters = { search: '', category: '' };
const match: FilterSpec<Row, keyof typeof filters>[] = [
  { key: 'category', kind: 'exact', value: (row) => row.category },
];
let table: ReturnType<typeof useClientTable<Row, typeof filters>>;
let requests: URL[] = [];

/** 23 partners, newest (highest id) first as the API's default; `search` narrows by brand name. */
const partners: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: 23 - index,
  brand_name: `Marca ${23 - index}`,
  category: index % 2 === 0 ? 'vestuario' : 'farmacia',
}));

function Probe(props: { options: ClientTableOptions<Row, typeof filters> }) {
  table = useClientTable<Row, typeof filters>(props.options);
  const location = useLocation();
  return (
    <>
      <input
        aria-label="Buscar"
        value={table.searchProps.value}
        onChange={(event) => table.searchProps.onChange(event.target.value)}
      />
      <output data-testid="url">{location.search}</output>
      <output data-testid="rows">{table.tableProps.dataSource.map((row) => row.id).join(',')}</output>
    </>
  );
}

const baseOptions: ClientTableOptions<Row, typeof filters> = {
  list: 'partnerships/partners/',
  queryKey: ['partners'],
  filters,
  match,
};

function renderAt(search: string, options = baseOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/settings${search}`]}>
        <Probe options={options} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const url = () => screen.getByTestId('url').textContent;
const listQueries = () => requests.map((request) => Object.fromEntries(request.searchParams));

beforeEach(() => {
  requests = [];
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  fakeFetch((request) => {
    const query = new URL(request.url);
    requests.push(query);
    const search = query.searchParams.get('search') ?? '';
    const rows = partners.filter((row) => row.brand_name.includes(search));
    const ordered = query.searchParams.get('ordering') === 'id' ? [...rows].reverse() : rows;
    return jsonResponse(200, { count: ordered.length, total_pages: 1, results: ordered });
  });
});

it('reads the list whole once and filters it in the browser by the URL, counting against the total', async () => {
  renderAt('?tab=partners&category=farmacia');
  await waitFor(() => expect(table.list.count).toBe(11));
  expect(table.list.total).toBe(23);
  expect(listQueries()).toEqual([{ page: '1', page_size: '100' }]);
  expect(table.tableProps.dataSource.every((row) => row.category === 'farmacia')).toBe(true);
  expect(table.filterProps.active).toBe(true);

  act(() => table.setFilter('category', ''));
  expect(url()).toBe('?tab=partners');
  expect(table.list.count).toBe(23);
  // Filtering in the browser asks the API nothing more.
  expect(requests).toHaveLength(1);
});

it("pages in the browser on the URL's page, antd's pager shown only past one page", async () => {
  renderAt('?tab=partners&page=3');
  await waitFor(() => expect(table.list.count).toBe(23));
  expect(table.page).toBe(3);
  expect(table.tableProps.pagination).toMatchObject({ current: 3, pageSize: 10, showSizeChanger: false });
  const pagination = table.tableProps.pagination;
  act(() => (pagination ? pagination.onChange(2) : undefined));
  expect(url()).toBe('?tab=partners&page=2');

  // A filter goes back to page 1; a list of one page has no pager.
  act(() => table.setFilter('category', 'farmacia'));
  expect(url()).toBe('?tab=partners&category=farmacia');
  await waitFor(() => expect(table.tableProps.pagination).toMatchObject({ current: 1 }));
  act(() => table.setFilter('category', 'nenhuma'));
  expect(table.tableProps.pagination).toBe(false);
});

it('a page that no longer exists falls back to page 1', async () => {
  renderAt('?tab=partners&page=9');
  await waitFor(() => expect(table.list.count).toBe(23));
  expect(table.page).toBe(1);
});

it('sorts through the API: a header click puts the order in the URL and reads the list again in it', async () => {
  renderAt('?tab=partners&category=vestuario&page=2');
  await waitFor(() => expect(table.list.count).toBe(12));
  act(() =>
    table.tableProps.onChange(
      { current: 1 },
      {},
      { columnKey: 'id', field: 'id', order: 'ascend' },
      { action: 'sort', currentDataSource: [] },
    ),
  );
  // `id` is not among the list's ORDERING_FIELDS: the URL keeps no such sort.
  expect(url()).toBe('?tab=partners&category=vestuario');
  act(() =>
    table.tableProps.onChange(
      { current: 1 },
      {},
      { columnKey: 'brand_name', field: 'brand_name', order: 'descend' },
      { action: 'sort', currentDataSource: [] },
    ),
  );
  expect(url()).toBe('?tab=partners&category=vestuario&ordering=-brand_name');
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({ ordering: '-brand_name', page: '1', page_size: '100' }),
  );
  expect(table.sort.sortOrderOf('brand_name')).toBe('descend');
});

it('a server filter is searched by the API once typing pauses, the total still the whole list', async () => {
  renderAt('?tab=partners', { ...baseOptions, search: 'search', serverFilters: ['search'] });
  await waitFor(() => expect(table.list.count).toBe(23));
  fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'Marca 2 ' } });
  expect(url()).toBe('?tab=partners');
  await waitFor(() => expect(url()).toBe('?tab=partners&search=Marca+2+'), { timeout: 2000 });
  // Sent trimmed; 'Marca 2', 'Marca 20'…'Marca 23'.
  await waitFor(() => expect(table.list.count).toBe(5));
  expect(listQueries().at(-1)).toEqual({ search: 'Marca 2', page: '1', page_size: '100' });
  expect(table.list.total).toBe(23);
});

it('a failed read is an empty list, logged only', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  fakeFetch(() => jsonResponse(500, { detail: 'x' }));
  renderAt('?tab=partners');
  await waitFor(() => expect(table.list.isInitialLoading).toBe(false));
  expect(table.list).toMatchObject({ count: 0, total: 0, isError: false });
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it("'Limpar' keeps the tab and the sort; a reset after a create keeps only the tab", async () => {
  renderAt('?tab=partners&category=farmacia&ordering=brand_name&page=2');
  await waitFor(() => expect(table.list.count).toBe(11));
  act(() => table.filterProps.onClear());
  expect(url()).toBe('?tab=partners&ordering=brand_name');
  act(() => table.resetView());
  expect(url()).toBe('?tab=partners');
});
