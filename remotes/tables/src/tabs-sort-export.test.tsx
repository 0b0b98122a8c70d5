import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TablesScreen from './app';
import { offerRow } from './test/offer-fixture';
import {
  captureDownloads,
  currentUrl,
  pageOf,
  paramsOf,
  renderAt,
  serveApi,
  signInAsAdmin,
  sortableHeaders,
} from './test/render';
import { activityRow, pointsRow, redemptionRow } from './test/tab-rows';

interface TabCase {
  tab: string;
  path: string;
  row: object;
  text: string;
  filter: Record<string, string>;
  sortable: string[];
  header: string;
  field: string;
  file: string;
}

// Each tab: its list, one row, a filter already in the URL, the header clicked and its API field.
const tabs: TabCase[] = [
  {
    tab: 'points',
    path: '/api/v1/loyalty/admin/points/summary/',
    row: pointsRow,
    text: 'Maria Souza',
    filter: { active_only: 'true' },
    sortable: ['Usuário', 'CPF', 'Saldo', 'Total Ganho', 'Total Gasto', 'Status', 'Última Atividade'],
    header: 'Saldo',
    field: 'points_balance',
    file: 'pontos-2024-03-05.csv',
  },
  {
    tab: 'activities',
    path: '/api/v1/loyalty/admin/activities/recent/',
    row: activityRow,
    text: 'João Lima',
    filter: { search: 'óleo', activity_type: 'Adição' },
    // The ledger (a million rows) sorts by date only.
    sortable: ['Data'],
    header: 'Data',
    field: 'created_at',
    file: 'atividades-2024-03-05.csv',
  },
  {
    tab: 'redemptions',
    path: '/api/v1/loyalty/admin/redemptions/recent/',
    row: redemptionRow,
    text: 'Café grátis',
    filter: { status: 'utilizado' },
    sortable: ['Usuário', 'Oferta', 'Pontos', 'Status', 'Data'],
    header: 'Oferta',
    field: 'offer_title',
    file: 'resgates-2024-03-05.csv',
  },
  {
    tab: 'offers',
    path: '/api/v1/loyalty/admin/offers/list/',
    row: offerRow(1, { title: 'Lavagem completa' }),
    text: 'Lavagem completa',
    filter: { valid_only: 'true' },
    // Status is computed (Ativa, Expirada, Inativa): its header sorts by is_active.
    sortable: ['Título', 'Tipo', 'Pontos', 'Válida até', 'Status'],
    header: 'Status',
    field: 'is_active',
    file: 'ofertas-2024-03-05.csv',
  },
];

beforeEach(signInAsAdmin);
afterEach(() => jest.restoreAllMocks());

describe.each(tabs)('tab $tab', (tab) => {
  const filterQuery = new URLSearchParams(tab.filter).toString();
  const header = () => screen.getByRole('columnheader', { name: tab.header });
  const listUrls = (urls: URL[]) => urls.filter((url) => url.searchParams.get('format') !== 'csv');

  it('only the columns the API sorts by (its allow-list) have sortable headers', async () => {
    serveApi(() => jsonResponse(200, pageOf([tab.row])));
    renderAt(`/admin/tables?tab=${tab.tab}`, <TablesScreen />);
    await screen.findByText(tab.text);
    expect(sortableHeaders()).toEqual(tab.sortable);
  });

  it('a header click puts ordering in the URL (page 1, filters kept) and in the request; again sorts descending', async () => {
    const urls = serveApi(() => jsonResponse(200, pageOf([tab.row], 30)));
    renderAt(`/admin/tables?tab=${tab.tab}&${filterQuery}&page=2`, <TablesScreen />);
    await screen.findByText(tab.text);
    await userEvent.click(header());
    expect(currentUrl()).toBe(
      decodeURIComponent(`/admin/tables?tab=${tab.tab}&${filterQuery}&ordering=${tab.field}`),
    );
    await waitFor(() =>
      expect(paramsOf(urls.at(-1))).toEqual({ ...tab.filter, page: '1', ordering: tab.field }),
    );
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header());
    expect(currentUrl()).toContain(`ordering=-${tab.field}`);
    await waitFor(() => expect(paramsOf(urls.at(-1))).toMatchObject({ ordering: `-${tab.field}` }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
  });

  it('a reload with ordering in the URL shows the sorted header and asks the API for that order', async () => {
    const urls = serveApi(() => jsonResponse(200, pageOf([tab.row])));
    renderAt(`/admin/tables?tab=${tab.tab}&ordering=-${tab.field}`, <TablesScreen />);
    await screen.findByText(tab.text);
    expect(paramsOf(listUrls(urls)[0])).toEqual({ page: '1', ordering: `-${tab.field}` });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
  });

  it("'Exportar CSV' asks the same list for format=csv with the current filters and sort, and saves the file", async () => {
    const downloads = captureDownloads();
    const urls = serveApi((url) =>
      url.searchParams.get('format') === 'csv'
        ? new Response('\uFEFFCabeçalho\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="${tab.file}"`,
            },
          })
        : jsonResponse(200, pageOf([tab.row], 30)),
    );
    renderAt(`/admin/tables?tab=${tab.tab}&${filterQuery}&ordering=-${tab.field}&page=3`, <TablesScreen />);
    await screen.findByText(tab.text);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exported = urls.find((url) => url.searchParams.get('format') === 'csv');
    expect(exported?.pathname).toBe(tab.path);
    // All matching rows: the filters and the sort, never the page.
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({
      ...tab.filter,
      ordering: `-${tab.field}`,
      format: 'csv',
    });
    expect(downloads[0]?.name).toBe(tab.file);
  });
});

it('an ordering field outside the allow-list is not sent, and no header shows as sorted', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([tabs[1]?.row])));
  renderAt('/admin/tables?tab=activities&ordering=points_change', <TablesScreen />);
  await screen.findByText('João Lima');
  expect(paramsOf(urls[0])).toEqual({ page: '1' });
  expect(document.querySelector('th[aria-sort]')).toBeNull();
});
