import type { PointsSummaryRow } from '@fidelidade/contract';
import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyRows,
  currentUrl,
  pageOf,
  paramsOf,
  renderAt,
  rowCells,
  serveApi,
  signInAsAdmin,
} from '../../../test/render';
import { PointsTab } from './points-tab';

const user = (id: number, overrides: Partial<PointsSummaryRow> = {}): PointsSummaryRow => ({
  user_id: id,
  user_name: `Cliente ${id}`,
  user_cpf: '52998224725',
  points_balance: 1234,
  points_pending: 300,
  points_expiring: 1500,
  total_earned: 25000,
  total_spent: 23766,
  user_type: 'CLIENTE',
  is_active: true,
  last_activity: '2024-03-05T13:30:00Z',
  ...overrides,
});

beforeEach(signInAsAdmin);

it('the CPF never wraps inside its column', async () => {
  serveApi(() => jsonResponse(200, pageOf([user(1)])));
  renderAt('/admin/tables?tab=points', <PointsTab />);
  expect(await screen.findByText('529.982.247-25')).toHaveStyle({ whiteSpace: 'nowrap' });
});

it('shows the CPF masked, points (pending and about to expire too) in pt-BR, type label, status and the São Paulo date', async () => {
  serveApi(() =>
    jsonResponse(
      200,
      pageOf([
        user(1),
        user(2, { user_type: 'DEALERSHIP', is_active: false, last_activity: null, user_cpf: '11144477735' }),
      ]),
    ),
  );
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    // The bulk actions' selection column (ADMIN: bulk.actions).
    '',
    'Usuário',
    'CPF',
    'Saldo',
    'Pendentes',
    'A expirar',
    'Total Ganho',
    'Total Gasto',
    'Tipo',
    'Status',
    'Última Atividade',
    'Histórico',
  ]);
  const [first, second] = bodyRows();
  expect(rowCells(first as HTMLElement)).toEqual([
    '',
    'Cliente 1',
    '529.982.247-25',
    '1.234',
    '300',
    '1.500',
    '25.000',
    '23.766',
    'Cliente',
    'Ativo',
    '05/03/2024 10:30',
    'Histórico',
  ]);
  expect(rowCells(second as HTMLElement)).toEqual([
    '',
    'Cliente 2',
    '111.444.777-35',
    '1.234',
    '300',
    '1.500',
    '25.000',
    '23.766',
    'Concessionária',
    'Inativo',
    '—',
    'Histórico',
  ]);
});

it('search is debounced 500 ms, goes to the URL and back to page 1', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([user(1)], 30)));
  renderAt('/admin/tables?tab=points&page=3', <PointsTab />);
  await screen.findByText('Cliente 1');
  expect(paramsOf(urls[0])).toEqual({ page: '3' });
  await userEvent.type(screen.getByLabelText('Buscar'), 'ana');
  // Typing alone sends nothing: only the pause commits.
  expect(urls).toHaveLength(1);
  await waitFor(() => expect(currentUrl()).toBe('/admin/tables?tab=points&search=ana'));
  await waitFor(() => expect(paramsOf(urls.at(-1))).toEqual({ page: '1', search: 'ana' }));
  expect(urls).toHaveLength(2);
});

it("'Apenas ativos' sends active_only=true and keeps it in the URL", async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([user(1)])));
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Apenas ativos' }));
  expect(currentUrl()).toBe('/admin/tables?tab=points&active_only=true');
  await waitFor(() => expect(paramsOf(urls.at(-1))).toEqual({ page: '1', active_only: 'true' }));
  await userEvent.click(screen.getByRole('button', { name: /Limpar filtros/ }));
  expect(currentUrl()).toBe('/admin/tables?tab=points');
  expect(screen.getByRole('checkbox', { name: 'Apenas ativos' })).not.toBeChecked();
});

it('a shared link restores search, filter and page', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([user(11)], 25)));
  renderAt('/admin/tables?tab=points&search=ana&active_only=true&page=2', <PointsTab />);
  await screen.findByText('Cliente 11');
  expect(paramsOf(urls[0])).toEqual({ page: '2', search: 'ana', active_only: 'true' });
  expect(screen.getByLabelText('Buscar')).toHaveValue('ana');
  expect(screen.getByRole('checkbox', { name: 'Apenas ativos' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
});

describe('paginator', () => {
  it('is hidden with one page', async () => {
    serveApi(() => jsonResponse(200, pageOf([user(1)], 10)));
    renderAt('/admin/tables?tab=points', <PointsTab />);
    await screen.findByText('Cliente 1');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('changing page requests page=2 and puts it in the URL', async () => {
    const urls = serveApi((url) => {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse(200, pageOf([user(page * 100)], 25));
    });
    renderAt('/admin/tables?tab=points&active_only=true', <PointsTab />);
    await screen.findByText('Cliente 100');
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getAllByRole('button', { name: /^Página \d/ })).toHaveLength(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Cliente 200')).toBeInTheDocument();
    expect(paramsOf(urls.at(-1))).toEqual({ page: '2', active_only: 'true' });
    expect(currentUrl()).toBe('/admin/tables?tab=points&active_only=true&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Cliente 300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByText('25 registro(s)')).toBeInTheDocument();
  });

  it('a link to a page past the end falls back to page 1', async () => {
    const urls = serveApi((url) =>
      url.searchParams.get('page') === '9'
        ? jsonResponse(404, { detail: 'Página inválida.' })
        : jsonResponse(200, pageOf([user(1)])),
    );
    renderAt('/admin/tables?tab=points&page=9', <PointsTab />);
    expect(await screen.findByText('Cliente 1')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/tables?tab=points');
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['9', '1']);
  });
});
