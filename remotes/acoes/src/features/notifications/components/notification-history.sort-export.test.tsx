import { captureDownloads, savedText } from '@fidelidade/session/test-dom';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { item, page } from '../../../test/notification-fixtures';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { NotificationHistory } from './notification-history';

jest.setTimeout(30_000);
beforeEach(() => signInAs(adminUser));
afterEach(() => jest.restoreAllMocks());

const listPath = '/api/v1/communications/admin/notifications/list/';
const csv = '\uFEFFTítulo;Prioridade\r\nRevisão;Alta\r\n';

/** The fake API: the list as JSON, or as CSV with `format=csv`; every request's URL in order. */
function serve() {
  const urls: URL[] = [];
  fakeFetch((request) => {
    const url = new URL(request.url);
    urls.push(url);
    if (url.pathname !== listPath) return jsonResponse(404, {});
    if (url.searchParams.get('format') !== 'csv') return jsonResponse(200, page([item(1)], 45));
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="notificacoes-2030-01-02.csv"',
      },
    });
  });
  return {
    lists: () => urls.filter((url) => url.searchParams.get('format') !== 'csv'),
    exports: () => urls.filter((url) => url.searchParams.get('format') === 'csv'),
  };
}

const header = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;
const clickHeader = (name: string) => userEvent.click(within(header(name)).getByText(name));
const entry = '/admin/acoes?tab=historico-notificacoes';

describe('NotificationHistory: sorting and CSV export', () => {
  it('a header click writes ordering to the URL and the request, and goes back to page 1', async () => {
    const api = serve();
    const { currentUrl } = renderScreen(<NotificationHistory />, `${entry}&status=SENT&page=2`);
    await screen.findByText('Notificação 1');
    expect(api.lists()[0]?.searchParams.has('ordering')).toBe(false);

    await clickHeader('Enviada em');
    await waitFor(() => expect(api.lists().at(-1)?.searchParams.get('ordering')).toBe('sent_at'));
    expect(currentUrl()).toBe(`${entry}&status=SENT&ordering=sent_at`);
    expect(api.lists().at(-1)?.searchParams.get('page')).toBe('1');
    expect(api.lists().at(-1)?.searchParams.get('status')).toBe('SENT');
    expect(header('Enviada em')).toHaveAttribute('aria-sort', 'ascending');

    await clickHeader('Enviada em');
    await waitFor(() => expect(api.lists().at(-1)?.searchParams.get('ordering')).toBe('-sent_at'));
    expect(header('Enviada em')).toHaveAttribute('aria-sort', 'descending');
  });

  it('every column but the message sorts', async () => {
    serve();
    renderScreen(<NotificationHistory />, entry);
    await screen.findByText('Notificação 1');
    for (const name of ['Título', 'Prioridade', 'Status', 'Agendada para', 'Enviada em', 'Criada em']) {
      expect(header(name)).toHaveClass('ant-table-column-has-sorters');
    }
    expect(header('Mensagem')).not.toHaveClass('ant-table-column-has-sorters');
  });

  it('a reload with ordering in the URL requests it and shows the sorted header', async () => {
    const api = serve();
    renderScreen(<NotificationHistory />, `${entry}&ordering=-priority`);
    await screen.findByText('Notificação 1');
    expect(api.lists()[0]?.searchParams.get('ordering')).toBe('-priority');
    expect(header('Prioridade')).toHaveAttribute('aria-sort', 'descending');
  });

  it("'Exportar CSV' downloads the current filters and sort, without the page or the tab", async () => {
    const downloads = captureDownloads();
    const api = serve();
    renderScreen(
      <NotificationHistory />,
      `${entry}&status=SENT&priority=HIGH&search=revisão&ordering=-created_at&page=2`,
    );
    await screen.findByText('Notificação 1');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.exports()[0]?.pathname).toBe(listPath);
    expect(Object.fromEntries(api.exports()[0]?.searchParams ?? [])).toEqual({
      status: 'SENT',
      priority: 'HIGH',
      search: 'revisão',
      ordering: '-created_at',
      format: 'csv',
    });
    expect(downloads[0]?.name).toBe('notificacoes-2030-01-02.csv');
    expect(await savedText(downloads[0])).toBe(csv);
  });
});
