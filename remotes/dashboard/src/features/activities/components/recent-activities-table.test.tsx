import '@testing-library/jest-dom';
import type { Activity } from '@fidelidade/contract';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, deferred, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RecentActivitiesTable } from './recent-activities-table';

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

const page = (results: Activity[]) => ({
  count: results.length,
  next: null,
  previous: null,
  total_pages: 1,
  results,
});

const activity = (id: number, overrides: Partial<Activity> = {}): Activity => ({
  id,
  user_name: `Cliente ${id}`,
  user_type: 'CLIENTE',
  activity_type: 'Adição',
  points_change: 10 * id,
  description: `Pontos por serviço ${id}`,
  created_at: '2024-03-05T13:30:00Z',
  ...overrides,
});

let urls: URL[];
function serve(response: () => Response | Promise<Response>) {
  urls = [];
  return fakeFetch((request) => {
    urls.push(new URL(request.url));
    return response();
  });
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
});

describe('RecentActivitiesTable (docs/product.md §2.5)', () => {
  it('requests page 1 with page_size 5 and shows the five columns', async () => {
    serve(() => jsonResponse(200, page([1, 2, 3, 4, 5].map((id) => activity(id)))));
    renderWithProviders(<RecentActivitiesTable />);
    expect(await screen.findByText('Cliente 5')).toBeInTheDocument();
    expect(urls).toHaveLength(1);
    expect(urls[0]?.pathname).toBe('/api/v1/loyalty/admin/activities/recent/');
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(urls[0]?.searchParams.get('page_size')).toBe('5');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Usuário',
      'Ação',
      'Pontos',
      'Detalhes',
      'Data',
    ]);
    expect(bodyRows()).toHaveLength(5);
  });

  it('shows the product name in Detalhes, signed pt-BR points and the São Paulo date', async () => {
    serve(() =>
      jsonResponse(
        200,
        page([
          activity(1, {
            user_name: 'Maria Souza',
            activity_type: 'Subtração',
            points_change: -1500,
            description: 'Resgate de oferta: Troca de óleo (500 pontos)',
          }),
          activity(2, {
            user_name: 'João Lima',
            activity_type: 'Adição',
            points_change: 2000,
            description: 'Pontos de boas-vindas',
            created_at: '2024-12-31T23:59:00-03:00',
          }),
        ]),
      ),
    );
    renderWithProviders(<RecentActivitiesTable />);
    const first = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Maria Souza', 'Subtração', '-1.500', 'Troca de óleo', '05/03/2024 10:30']);
    expect(screen.queryByText(/Resgate de oferta/)).not.toBeInTheDocument();

    const second = screen.getByText('João Lima').closest('tr') as HTMLElement;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['João Lima', 'Adição', '+2.000', 'Pontos de boas-vindas', '31/12/2024 23:59']);
  });

  it("shows 'Carregando transações...' while loading", async () => {
    const answer = deferred<Response>();
    serve(() => answer.promise);
    renderWithProviders(<RecentActivitiesTable />);
    expect(screen.getAllByText('Carregando transações...').length).toBeGreaterThan(0);
    answer.resolve(jsonResponse(200, page([])));
    expect(await screen.findByText('Nenhuma transação encontrada')).toBeInTheDocument();
    expect(screen.queryByText('Carregando transações...')).not.toBeInTheDocument();
  });

  it("an empty page shows 'Nenhuma transação encontrada'", async () => {
    serve(() => jsonResponse(200, page([])));
    renderWithProviders(<RecentActivitiesTable />);
    expect(await screen.findByText('Nenhuma transação encontrada')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar atividades recentes')).not.toBeInTheDocument();
  });

  it("an error shows 'Erro ao carregar atividades recentes'", async () => {
    serve(() => jsonResponse(500));
    renderWithProviders(<RecentActivitiesTable />);
    expect(await screen.findByText('Erro ao carregar atividades recentes')).toBeInTheDocument();
    expect(
      screen.queryAllByRole('row').filter((row) => row.classList.contains('ant-table-row')),
    ).toHaveLength(0);
  });

  it("'Ver Tudo' links to /admin/tables?tab=activities", async () => {
    serve(() => jsonResponse(200, page([])));
    renderWithProviders(<RecentActivitiesTable />);
    expect(screen.getByRole('link', { name: 'Ver Tudo' })).toHaveAttribute(
      'href',
      '/admin/tables?tab=activities',
    );
    await screen.findByText('Nenhuma transação encontrada');
  });
});
