import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeedbackScreen from './feedback-app';
import { feedback, page } from './test/feedback-fixtures';
import { renderWithProviders, signInAs } from './test/render';

const listPath = 'communications/admin/feedback/list/';

let urls: URL[];
function serveList(answer: (url: URL) => Response) {
  urls = [];
  return fakeFetch((request, seen) => {
    const url = new URL(request.url);
    if (seen.path === listPath) {
      urls.push(url);
      return answer(url);
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => signInAs());

describe('FeedbackScreen (docs/product.md §2.11)', () => {
  it('lists page 1 of 10 with the pt-BR labels and a 50-character message preview', async () => {
    const long = `${'A'.repeat(45)} muito longa para caber inteira na lista`;
    serveList(() =>
      page([
        feedback(1, {
          user_name: 'Maria Souza',
          subject: 'Atendimento',
          message: long,
          feedback_type: 'COMPLAINT',
          feedback_type_display: 'Reclamação (API)',
          priority: 3,
          status: 'IN_PROGRESS',
        }),
        feedback(2, {
          feedback_type: 'BUG_REPORT',
          feedback_type_display: '',
          priority: 1,
          status: 'CLOSED',
        }),
        feedback(3, { feedback_type: 'PRAISE', feedback_type_display: '', status: 'RESOLVED' }),
      ]),
    );
    renderWithProviders(<FeedbackScreen />, '/admin/feedback');
    expect(screen.getByRole('heading', { name: 'Feedbacks dos Usuários', level: 2 })).toBeInTheDocument();
    const first = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(urls[0]?.searchParams.get('page_size')).toBe('10');
    expect(cellsOf(first)).toEqual([
      'Maria Souza123.456.789-09',
      'Atendimento',
      `${'A'.repeat(45)} muit…`,
      'Reclamação (API)',
      'Alta',
      'Em Análise',
      '05/03/2024 10:30',
      'Responder',
    ]);
    const [, second, third] = bodyRows();
    expect(cellsOf(second as HTMLElement).slice(3, 6)).toEqual(['Relato de Erro', 'Baixa', 'Fechado']);
    expect(cellsOf(third as HTMLElement).slice(3, 6)).toEqual(['Elogio', 'Média', 'Resolvido']);
  });

  it('the CPF never wraps (it broke as "089.818.78 / 9-35" in a narrow column)', async () => {
    serveList(() => page([feedback(1, { user_name: 'Maria Souza' })]));
    renderWithProviders(<FeedbackScreen />, '/admin/feedback');
    const cpf = await screen.findByText('123.456.789-09');
    expect(cpf).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("shows customer text literally: a '<script>' message is text, not HTML", async () => {
    const hostile = '<script>alert("x")</script><b>negrito</b>';
    serveList(() => page([feedback(1, { subject: '<img src=x onerror=alert(1)>', message: hostile })]));
    const { container } = renderWithProviders(<FeedbackScreen />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<script>alert("x")</script><b>negrito</b>')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Responder feedback 1' }));
    expect(await screen.findByTestId('feedback-message')).toHaveTextContent(hostile);
    for (const root of [container, document.body]) {
      expect(root.querySelector('script')).toBeNull();
      expect(root.querySelector('img[src="x"]')).toBeNull();
      expect(root.querySelector('b')).toBeNull();
    }
  });

  it('status and type filters go to the URL and the request, and return to page 1', async () => {
    serveList(() => page([feedback(1)], 3, 25));
    renderWithProviders(<FeedbackScreen />, '/admin/feedback?page=2');
    await screen.findByText('Cliente 1');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('2');

    fireEvent.mouseDown(screen.getByLabelText('Status', { selector: 'input' }));
    fireEvent.click(await screen.findByTitle('Em Análise'));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBe('IN_PROGRESS'));
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?status=IN_PROGRESS');

    fireEvent.mouseDown(screen.getByLabelText('Tipo', { selector: 'input' }));
    fireEvent.click(await screen.findByTitle('Relato de Erro'));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('type')).toBe('BUG_REPORT'));
    expect(urls.at(-1)?.searchParams.get('status')).toBe('IN_PROGRESS');
  });

  it('search is debounced 500 ms before it reaches the URL and the API', async () => {
    jest.useFakeTimers();
    try {
      serveList(() => page([feedback(1)]));
      renderWithProviders(<FeedbackScreen />);
      await screen.findByText('Cliente 1');
      const before = urls.length;
      fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'maria' } });
      await act(async () => {
        jest.advanceTimersByTime(499);
      });
      expect(urls).toHaveLength(before);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      await waitFor(() => expect(urls.at(-1)?.searchParams.get('search')).toBe('maria'));
      expect(screen.getByTestId('location-search')).toHaveTextContent('?search=maria');
    } finally {
      // Flush what antd scheduled on the fake clock (its form watcher batches through a timer);
      // a dropped batch would leave later tests' forms unwatched.
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      jest.useRealTimers();
    }
  });

  it("a failed load shows the error and 'Tentar novamente' loads again", async () => {
    let fail = true;
    serveList(() => (fail ? jsonResponse(500, { detail: 'boom' }) : page([feedback(7)])));
    renderWithProviders(<FeedbackScreen />);
    expect(
      await screen.findByText('Erro ao carregar dados de feedbacks. Verifique sua conexão.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Cliente 7')).toBeInTheDocument();
    expect(screen.queryByText(/Erro ao carregar dados de feedbacks/)).not.toBeInTheDocument();
  });

  it('the paginator shows 5 page buttons and moves through the URL', async () => {
    serveList((url) => page([feedback(Number(url.searchParams.get('page') ?? '1'))], 9, 90));
    renderWithProviders(<FeedbackScreen />);
    await screen.findByText('Cliente 1');
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(5);
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Cliente 3')).toBeInTheDocument();
    expect(urls.at(-1)?.searchParams.get('page')).toBe('3');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?page=3');
  });

  it('after a successful answer the list is loaded again and shows the new status', async () => {
    const stored = [feedback(1, { user_name: 'Maria Souza', status: 'PENDING' })];
    let listCalls = 0;
    fakeFetch(async (request, seen) => {
      if (seen.path === listPath) {
        listCalls += 1;
        return page(stored.map((item) => ({ ...item })));
      }
      if (request.method === 'POST' && seen.path === 'communications/admin/feedback/1/respond/') {
        const body = JSON.parse(seen.body) as { response: string; status: 'RESOLVED' };
        Object.assign(stored[0] ?? {}, { admin_response: body.response, status: body.status });
        return jsonResponse(200, stored[0]);
      }
      return jsonResponse(404);
    });
    renderWithProviders(<FeedbackScreen />);
    const row = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    const callsBefore = listCalls;
    await userEvent.click(within(row).getByRole('button', { name: 'Responder feedback 1' }));
    fireEvent.change(await screen.findByLabelText('Resposta'), { target: { value: 'Tudo certo.' } });
    const send = screen.getByRole('button', { name: /Enviar Resposta/ });
    // The button follows the text through antd's form watcher (asynchronous).
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(listCalls).toBe(callsBefore + 1));
    const updated = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
    expect(await within(updated).findByText('Resolvido')).toBeInTheDocument();
  });
});
