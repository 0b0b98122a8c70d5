import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { SyncTab } from './sync-tab';

const base = 'integrations/api/';
const stats = {
  total_logs: 1234,
  success_logs: 1000,
  error_logs: 200,
  warning_logs: 34,
  success_rate: 81.04,
};
const log = {
  id: 5,
  task_name: 'Clientes ERP',
  status: 'error',
  started_at: '2024-03-05T13:30:00Z',
  duration: 75,
  records_processed: 10,
  records_created: null,
  records_updated: 2,
  error_message: 'Timeout no ERP',
  response_data: { code: 504 },
};

beforeEach(signInForTests);

it('shows stats, API configs, tasks and logs; the log details alert shows error and response', async () => {
  const user = userEvent.setup();
  const seen = fakeApi({
    [`GET ${base}logs/statistics/`]: () => jsonResponse(200, stats),
    [`GET ${base}logs/latest/`]: () => jsonResponse(200, [log]),
    [`GET ${base}api-configs/`]: () =>
      jsonResponse(200, {
        results: [{ id: 2, name: 'ERP', api_type: 'ERP', is_active: true, base_url: null }],
      }),
    [`GET ${base}tasks/`]: () =>
      jsonResponse(200, [
        { id: 4, name: 'Importar', task_type: 'CUSTOMERS', is_active: false, last_run: null, next_run: null },
      ]),
    [`POST ${base}api-configs/2/test_connection/`]: () => jsonResponse(200, { ok: true }),
    [`POST ${base}api-configs/2/disable/`]: () => jsonResponse(200, {}),
    [`POST ${base}tasks/4/execute/`]: () => jsonResponse(500, {}),
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(<SyncTab />);
  expect(await screen.findByText('Clientes ERP')).toBeInTheDocument();
  expect(screen.getByTestId('sync-stat-total_logs')).toHaveTextContent('1.234');
  expect(screen.getByTestId('sync-stat-success_rate')).toHaveTextContent('81,0%');
  expect(seen.find((r) => r.path === `${base}logs/latest/`)).toBeDefined();
  const logRow = screen.getByText('Clientes ERP').closest('tr') as HTMLElement;
  expect(within(logRow).getByText('Erro')).toBeInTheDocument();
  expect(within(logRow).getByText('1m 15s')).toBeInTheDocument();
  expect(within(logRow).getByText('Não informado')).toBeInTheDocument();
  // Types as their pt-BR labels, never the codes (docs/product.md §3).
  expect(screen.getByText('ERP (sistema de gestão)')).toBeInTheDocument();
  expect(screen.getByText('Clientes')).toBeInTheDocument();
  expect(screen.queryByText('CUSTOMERS')).not.toBeInTheDocument();
  expect(screen.getAllByText('Não informado').length).toBeGreaterThanOrEqual(4);

  await user.click(screen.getByRole('button', { name: 'Detalhes do log 5' }));
  expect(await screen.findByText('Timeout no ERP')).toBeInTheDocument();
  expect(screen.getByText(/"code": 504/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fechar' }));

  await user.click(screen.getByRole('button', { name: 'Testar Conexão' }));
  expect(await screen.findByText('Conexão testada com sucesso!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Desativar' }));
  expect(await screen.findByText('Configuração de API desativada!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Executar' }));
  expect(await screen.findByText('Erro ao executar tarefa')).toBeInTheDocument();
});

it('starts a sync, says so and reloads the logs 2 s later; a failed sync names its type', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  jest.useFakeTimers();
  try {
    const seen = fakeApi({
      [`GET ${base}logs/statistics/`]: () => jsonResponse(200, stats),
      [`GET ${base}logs/latest/`]: () => jsonResponse(200, []),
      [`GET ${base}api-configs/`]: () => jsonResponse(200, []),
      [`GET ${base}tasks/`]: () => jsonResponse(200, []),
      [`POST ${base}sync-all-erp-async/`]: () => jsonResponse(202, { task_id: 'x' }),
      [`POST ${base}sync-services/`]: () => jsonResponse(500, {}),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<SyncTab />);
    expect(await screen.findByText('Nenhum log encontrado')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma tarefa encontrada')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma configuração de API encontrada')).toBeInTheDocument();
    const logReads = () => seen.filter((r) => r.path === `${base}logs/latest/`).length;
    await waitFor(() => expect(logReads()).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Sincronização Completa do ERP' }));
    expect(await screen.findByText('Sincronização completa do ERP iniciada!')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1900));
    expect(logReads()).toBe(1);
    await act(async () => jest.advanceTimersByTime(200));
    await act(async () => {});
    expect(logReads()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Sincronizar Serviços' }));
    expect(await screen.findByText('Erro ao executar sincronização de serviços')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("a failed load says 'Erro ao carregar dados de sincronização'; log read failures are empty lists", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fakeApi({});
  renderWithProviders(<SyncTab />);
  expect(await screen.findByText('Erro ao carregar dados de sincronização')).toBeInTheDocument();
  expect(screen.getByText('Nenhum log encontrado')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});
