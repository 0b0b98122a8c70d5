import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import DashboardScreen from './app';

// jsdom has no canvas: the trends chart's library is faked at its module boundary.
jest.mock('uplot', () => jest.requireActual('./test/fake-uplot'));

const emptyPage = { count: 0, next: null, previous: null, total_pages: 0, results: [] };

beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
});

it('the exposed screen renders the stats, trends, activities, quick actions and transactions, all with the Bearer', async () => {
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
  expect(seen.map((request) => request.path).sort()).toEqual([
    'loyalty/admin/activities/recent/',
    'loyalty/admin/transactions/history/',
    'users/dashboard/stats/',
    'users/dashboard/trends/',
  ]);
  expect(seen.every((request) => request.authorization === 'Bearer acc')).toBe(true);
});
