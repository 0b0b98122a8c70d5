import '@testing-library/jest-dom';
import type { DashboardTrends } from '@fidelidade/contract';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { charts } from '../../../test/fake-uplot';
import { TrendsCard } from './trends-card';

// jsdom has no canvas: uPlot is faked at its module boundary; the table is real.
jest.mock('uplot', () => jest.requireActual('../../../test/fake-uplot'));

const trendsOf = (days: number): DashboardTrends => ({
  days: days as DashboardTrends['days'],
  from: '2026-04-30',
  to: '2026-05-01',
  series: [
    { date: '2026-04-30', points_earned: 1000 * days, points_spent: 20, redemptions: 1 },
    { date: '2026-05-01', points_earned: 5, points_spent: 0, redemptions: 2 },
  ],
});

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderCard(url = '/admin/dashboard', algorithm = theme.defaultAlgorithm) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfigProvider theme={{ algorithm, zeroRuntime: true }}>
          <AntdApp>
            <TrendsCard />
            <LocationProbe />
          </AntdApp>
        </ConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const requestedDays = (seen: Array<{ path: string }>, urls: string[]) =>
  urls
    .filter((_, index) => seen[index]?.path === 'users/dashboard/trends/')
    .map((url) => new URL(url).searchParams.get('days'));
const lastChart = () => charts.at(-1);

let urls: string[] = [];
let seen: ReturnType<typeof fakeFetch> = [];
beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  urls = [];
  seen = fakeFetch((request) => {
    urls.push(request.url);
    return jsonResponse(200, trendsOf(Number(new URL(request.url).searchParams.get('days'))));
  });
});

describe('TrendsCard (docs/product.md §2.5)', () => {
  it('asks for 30 days by default and draws the three series of the answer, named by their totals', async () => {
    renderCard();
    expect(
      await screen.findByRole('img', { name: /^Gráfico de tendências dos últimos 30 dias/ }),
    ).toHaveAccessibleName(
      'Gráfico de tendências dos últimos 30 dias: 30.005 pontos ganhos, 20 pontos gastos e 3 resgates.',
    );
    expect(requestedDays(seen, urls)).toEqual(['30']);
    expect(seen[0]?.authorization).toBe('Bearer acc');
    expect(lastChart()?.data).toEqual([
      [0, 1],
      [30000, 5],
      [20, 0],
      [1, 2],
    ]);
    expect(lastChart()?.options.series.map((series) => series.label)).toEqual([
      'Data',
      'Pontos ganhos',
      'Pontos gastos',
      'Resgates',
    ]);
    expect(lastChart()?.target).toBe(screen.getByTestId('trend-chart'));
    expect(screen.getByRole('radio', { name: '30 dias' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Período' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['7 dias', '30 dias', '90 dias']);
  });

  it('the period comes from ?periodo= (reload keeps it); choosing another writes it and asks again', async () => {
    renderCard('/admin/dashboard?periodo=7');
    await screen.findByRole('img', { name: /últimos 7 dias/ });
    expect(screen.getByRole('radio', { name: '7 dias' })).toBeChecked();
    await userEvent.click(screen.getByText('90 dias'));
    expect(await screen.findByRole('img', { name: /últimos 90 dias/ })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?periodo=90');
    expect(requestedDays(seen, urls)).toEqual(['7', '90']);
    expect(charts.filter((chart) => !chart.destroyed)).toHaveLength(1);
  });

  it('an unknown ?periodo= reads as 30 days', async () => {
    renderCard('/admin/dashboard?periodo=15');
    await screen.findByRole('img', { name: /últimos 30 dias/ });
    expect(requestedDays(seen, urls)).toEqual(['30']);
  });

  it("'Ver como tabela' shows the figures as a table with their total", async () => {
    renderCard();
    await screen.findByRole('img', { name: /últimos 30 dias/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Ver como tabela' });
    expect(toggle).not.toHaveAttribute('aria-controls');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    const table = screen.getByRole('table', {
      name: 'Pontos e resgates por dia, de 30/04/2026 a 01/05/2026',
    });
    expect(toggle).toHaveAttribute('aria-controls', table.closest('section')?.id);
    const total = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '30.005', '20', '3']);
    await userEvent.click(screen.getByText('Ver como tabela'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('colours come from the theme tokens, so the dark theme draws with its own palette', async () => {
    renderCard('/admin/dashboard', theme.darkAlgorithm);
    await screen.findByRole('img', { name: /últimos 30 dias/ });
    const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
    const [, earned, spent, redemptions] = lastChart()?.options.series ?? [];
    expect([earned?.stroke, spent?.stroke, redemptions?.stroke]).toEqual([
      dark.colorSuccess,
      dark.colorError,
      dark.colorInfo,
    ]);
    expect(lastChart()?.options.axes?.[1]?.stroke).toBe(dark.colorTextSecondary);
    expect(dark.colorTextSecondary).not.toBe(theme.getDesignToken().colorTextSecondary);
  });

  it("on error shows 'Erro ao carregar tendências' and no chart", async () => {
    fakeFetch(() => jsonResponse(500, { detail: 'falhou' }));
    renderCard();
    expect(await screen.findByText('Erro ao carregar tendências')).toBeInTheDocument();
    expect(screen.queryByTestId('trend-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ver como tabela' })).toBeDisabled();
  });
});
