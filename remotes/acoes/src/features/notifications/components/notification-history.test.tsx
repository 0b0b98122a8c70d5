import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { item, page } from '../../../test/notification-fixtures';
import { pickOption, renderScreen, signInAs } from '../../../test/render-screen';
import { pushMessages } from '../lib/notification-labels';
import { NotificationHistory } from './notification-history';

jest.setTimeout(20_000);
beforeEach(() => signInAs(adminUser));

function serve(respond: (url: URL) => Response) {
  const urls: URL[] = [];
  fakeFetch((request) => {
    const url = new URL(request.url);
    urls.push(url);
    return respond(url);
  });
  return urls;
}

describe('NotificationHistory (docs/product.md §2.8)', () => {
  it('lists with page_size 20, cuts title at 60 and message at 100, shows pt-BR labels', async () => {
    const urls = serve(() =>
      jsonResponse(
        200,
        page([
          item(1, {
            title: 'T'.repeat(70),
            message: 'M'.repeat(120),
            status: 'SCHEDULED',
            priority: 'URGENT',
          }),
          item(2, { status: 'FAILED', priority: 'LOW' }),
          item(3, { status: 'DRAFT', priority: 'HIGH' }),
        ]),
      ),
    );
    renderScreen(<NotificationHistory />, '/admin/acoes?tab=historico-notificacoes');
    expect(await screen.findByText(`${'T'.repeat(60)}…`)).toBeInTheDocument();
    expect(screen.getByText(`${'M'.repeat(100)}…`)).toBeInTheDocument();
    for (const label of ['Agendada', 'Falhou', 'Rascunho', 'Urgente', 'Baixa', 'Alta']) {
      expect(screen.getByText(label, { selector: '.ant-tag' })).toBeInTheDocument();
    }
    expect(urls[0]?.pathname).toBe('/api/v1/communications/admin/notifications/list/');
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(urls[0]?.searchParams.get('page_size')).toBe('20');
  });

  it("a date the notification does not have reads '—', not a blank cell", async () => {
    serve(() => jsonResponse(200, page([item(1, { status: 'DRAFT', scheduled_for: null, sent_at: null })])));
    renderScreen(<NotificationHistory />);
    const row = (await screen.findByText('Notificação 1')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    const header = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(cells[header.indexOf('Agendada para')]).toHaveTextContent(/^—$/);
    expect(cells[header.indexOf('Enviada em')]).toHaveTextContent(/^—$/);
    expect(cells[header.indexOf('Criada em')]).toHaveTextContent('02/01/2030 10:00');
  });

  it('filters go to the URL and the request; search is debounced; 7 page buttons with ellipsis', async () => {
    const urls = serve(() => jsonResponse(200, page([item(1)], 400)));
    const user = userEvent.setup({ delay: null });
    const { currentUrl } = renderScreen(<NotificationHistory />, '/admin/acoes?tab=historico-notificacoes');
    await screen.findByText('Notificação 1');
    expect(screen.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '20',
    ]);
    expect(screen.getByText('…')).toBeInTheDocument();
    await pickOption(user, 'Status', 'Enviada');
    await waitFor(() => expect(currentUrl()).toBe('/admin/acoes?tab=historico-notificacoes&status=SENT'));
    await pickOption(user, 'Prioridade', 'Alta');
    await user.type(screen.getByLabelText('Buscar'), 'revisão');
    await waitFor(() => expect(currentUrl()).toContain('search=revis'), { timeout: 3000 });
    await waitFor(() => expect(urls[urls.length - 1]?.searchParams.get('search')).toBe('revisão'));
    const last = urls[urls.length - 1];
    expect(last?.searchParams.get('status')).toBe('SENT');
    expect(last?.searchParams.get('priority')).toBe('HIGH');
    expect(last?.searchParams.get('search')).toBe('revisão');
    expect(urls.filter((url) => url.searchParams.get('search') === 'r')).toHaveLength(0);
  });

  it("empty: 'Nenhuma notificação encontrada'", async () => {
    serve(() => jsonResponse(200, page([])));
    renderScreen(<NotificationHistory />);
    expect(await screen.findByText(pushMessages.historyEmpty)).toBeInTheDocument();
  });

  it("error: 'Erro ao carregar histórico de notificações' and a retry that reloads", async () => {
    let fail = true;
    serve(() => (fail ? jsonResponse(500, {}) : jsonResponse(200, page([item(9)]))));
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationHistory />);
    expect(await screen.findByText(pushMessages.historyError)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Notificação 9')).toBeInTheDocument();
  });
});
