import '@testing-library/jest-dom';
import type { Liability } from '@fidelidade/contract';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { periodDates } from '../lib/liability-period';
import { LiabilityCard } from './liability-card';

const liability = (overrides: Partial<Liability> = {}): Liability => ({
  date_from: '2026-10-28',
  date_to: '2026-11-26',
  point_value: 0.05,
  points: {
    outstanding: 123456,
    pending: 2500,
    expiring_30: 1000,
    expiring_60: 3000,
    expiring_90: 4500,
    expired: 800,
    spent: 20000,
  },
  value: {
    outstanding: 6172.8,
    pending: 125,
    expiring_30: 50,
    expiring_60: 150,
    expiring_90: 225,
    expired: 40,
    spent: 1000,
  },
  ...overrides,
});

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderCard(url = '/admin/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
          <AntdApp>
            <LiabilityCard />
            <LocationProbe />
          </AntdApp>
        </ConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );

let answer: () => Response;
let urls: URL[] = [];
beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  answer = () => jsonResponse(200, liability());
  urls = [];
  fakeFetch((request) => {
    urls.push(new URL(request.url));
    return answer();
  });
});

it('shows what the programme owes in points and R$ (pt-BR), for the last 30 days by default', async () => {
  renderCard();
  expect(await screen.findByText('Em aberto (disponíveis)')).toBeInTheDocument();
  expect(screen.getByText('Passivo de pontos', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Situação',
    'Pontos',
    'Valor',
  ]);
  expect(rows()).toEqual([
    ['Em aberto (disponíveis)', '123.456', 'R$ 6.172,80'],
    ['Pendentes', '2.500', 'R$ 125,00'],
    ['A expirar em até 30 dias', '1.000', 'R$ 50,00'],
    ['A expirar em até 60 dias', '3.000', 'R$ 150,00'],
    ['A expirar em até 90 dias', '4.500', 'R$ 225,00'],
    ['Expirados no período', '800', 'R$ 40,00'],
    ['Utilizados no período', '20.000', 'R$ 1.000,00'],
  ]);
  expect(screen.getByTestId('liability-period').textContent?.replace(/\u00a0/g, ' ')).toBe(
    'Período: 28/10/2026 a 26/11/2026 · Valor do ponto: R$ 0,05',
  );
  expect(urls[0]?.pathname).toBe('/api/v1/loyalty/admin/liability/');
  expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual(periodDates(30));
  expect(screen.getByRole('radio', { name: '30 dias' })).toBeChecked();
  expect(screen.getByTestId('liability-scope')).toHaveTextContent('Todo o programa');
});

it('DEALERSHIP and PARCEIRO: the card names whose points they are; the API scopes them (no filter sent)', async () => {
  for (const name of ['DEALERSHIP staff', 'PARCEIRO']) {
    const user = roleUsers.find(([role]) => role === name)?.[1];
    if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    urls = [];
    const view = renderCard();
    await screen.findByText('Em aberto (disponíveis)');
    expect([name, screen.getByTestId('liability-scope').textContent]).toEqual([
      name,
      name === 'PARCEIRO' ? 'Lojas de Posto Bom' : 'Concessionária: Concessionária Centro',
    ]);
    expect(urls.map((url) => [...url.searchParams.keys()].sort())).toEqual([['date_from', 'date_to']]);
    view.unmount();
  }
});

it('another period asks the API for it and keeps it in the URL (?passivo=)', async () => {
  renderCard('/admin/dashboard?periodo=7');
  await screen.findByText('Em aberto (disponíveis)');
  await userEvent.click(screen.getByRole('radio', { name: '12 meses' }));
  await waitFor(() => expect(urls).toHaveLength(2));
  expect(Object.fromEntries(urls[1]?.searchParams ?? [])).toEqual(periodDates(365));
  expect(screen.getByTestId('search')).toHaveTextContent('?periodo=7&passivo=365');
});

it("a failure says 'Erro ao carregar o passivo de pontos'", async () => {
  answer = () => jsonResponse(500, {});
  renderCard('/admin/dashboard?passivo=90');
  expect(await screen.findByText('Erro ao carregar o passivo de pontos')).toBeInTheDocument();
  expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual(periodDates(90));
});
