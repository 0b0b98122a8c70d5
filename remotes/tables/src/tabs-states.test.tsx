import { deferred, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TablesScreen from './app';
import { bodyRows, pageOf, renderAt, serveApi, signInAsAdmin } from './test/render';
import { activityRow, pointsRow, redemptionRow } from './test/tab-rows';

// The four tabs share the list states; each has its endpoint, row and messages.
const tabs = [
  {
    tab: 'points',
    path: '/api/v1/loyalty/admin/points/summary/',
    row: pointsRow,
    text: 'Maria Souza',
    empty: 'Nenhum usuário encontrado',
    error: 'Erro ao carregar dados de pontuações. Verifique sua conexão.',
  },
  {
    tab: 'activities',
    path: '/api/v1/loyalty/admin/activities/recent/',
    row: activityRow,
    text: 'João Lima',
    empty: 'Nenhuma atividade encontrada',
    error: 'Erro ao carregar dados de atividades. Verifique sua conexão.',
  },
  {
    tab: 'redemptions',
    path: '/api/v1/loyalty/admin/redemptions/recent/',
    row: redemptionRow,
    text: 'Café grátis',
    empty: 'Nenhum resgate encontrado',
    error: 'Erro ao carregar dados de resgates. Verifique sua conexão.',
  },
  {
    tab: 'offers',
    path: '/api/v1/loyalty/admin/offers/list/',
    row: {
      id: 1,
      title: 'Lavagem completa',
      description: 'Lavagem',
      offer_type: 'GIFT',
      points_cost: 300,
      valid_until: '2030-01-01T03:00:00Z',
      time_restricted: false,
      start_time: null,
      end_time: null,
      is_active: true,
      is_valid_now: true,
    },
    text: 'Lavagem completa',
    empty: 'Nenhuma oferta encontrada',
    error: 'Erro ao carregar dados de ofertas. Verifique sua conexão.',
  },
];

beforeEach(signInAsAdmin);

describe.each(tabs)('tab $tab', (tab) => {
  const url = `/admin/tables?tab=${tab.tab}`;

  it('shows skeleton rows while loading, then the data from page 1 (page_size 10)', async () => {
    const answer = deferred<Response>();
    const urls = serveApi(() => answer.promise);
    renderAt(url, <TablesScreen />);
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    answer.resolve(jsonResponse(200, pageOf([tab.row])));
    expect(await screen.findByText(tab.text)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(urls).toHaveLength(1);
    expect(urls[0]?.pathname).toBe(tab.path);
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(urls[0]?.searchParams.get('page_size')).toBe('10');
  });

  it('an empty list says so, without a paginator', async () => {
    serveApi(() => jsonResponse(200, pageOf([])));
    renderAt(url, <TablesScreen />);
    expect(await screen.findByText(tab.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it("a failure shows the tab's message; 'Tentar novamente' loads again", async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, { detail: 'falhou' }) : jsonResponse(200, pageOf([tab.row]));
    });
    renderAt(url, <TablesScreen />);
    expect(await screen.findByText(tab.error)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(tab.text)).toBeInTheDocument();
    expect(screen.queryByText(tab.error)).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('a plain-list response (docs/product.md §7) is shown too', async () => {
    serveApi(() => jsonResponse(200, [tab.row]));
    renderAt(url, <TablesScreen />);
    expect(await screen.findByText(tab.text)).toBeInTheDocument();
  });
});
