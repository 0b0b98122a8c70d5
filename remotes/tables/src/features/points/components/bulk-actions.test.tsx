import type { BulkAction } from '@fidelidade/contract';
import { bulkActionsFor } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, pageOf, renderAt, signInAsAdmin } from '../../../test/render';
import { customerRow } from '../../../test/tab-rows';
import { PointsTab } from './points-tab';

const row = (id: number) => customerRow(id);

const run = (overrides: Partial<BulkAction> = {}): BulkAction => ({
  id: 5,
  list: 'points',
  action: 'credit',
  points: 150,
  reason: 'Evento de sábado',
  audience_id: null,
  audience_name: null,
  total: 2,
  state: 'running',
  progress: { done: 0, total: 2 },
  applied: 0,
  skipped: 0,
  skipped_samples: [],
  created_by: 'Ana Admin',
  created_at: '2024-03-08T12:00:00Z',
  finished_at: null,
  has_file: false,
  ...overrides,
});

/** The list (10 rows of `matching`), the count, the start and a run read as running, then finished. */
function serveBulk(
  options: {
    matching?: number;
    /** The list stopped counting: `matching` is a lower bound ('mais de N registros'). */
    inexact?: boolean;
    count?: (body: string) => number;
    start?: () => Response;
    finished?: Partial<BulkAction>;
  } = {},
) {
  let reads = 0;
  return fakeFetch((_request, entry) => {
    if (entry.path === 'loyalty/admin/points/summary/')
      return jsonResponse(200, {
        ...pageOf(
          Array.from({ length: 10 }, (_, i) => row(i + 1)),
          options.matching ?? 10,
        ),
        count_is_exact: !options.inexact,
      });
    if (entry.path === 'bulk-actions/count/')
      return jsonResponse(200, { count: options.count?.(entry.body) ?? 2 });
    if (entry.path === 'bulk-actions/' && entry.method === 'POST') {
      const refused = options.start?.();
      if (refused) return refused;
      const body = JSON.parse(entry.body) as { action: BulkAction['action']; expected_count: number };
      return jsonResponse(202, run({ action: body.action, total: body.expected_count }));
    }
    if (entry.path === 'bulk-actions/5/') {
      reads += 1;
      return jsonResponse(
        200,
        reads === 1
          ? run({ progress: { done: 1, total: 2 } })
          : run({
              progress: { done: 2, total: 2 },
              applied: 2,
              state: 'succeeded',
              finished_at: '2024-03-08T12:00:05Z',
              ...options.finished,
            }),
      );
    }
    if (entry.path === 'bulk-actions/5/file/')
      return new Response('\uFEFFNome;CPF\r\n', {
        headers: { 'content-disposition': 'attachment; filename="usuarios-em-massa-5-2024-03-08.csv"' },
      });
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

beforeEach(signInAsAdmin);
afterEach(() => jest.restoreAllMocks());

const rowCheckbox = (name: string) =>
  within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox');

it('ticked rows: the count confirmed, pt-BR rules, a credit sent with its reason, progress then the result', async () => {
  const user = userEvent.setup({ delay: null });
  const seen = serveBulk();
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  await user.click(rowCheckbox('Cliente 1'));
  await user.click(rowCheckbox('Cliente 2'));
  expect(screen.getByText('2 selecionado(s) nesta página.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  expect(await within(dialog).findByText('A ação vale para 2 usuários.')).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.path === 'bulk-actions/count/')?.body ?? '{}')).toEqual({
    selection: { list: 'points', ids: [1, 2] },
  });

  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 2 usuários' }));
  expect(await within(dialog).findByText('Escolha a ação.')).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('Ação'));
  await user.click(await screen.findByTitle('Creditar pontos'));
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 2 usuários' }));
  expect(await within(dialog).findByText('Informe a quantidade de pontos.')).toBeInTheDocument();
  expect(within(dialog).getByText('Informe o motivo (mínimo de 3 caracteres).')).toBeInTheDocument();
  expect(seen.filter((r) => r.path === 'bulk-actions/')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Pontos'), '150');
  await user.type(within(dialog).getByLabelText('Motivo'), '  Evento de sábado ');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 2 usuários' }));
  expect(await within(dialog).findByText(/^1 de 2\./)).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.path === 'bulk-actions/')?.body ?? '{}')).toEqual({
    selection: { list: 'points', ids: [1, 2] },
    action: 'credit',
    points: 150,
    reason: 'Evento de sábado',
    expected_count: 2,
  });
  expect(
    await within(dialog).findByText('Concluída: 2 aplicados, 0 ignorados.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByText('2 selecionado(s) nesta página.')).not.toBeInTheDocument());
});

it('"all N matching the filter": the filter is sent, an export is downloaded when done', async () => {
  const user = userEvent.setup({ delay: null });
  const downloads = captureDownloads();
  const seen = serveBulk({
    matching: 300,
    count: () => 300,
    finished: { action: 'export', applied: 300, total: 300, has_file: true },
  });
  renderAt('/admin/tables?tab=points&search=Evento', <PointsTab />);
  await screen.findByText('Cliente 1');
  await user.click(rowCheckbox('Cliente 1'));
  await user.click(screen.getByRole('button', { name: 'Selecionar todos os 300 que atendem ao filtro' }));
  expect(
    screen.getByText('Todos os 300 usuários que atendem ao filtro estão selecionados.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  expect(await within(dialog).findByText('A ação vale para 300 usuários.')).toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.path === 'bulk-actions/count/')?.body ?? '{}')).toEqual({
    selection: { list: 'points', filter: { search: 'Evento' } },
  });
  await user.click(within(dialog).getByLabelText('Ação'));
  await user.click(await screen.findByTitle('Exportar'));
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 300 usuários' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Baixar arquivo' }, { timeout: 5000 }));
  await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['usuarios-em-massa-5-2024-03-08.csv']));
});

it('a list that stopped counting ("mais de 110"): the bar names the rows the API counts for the filter', async () => {
  const user = userEvent.setup({ delay: null });
  const seen = serveBulk({ matching: 110, inexact: true, count: () => 300 });
  renderAt('/admin/tables?tab=points&search=Lote', <PointsTab />);
  await screen.findByText('Cliente 1');
  expect(screen.getByText('mais de 110 registros')).toBeInTheDocument();
  // Nothing is counted before a row is ticked.
  expect(seen.filter((r) => r.path === 'bulk-actions/count/')).toHaveLength(0);
  await user.click(rowCheckbox('Cliente 1'));
  await user.click(
    await screen.findByRole('button', { name: 'Selecionar todos os 300 que atendem ao filtro' }),
  );
  expect(
    screen.getByText('Todos os 300 usuários que atendem ao filtro estão selecionados.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/110 que atendem|Todos os 110/)).not.toBeInTheDocument();
  expect(JSON.parse(seen.find((r) => r.path === 'bulk-actions/count/')?.body ?? '{}')).toEqual({
    selection: { list: 'points', filter: { search: 'Lote' } },
  });
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  expect(await within(dialog).findByText('A ação vale para 300 usuários.')).toBeInTheDocument();
});

it('a list that changed since the count: the refusal is shown and the count asked again', async () => {
  const user = userEvent.setup({ delay: null });
  let counts = 0;
  serveBulk({
    count: () => (++counts === 1 ? 2 : 1),
    start: () =>
      jsonResponse(409, {
        detail: 'A lista mudou: agora são 1 usuários, não 2. Confira e confirme de novo.',
      }),
  });
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  await user.click(rowCheckbox('Cliente 1'));
  await user.click(rowCheckbox('Cliente 2'));
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  await user.click(within(dialog).getByLabelText('Ação'));
  await user.click(await screen.findByTitle('Desativar'));
  await user.click(await within(dialog).findByRole('button', { name: 'Confirmar para 2 usuários' }));
  expect(await screen.findByText(/^A lista mudou: agora são 1 usuários/)).toBeInTheDocument();
  expect(await within(dialog).findByText('A ação vale para 1 usuário.')).toBeInTheDocument();
});

it('rows can be selected exactly by who may run bulk actions', async () => {
  serveBulk();
  for (const [name, signedIn] of roleUsers) {
    if (!signedIn) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: signedIn });
    const view = renderAt('/admin/tables?tab=points', <PointsTab />);
    await screen.findByText('Cliente 1');
    const selectable = within(screen.getByRole('table')).queryAllByRole('checkbox').length > 0;
    expect([name, selectable]).toEqual([name, bulkActionsFor(signedIn, 'points').length > 0]);
    view.unmount();
  }
});
