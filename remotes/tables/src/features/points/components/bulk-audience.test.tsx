import type { BulkAction } from '@fidelidade/contract';
import { type StoredUser, sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, renderAt, signInAsAdmin } from '../../../test/render';
import { customerRow } from '../../../test/tab-rows';
import { PointsTab } from './points-tab';

const row = (id: number) => customerRow(id);

const run = (overrides: Partial<BulkAction> = {}): BulkAction => ({
  id: 7,
  list: 'points',
  action: 'audience',
  points: null,
  reason: null,
  audience_id: 12,
  audience_name: 'Evento de sábado',
  total: 2,
  state: 'succeeded',
  progress: { done: 2, total: 2 },
  applied: 1,
  skipped: 1,
  skipped_samples: [{ user_id: 2, reason: 'Já estava na lista do público.' }],
  created_by: 'Staff Um',
  created_at: '2024-03-08T12:00:00Z',
  finished_at: '2024-03-08T12:00:02Z',
  has_file: false,
  ...overrides,
});

/** The list, the count, the caller's audiences (`audiences`), the start and the finished run. */
function serve(audiences: Array<{ id: number; name: string }>) {
  return fakeFetch((_request, entry) => {
    if (entry.path === 'loyalty/admin/points/summary/')
      return jsonResponse(200, pageOf([row(1), row(2), row(3)]));
    if (entry.path === 'bulk-actions/count/') return jsonResponse(200, { count: 2 });
    if (entry.path === 'marketing/audiences/options/') return jsonResponse(200, audiences);
    if (entry.path === 'bulk-actions/' && entry.method === 'POST')
      return jsonResponse(
        202,
        run({ state: 'running', finished_at: null, applied: 0, skipped: 0, skipped_samples: [] }),
      );
    if (entry.path === 'bulk-actions/7/') return jsonResponse(200, run());
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

const staff = roleUsers.find(([name]) => name === 'DEALERSHIP staff')?.[1] as StoredUser;
const rowCheckbox = (name: string) =>
  within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox');

beforeEach(() => {
  signInAsAdmin();
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: staff });
});
afterEach(() => jest.restoreAllMocks());

it("a dealership's staff adds ticked customers to one of its audiences: the only action it has, the audience required", async () => {
  const user = userEvent.setup({ delay: null });
  const seen = serve([
    { id: 12, name: 'Evento de sábado' },
    { id: 13, name: 'Revisão atrasada' },
  ]);
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  await user.click(rowCheckbox('Cliente 1'));
  await user.click(rowCheckbox('Cliente 2'));
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  expect(await within(dialog).findByText('A ação vale para 2 usuários.')).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('Ação'));
  // Only what its role may do: no points, no (de)activation, no export.
  expect(await screen.findByTitle('Adicionar a um público')).toBeInTheDocument();
  expect(screen.queryByTitle('Creditar pontos')).toBeNull();
  expect(screen.queryByTitle('Exportar')).toBeNull();
  await user.click(screen.getByTitle('Adicionar a um público'));
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 2 usuários' }));
  expect(await within(dialog).findByText('Escolha o público.')).toBeInTheDocument();
  expect(seen.filter((r) => r.path === 'bulk-actions/' && r.method === 'POST')).toHaveLength(0);

  await user.click(within(dialog).getByLabelText('Público'));
  await user.click(await screen.findByTitle('Evento de sábado'));
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 2 usuários' }));
  expect(
    await within(dialog).findByText('Concluída: 1 aplicados, 1 ignorados.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(within(dialog).getByText(/Público: Evento de sábado/)).toBeInTheDocument();
  expect(within(dialog).getByText('Já estava na lista do público.')).toBeInTheDocument();
  expect(
    JSON.parse(seen.find((r) => r.path === 'bulk-actions/' && r.method === 'POST')?.body ?? '{}'),
  ).toEqual({
    selection: { list: 'points', ids: [1, 2] },
    action: 'audience',
    audience_id: 12,
    expected_count: 2,
  });
});

it('no audience saved yet: the dialog says where to create one', async () => {
  const user = userEvent.setup({ delay: null });
  serve([]);
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  await user.click(rowCheckbox('Cliente 3'));
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  await user.click(within(dialog).getByLabelText('Ação'));
  await user.click(await screen.findByTitle('Adicionar a um público'));
  expect(
    await within(dialog).findByText('Nenhum público salvo. Crie um na aba Públicos.'),
  ).toBeInTheDocument();
});
