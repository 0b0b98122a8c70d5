import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, deferred, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StatCards } from './stat-cards';

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

const card = (key: string) => screen.getByTestId(`stat-${key}`);
const shownValue = (key: string) => card(key).querySelector('.ant-statistic-content-value')?.textContent;

beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
});

describe('StatCards (docs/product.md §2.5)', () => {
  it('shows four skeletons while loading, then the values', async () => {
    const answer = deferred<Response>();
    fakeFetch(() => answer.promise);
    const { container } = renderWithProviders(<StatCards />);
    expect(container.querySelectorAll('.ant-skeleton')).toHaveLength(4);
    expect(screen.queryByText('Total de Usuários')).not.toBeInTheDocument();

    answer.resolve(
      jsonResponse(200, {
        total_users_count: 1,
        active_users_count: 2,
        redemptions_count: 3,
        daily_logins_count: 4,
      }),
    );
    expect(await screen.findByText('Total de Usuários')).toBeInTheDocument();
    expect(container.querySelectorAll('.ant-skeleton')).toHaveLength(0);
  });

  it('requests users/dashboard/stats/ with the Bearer token and shows the four titles with pt-BR numbers', async () => {
    const seen = fakeFetch(() =>
      jsonResponse(200, {
        total_users_count: 1234,
        active_users_count: 987654,
        redemptions_count: 0,
        daily_logins_count: 1000000,
      }),
    );
    renderWithProviders(<StatCards />);
    expect(await screen.findByText('Total de Usuários')).toBeInTheDocument();
    expect(seen).toEqual([
      expect.objectContaining({ method: 'GET', path: 'users/dashboard/stats/', authorization: 'Bearer acc' }),
    ]);
    expect(
      screen
        .getAllByText(/^(Total de Usuários|Usuários Ativos|Resgates|Acessos)$/)
        .map((el) => el.textContent),
    ).toEqual(['Total de Usuários', 'Usuários Ativos', 'Resgates', 'Acessos']);
    expect(within(card('total_users_count')).getByText('Total de Usuários')).toBeInTheDocument();
    expect(shownValue('total_users_count')).toBe('1.234');
    expect(within(card('active_users_count')).getByText('Usuários Ativos')).toBeInTheDocument();
    expect(shownValue('active_users_count')).toBe('987.654');
    expect(within(card('redemptions_count')).getByText('Resgates')).toBeInTheDocument();
    expect(shownValue('redemptions_count')).toBe('0');
    expect(within(card('daily_logins_count')).getByText('Acessos')).toBeInTheDocument();
    expect(shownValue('daily_logins_count')).toBe('1.000.000');
    expect(screen.queryByText('Erro ao carregar estatísticas')).not.toBeInTheDocument();
  });

  it("on error shows zeros under 'Erro ao carregar estatísticas'", async () => {
    fakeFetch(() => jsonResponse(500, { detail: 'falhou' }));
    renderWithProviders(<StatCards />);
    expect(await screen.findByText('Erro ao carregar estatísticas')).toBeInTheDocument();
    for (const key of [
      'total_users_count',
      'active_users_count',
      'redemptions_count',
      'daily_logins_count',
    ]) {
      expect(shownValue(key)).toBe('0');
    }
    expect(screen.getByText('Total de Usuários')).toBeInTheDocument();
    expect(screen.getByText('Acessos')).toBeInTheDocument();
  });

  it('on a network failure also shows zeros and the error', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<StatCards />);
    expect(await screen.findByText('Erro ao carregar estatísticas')).toBeInTheDocument();
    expect(shownValue('total_users_count')).toBe('0');
  });
});
