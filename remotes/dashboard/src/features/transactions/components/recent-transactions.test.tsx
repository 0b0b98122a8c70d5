import '@testing-library/jest-dom';
import type { TransactionHistoryItem } from '@fidelidade/contract';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RecentTransactions } from './recent-transactions';

function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AntdApp>{ui}</AntdApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const transaction = (
  id: number,
  overrides: Partial<TransactionHistoryItem> = {},
): TransactionHistoryItem => ({
  id,
  user_name: `Cliente ${id}`,
  points: 100 * id,
  transaction_type: 'EARN',
  description: `Serviço ${id}`,
  created_at: '2024-03-05T13:30:00Z',
  ...overrides,
});

const page = (results: TransactionHistoryItem[]) => ({
  count: 40,
  next: 'http://localhost/api/v1/loyalty/admin/transactions/history/?page=2&page_size=8',
  previous: null,
  total_pages: 5,
  results,
});

let urls: URL[];
function serve(response: () => Response) {
  urls = [];
  fakeFetch((request) => {
    urls.push(new URL(request.url));
    return response();
  });
}

const listItems = (container: HTMLElement) => container.querySelectorAll('.ant-list-item');

beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
});

describe('RecentTransactions (docs/product.md §2.5, §8)', () => {
  it('requests page_size=8 and lists the eight transactions', async () => {
    serve(() => jsonResponse(200, page([1, 2, 3, 4, 5, 6, 7, 8].map((id) => transaction(id)))));
    const { container } = renderWithProviders(<RecentTransactions />);
    expect(await screen.findByText('Cliente 8')).toBeInTheDocument();
    expect(urls).toHaveLength(1);
    expect(urls[0]?.pathname).toBe('/api/v1/loyalty/admin/transactions/history/');
    expect(urls[0]?.searchParams.get('page_size')).toBe('8');
    expect(listItems(container)).toHaveLength(8);
    expect(screen.getAllByRole('button', { name: 'Detalhes' })).toHaveLength(8);
    expect(screen.getByText('+800 pts')).toBeInTheDocument();
  });

  it("'Detalhes' opens the side panel with that transaction", async () => {
    serve(() =>
      jsonResponse(
        200,
        page([
          transaction(1),
          transaction(2, {
            user_name: 'Maria Souza',
            points: -1500,
            transaction_type: 'REDEEM',
            description: 'Resgate de oferta: Troca de óleo (1500 pontos)',
          }),
        ]),
      ),
    );
    renderWithProviders(<RecentTransactions />);
    expect(await screen.findByText('-1.500 pts')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const item = screen.getByText('Maria Souza').closest('.ant-list-item') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Detalhes' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('Detalhes da transação')).toBeInTheDocument();
    expect(within(panel).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(panel).getByText('Resgate')).toBeInTheDocument();
    expect(within(panel).getByText('-1.500')).toBeInTheDocument();
    expect(within(panel).getByText('Resgate de oferta: Troca de óleo (1500 pontos)')).toBeInTheDocument();
    expect(within(panel).getByText('05/03/2024 10:30')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /close|fechar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opening another transaction shows its details', async () => {
    serve(() => jsonResponse(200, page([transaction(1), transaction(2)])));
    renderWithProviders(<RecentTransactions />);
    await screen.findByText('Cliente 2');
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('button', { name: 'Detalhes' });
    await user.click(first as HTMLElement);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('Cliente 1')).toBeInTheDocument();
    expect(within(panel).getByText('Crédito de pontos')).toBeInTheDocument();
  });

  it('shows a redemption as a debit whatever sign the server gives it', async () => {
    serve(() =>
      jsonResponse(200, page([transaction(1, { points: 300, transaction_type: 'REDEEM' }), transaction(2)])),
    );
    renderWithProviders(<RecentTransactions />);
    expect(await screen.findByText('-300 pts')).toBeInTheDocument();
    expect(screen.getByText('+200 pts')).toBeInTheDocument();
  });

  it("a free redemption reads '0 pts' with the red debit arrow, never '-0 pts' with the green one", async () => {
    serve(() => jsonResponse(200, page([transaction(1, { points: 0, transaction_type: 'REDEEM' })])));
    renderWithProviders(<RecentTransactions />);
    expect(await screen.findByText('0 pts')).toBeInTheDocument();
    expect(screen.queryByText('-0 pts')).not.toBeInTheDocument();
    const item = screen.getByText('0 pts').closest('.ant-list-item') as HTMLElement;
    expect(item.querySelector('[aria-label="arrow-down"]')).not.toBeNull();
    expect(item.querySelector('[aria-label="arrow-up"]')).toBeNull();
  });

  it("an error shows 'Erro ao carregar transações' over an empty list", async () => {
    serve(() => jsonResponse(503));
    const { container } = renderWithProviders(<RecentTransactions />);
    expect(await screen.findByText('Erro ao carregar transações')).toBeInTheDocument();
    expect(listItems(container)).toHaveLength(0);
    expect(screen.getByText('Nenhuma transação encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Detalhes' })).not.toBeInTheDocument();
  });
});
