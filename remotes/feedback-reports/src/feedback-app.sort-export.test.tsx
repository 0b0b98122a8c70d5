import { captureDownloads, savedText } from '@fidelidade/session/test-dom';
import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeedbackScreen from './feedback-app';
import { feedback, page } from './test/feedback-fixtures';
import { renderWithProviders, signInAs } from './test/render';

const listPath = 'communications/admin/feedback/list/';
const csv = '\uFEFFUsuário;Assunto\r\nMaria Souza;Atendimento\r\n';

let urls: URL[];
function serve() {
  urls = [];
  return fakeFetch((request, seen) => {
    if (seen.path !== listPath) return jsonResponse(404, { detail: 'Não encontrado.' });
    const url = new URL(request.url);
    urls.push(url);
    if (url.searchParams.get('format') === 'csv') {
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="feedbacks-2024-03-05.csv"',
        },
      });
    }
    return page([feedback(1)], 3, 25);
  });
}

const header = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;
const clickHeader = (name: string) => userEvent.click(within(header(name)).getByText(name));
const locationSearch = () => decodeURIComponent(screen.getByTestId('location-search').textContent ?? '');
const listCalls = () => urls.filter((url) => url.searchParams.get('format') !== 'csv');

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => signInAs());
afterEach(() => jest.restoreAllMocks());

describe('FeedbackScreen: sorting and CSV export', () => {
  it('a header click sorts through the API: ordering in the URL and the request, back to page 1', async () => {
    serve();
    renderWithProviders(<FeedbackScreen />, '/admin/feedback?status=PENDING&page=2');
    await screen.findByText('Cliente 1');
    expect(listCalls()[0]?.searchParams.get('ordering')).toBeNull();

    await clickHeader('Assunto');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('ordering')).toBe('subject'));
    expect(locationSearch()).toBe('?status=PENDING&ordering=subject');
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('1');
    expect(listCalls().at(-1)?.searchParams.get('status')).toBe('PENDING');
    expect(header('Assunto')).toHaveAttribute('aria-sort', 'ascending');

    await clickHeader('Assunto');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('ordering')).toBe('-subject'));
    expect(header('Assunto')).toHaveAttribute('aria-sort', 'descending');

    // Columns without a data field sort by the contract's field: 'Usuário' by name, 'Tipo' by type.
    await clickHeader('Tipo');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('ordering')).toBe('feedback_type'));
    await clickHeader('Usuário');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('ordering')).toBe('user_name'));
    expect(locationSearch()).toBe('?status=PENDING&ordering=user_name');
  });

  it('only the columns the API can sort offer a sorter', async () => {
    serve();
    renderWithProviders(<FeedbackScreen />, '/admin/feedback');
    await screen.findByText('Cliente 1');
    for (const name of ['Usuário', 'Assunto', 'Tipo', 'Prioridade', 'Status', 'Data']) {
      expect(header(name)).toHaveClass('ant-table-column-has-sorters');
    }
    for (const name of ['Mensagem', 'Ações']) {
      expect(header(name)).not.toHaveClass('ant-table-column-has-sorters');
    }
  });

  it('a reload with ordering in the URL requests it and shows the sorted header', async () => {
    serve();
    renderWithProviders(<FeedbackScreen />, '/admin/feedback?ordering=-created_at');
    await screen.findByText('Cliente 1');
    expect(listCalls()[0]?.searchParams.get('ordering')).toBe('-created_at');
    expect(header('Data')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Assunto')).not.toHaveAttribute('aria-sort');
  });

  it('a field the list cannot sort by never reaches the API', async () => {
    serve();
    renderWithProviders(<FeedbackScreen />, '/admin/feedback?ordering=message');
    await screen.findByText('Cliente 1');
    expect(listCalls()[0]?.searchParams.has('ordering')).toBe(false);
  });

  it("'Exportar CSV' downloads the current filters and sort (no page) under the server's file name", async () => {
    const downloads = captureDownloads();
    serve();
    renderWithProviders(
      <FeedbackScreen />,
      '/admin/feedback?status=PENDING&type=BUG_REPORT&search=óleo&ordering=-priority&page=2',
    );
    await screen.findByText('Cliente 1');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exported = urls.find((url) => url.searchParams.get('format') === 'csv');
    expect(exported?.pathname).toBe(`/api/v1/${listPath}`);
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({
      status: 'PENDING',
      type: 'BUG_REPORT',
      search: 'óleo',
      ordering: '-priority',
      format: 'csv',
    });
    expect(downloads[0]?.name).toBe('feedbacks-2024-03-05.csv');
    expect(await savedText(downloads[0])).toBe(csv);
  });

  it('a failed export says so and saves nothing', async () => {
    const downloads = captureDownloads();
    fakeFetch((request) =>
      new URL(request.url).searchParams.get('format') === 'csv' ? jsonResponse(500, {}) : page([feedback(1)]),
    );
    renderWithProviders(<FeedbackScreen />, '/admin/feedback');
    await screen.findByText('Cliente 1');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Não foi possível exportar. Tente novamente.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});
