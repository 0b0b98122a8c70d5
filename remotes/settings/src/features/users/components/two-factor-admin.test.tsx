import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { managedUser, serveUsers } from '../../../test/users-server';
import { UsersTab } from './users-tab';

beforeEach(() => signInForTests());

it('a user with two-factor sign-in can have it reset, after a confirmation', async () => {
  const { calls } = serveUsers([
    managedUser(2, { full_name: 'Paula Parceira', user_type: 'PARCEIRO', two_factor_enabled: true }),
    managedUser(3, { full_name: 'Maria Cliente' }),
  ]);
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await screen.findByText('Paula Parceira');
  expect(
    screen.queryByRole('button', { name: /verificação em duas etapas de Maria/ }),
  ).not.toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('button', { name: 'Redefinir verificação em duas etapas de Paula Parceira' }),
  );
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Redefinir' }));
  expect(await screen.findByText('Verificação em duas etapas redefinida.')).toBeInTheDocument();
  expect(calls.map((call) => [call.method, call.path])).toEqual([['POST', 'users/2/two-factor/reset/']]);
});

it('ADMIN requires two-factor sign-in for chosen roles', async () => {
  const { calls } = serveUsers([managedUser(3, { full_name: 'Maria Cliente' })]);
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  const group = await screen.findByRole('group', {
    name: 'Perfis com verificação em duas etapas obrigatória',
  });
  await userEvent.click(within(group).getByLabelText('Concessionárias'));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar exigência' }));
  expect(await screen.findByText('Exigência de verificação em duas etapas salva.')).toBeInTheDocument();
  expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
    ['PUT', 'users/two-factor-policy/', '{"required_roles":["DEALERSHIP"]}'],
  ]);
});
