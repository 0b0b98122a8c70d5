import type { BulkAction } from '@fidelidade/contract';
import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { managedUser, serveUsers } from '../../../test/users-server';
import { UsersTab } from './users-tab';

beforeEach(signInForTests);

const run = (overrides: Partial<BulkAction> = {}): BulkAction => ({
  id: 9,
  list: 'users',
  action: 'deactivate',
  points: null,
  reason: null,
  audience_id: null,
  audience_name: null,
  total: 40,
  state: 'succeeded',
  progress: { done: 40, total: 40 },
  applied: 39,
  skipped: 1,
  skipped_samples: [{ user_id: 1, reason: 'Administradores não são alterados por ações em massa.' }],
  created_by: 'Ana Admin',
  created_at: '2024-03-08T12:00:00Z',
  finished_at: '2024-03-08T12:00:03Z',
  has_file: false,
  ...overrides,
});

it('all users matching the filters: the filters sent as the API reads them, then what was skipped and why', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies: Record<string, string> = {};
  serveUsers([managedUser(1, { full_name: 'Ana Admin', user_type: 'ADMIN' }), managedUser(2)], {
    totalPages: 20,
    routes: {
      'POST bulk-actions/count/': (_request, seen) => {
        bodies.count = seen.body;
        return jsonResponse(200, { count: 40 });
      },
      'POST bulk-actions/': (_request, seen) => {
        bodies.start = seen.body;
        return jsonResponse(
          202,
          run({ state: 'running', finished_at: null, applied: 0, skipped: 0, skipped_samples: [] }),
        );
      },
      'GET bulk-actions/9/': () => jsonResponse(200, run()),
    },
  });
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users&user_type=CLIENTE&is_active=true' });
  await screen.findByText('Ana Admin');
  const table = screen.getByRole('table');
  await user.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Selecionar todos os 40 que atendem ao filtro' }));
  await user.click(screen.getByRole('button', { name: 'Ação em massa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ação em massa' });
  expect(await within(dialog).findByText('A ação vale para 40 usuários.')).toBeInTheDocument();
  expect(JSON.parse(bodies.count ?? '{}')).toEqual({
    selection: { list: 'users', filter: { user_type: 'CLIENTE', is_active: true } },
  });
  await user.click(within(dialog).getByLabelText('Ação'));
  await user.click(await screen.findByTitle('Desativar'));
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar para 40 usuários' }));
  expect(
    await within(dialog).findByText('Concluída: 39 aplicados, 1 ignorados.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('Administradores não são alterados por ações em massa.'),
  ).toBeInTheDocument();
  expect(JSON.parse(bodies.start ?? '{}')).toEqual({
    selection: { list: 'users', filter: { user_type: 'CLIENTE', is_active: true } },
    action: 'deactivate',
    expected_count: 40,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Ação em massa…' })).not.toBeInTheDocument(),
  );
});
