import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, jsonResponse, type Route } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { SyncTab } from './sync-tab';

const base = 'integrations/api/';
const stats = { total_logs: 1, success_logs: 1, error_logs: 0, warning_logs: 0, success_rate: 100 };
const log = (id: number, task_name: string) => ({
  id,
  task_name,
  status: 'success',
  started_at: '2024-03-05T13:30:00Z',
  duration: 12,
  records_processed: 3,
  records_created: 3,
  records_updated: 0,
  error_message: null,
  response_data: null,
});

/** The four reads of the tab; `extra` adds or overrides routes. */
function serveSync(extra: Record<string, Route> = {}, logs: unknown[] = []) {
  const seen = fakeApi({
    [`GET ${base}logs/statistics/`]: () => jsonResponse(200, stats),
    [`GET ${base}logs/latest/`]: () => jsonResponse(200, logs),
    [`GET ${base}api-configs/`]: () => jsonResponse(200, []),
    [`GET ${base}tasks/`]: () => jsonResponse(200, []),
    ...extra,
  });
  const reads = (path: string) =>
    seen.filter((r) => r.method === 'GET' && r.path === `${base}${path}`).length;
  return { seen, reads };
}

beforeEach(signInForTests);

it("'Ativar' enables an inactive API config, says so and reloads the configs", async () => {
  const user = userEvent.setup({ delay: null });
  const config = { id: 3, name: 'ERP Matriz', api_type: 'REST', is_active: false, base_url: 'http://erp' };
  const { seen, reads } = serveSync({
    [`GET ${base}api-configs/`]: () => jsonResponse(200, [config]),
    [`POST ${base}api-configs/3/enable/`]: () => {
      config.is_active = true;
      return jsonResponse(200, { status: 'enabled' });
    },
  });
  renderWithProviders(<SyncTab />);
  const row = (await screen.findByText('ERP Matriz')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Inativa')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Ativar' }));
  expect(await screen.findByText('Configuração de API ativada!')).toBeInTheDocument();
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
    `${base}api-configs/3/enable/`,
  ]);
  await waitFor(() => expect(reads('api-configs/')).toBe(2));
  const updated = screen.getByText('ERP Matriz').closest('tr') as HTMLElement;
  expect(await within(updated).findByText('Ativa')).toBeInTheDocument();
  expect(within(updated).getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
});

it("a failed enable says 'Erro ao ativar configuração de API'", async () => {
  const user = userEvent.setup({ delay: null });
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  serveSync({
    [`GET ${base}api-configs/`]: () =>
      jsonResponse(200, [{ id: 3, name: 'ERP Matriz', api_type: 'REST', is_active: false, base_url: null }]),
    [`POST ${base}api-configs/3/enable/`]: () => jsonResponse(502, { detail: 'ERP fora do ar' }),
  });
  renderWithProviders(<SyncTab />);
  await user.click(await screen.findByRole('button', { name: 'Ativar' }));
  expect(await screen.findByText('Erro ao ativar configuração de API')).toBeInTheDocument();
  quiet.mockRestore();
});

it("'Atualizar' reads statistics, logs, API configs and tasks again and shows what is new", async () => {
  const user = userEvent.setup({ delay: null });
  const logs = [log(1, 'Clientes ERP')];
  const { reads } = serveSync({}, logs);
  renderWithProviders(<SyncTab />);
  expect(await screen.findByText('Clientes ERP')).toBeInTheDocument();
  const paths = ['logs/statistics/', 'logs/latest/', 'api-configs/', 'tasks/'];
  await waitFor(() => expect(paths.map(reads)).toEqual([1, 1, 1, 1]));
  logs.unshift(log(2, 'Serviços ERP'));
  await user.click(screen.getByRole('button', { name: /Atualizar/ }));
  expect(await screen.findByText('Serviços ERP')).toBeInTheDocument();
  expect(paths.map(reads)).toEqual([2, 2, 2, 2]);
});

it.each([
  ['Sincronizar Clientes', 'sync-customers/', 'Sincronização de clientes iniciada!'],
  ['Sincronizar Serviços', 'sync-services/', 'Sincronização de serviços iniciada!'],
  [
    'Sincronizar Compras de Mercadorias',
    'sync-merchandise-purchase/',
    'Sincronização de compras de mercadorias iniciada!',
  ],
])("'%s' posts %s, says '%s' and reloads the logs 2 s later", async (label, path, started) => {
  const user = userEvent.setup({ delay: null });
  const { seen, reads } = serveSync({ [`POST ${base}${path}`]: () => jsonResponse(202, { ok: true }) });
  renderWithProviders(<SyncTab />);
  expect(await screen.findByText('Nenhum log encontrado')).toBeInTheDocument();
  await waitFor(() => expect(reads('logs/latest/')).toBe(1));
  await user.click(screen.getByRole('button', { name: label }));
  expect(await screen.findByText(started)).toBeInTheDocument();
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${base}${path}`]);
  await waitFor(() => expect(reads('logs/latest/')).toBe(2), { timeout: 6000 });
});
