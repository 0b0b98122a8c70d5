import '@testing-library/jest-dom';
import { can } from '@fidelidade/contract/capabilities';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import DashboardScreen from './app';

// jsdom has no canvas: the trends chart's library is faked at its module boundary.
jest.mock('uplot', () => jest.requireActual('./test/fake-uplot'));

const emptyPage = { count: 0, next: null, previous: null, total_pages: 0, results: [] };
const figures = {
  outstanding: 0,
  pending: 0,
  expiring_30: 0,
  expiring_60: 0,
  expiring_90: 0,
  expired: 0,
  spent: 0,
};
const liability = {
  date_from: '2026-04-02',
  date_to: '2026-05-01',
  point_value: 0.05,
  points: figures,
  value: figures,
};

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AntdApp>
          <DashboardScreen />
        </AntdApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
});

it('the exposed screen renders the stats, trends, liability, activities, quick actions and transactions, all with the Bearer', async () => {
  const seen = fakeFetch((_request, { path }) => {
    if (path === 'users/dashboard/stats/')
      return jsonResponse(200, {
        total_users_count: 1234,
        active_users_count: 5,
        redemptions_count: 6,
        daily_logins_count: 7,
      });
    if (path === 'users/dashboard/trends/')
      return jsonResponse(200, {
        days: 30,
        from: '2026-05-01',
        to: '2026-05-01',
        series: [{ date: '2026-05-01', points_earned: 10, points_spent: 0, redemptions: 1 }],
      });
    if (path === 'loyalty/admin/activities/recent/' || path === 'loyalty/admin/transactions/history/')
      return jsonResponse(200, emptyPage);
    if (path === 'loyalty/admin/liability/') return jsonResponse(200, liability);
    return jsonResponse(404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AntdApp>
          <DashboardScreen />
        </AntdApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument();
  expect(await screen.findByText('1.234')).toBeInTheDocument();
  expect(screen.getByText('Atividades Recentes')).toBeInTheDocument();
  expect(screen.getByText('Transações Recentes')).toBeInTheDocument();
  expect(screen.getByText('Ações Rápidas')).toBeInTheDocument();
  expect(screen.getByText('Tendências')).toBeInTheDocument();
  expect(await screen.findByTestId('trend-chart')).toBeInTheDocument();
  expect(await screen.findAllByText('Nenhuma transação encontrada')).toHaveLength(2);
  expect(await screen.findByText('Em aberto (disponíveis)')).toBeInTheDocument();
  expect(seen.map((request) => request.path).sort()).toEqual([
    'loyalty/admin/activities/recent/',
    'loyalty/admin/liability/',
    'loyalty/admin/transactions/history/',
    'users/dashboard/stats/',
    'users/dashboard/trends/',
  ]);
  expect(seen.every((request) => request.authorization === 'Bearer acc')).toBe(true);
});

it("'Passivo de pontos' is there exactly for who may read the liability (liability.read)", async () => {
  fakeFetch((_request, { path }) =>
    path === 'loyalty/admin/liability/' ? jsonResponse(200, liability) : jsonResponse(200, emptyPage),
  );
  for (const [name, user] of roleUsers) {
    if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    else sessionStore.getState().clearSession();
    const view = renderScreen();
    const shown = screen.queryByTestId('liability-card') !== null;
    expect([name, shown]).toEqual([name, can(user, 'liability.read')]);
    view.unmount();
  }
});
