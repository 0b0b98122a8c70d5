import { sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../../app';
import { jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { bodyRows, rowTexts } from '../../../test/ui-helpers';
import { managedUser, serveUsers } from '../../../test/users-server';
import { UsersTab } from './users-tab';

const url = () => screen.getByTestId('current-url').textContent ?? '';

beforeEach(() => signInForTests());

it('lists the users with labels, the formatted CPF, the link and the status', async () => {
  serveUsers([
    managedUser(2, { full_name: 'Maria Cliente' }),
    managedUser(3, {
      full_name: 'Paula Parceira',
      user_type: 'PARCEIRO',
      email: null,
      cpf: '11144477735',
      dealership_associated: null,
      dealership_name: null,
      partner: 5,
      partner_name: 'Posto Estrela',
      is_active: false,
    }),
    managedUser(4, { full_name: 'Sem Vínculo', user_type: 'DEALERSHIP', dealership_name: null }),
  ]);
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await screen.findByText('Maria Cliente');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    // The bulk actions' selection column (ADMIN: bulk.actions).
    '',
    'Nome',
    'E-mail',
    'CPF',
    'Tipo',
    'Vínculo',
    'Status',
    'Ações',
  ]);
  expect(rowTexts().map((cells) => cells.slice(1, 7))).toEqual([
    ['Maria Cliente', 'usuario2@exemplo.com.br', '529.982.247-25', 'Cliente', 'Paulista Veículos', 'Ativo'],
    ['Paula Parceira', '—', '111.444.777-35', 'Parceiro', 'Posto Estrela', 'Inativo'],
    ['Sem Vínculo', 'usuario4@exemplo.com.br', '529.982.247-25', 'Concessionária', '—', 'Ativo'],
  ]);
  // Only a customer's name opens the customer page.
  expect(screen.getByRole('link', { name: 'Maria Cliente' })).toHaveAttribute('href', '/admin/clientes/2');
  expect(screen.queryByRole('link', { name: 'Paula Parceira' })).not.toBeInTheDocument();
  expect(screen.getByText('111.444.777-35')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(screen.getByText('3 usuário(s)')).toBeInTheDocument();
  // Inactive rows offer Ativar; active ones Desativar.
  expect(screen.getByRole('button', { name: 'Ativar Paula Parceira' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Desativar Maria Cliente' })).toBeInTheDocument();
});

it('an administrator row offers no action (the API refuses them)', async () => {
  serveUsers([
    managedUser(1, { full_name: 'Ana Admin', user_type: 'ADMIN', dealership_name: null }),
    managedUser(6, { full_name: 'Super Carlos', user_type: 'DEALERSHIP', is_superuser: true }),
    managedUser(7, { full_name: 'Cliente Comum' }),
  ]);
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await screen.findByText('Ana Admin');
  const [admin, superuser, customer] = bodyRows();
  for (const row of [admin, superuser]) {
    expect(within(row as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('—');
  }
  // A superuser acts as ADMIN whatever its type.
  expect(within(superuser as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('Administrador');
  expect(
    within(customer as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Editar Cliente Comum', 'Desativar Cliente Comum', 'Excluir Cliente Comum']);
});

it('an anonymised customer is shown as such and offers no action', async () => {
  serveUsers([
    managedUser(8, { full_name: 'Cliente removido', cpf: 'X0000000008', is_active: false, anonymized: true }),
  ]);
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await screen.findByText('Cliente removido');
  const [row] = bodyRows();
  expect(within(row as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('CPF anonimizado');
  expect(within(row as HTMLElement).getAllByRole('cell')[6]).toHaveTextContent('Anonimizado');
  expect(within(row as HTMLElement).queryAllByRole('button')).toHaveLength(0);
  // Its page still opens: the books are kept.
  expect(screen.getByRole('link', { name: 'Cliente removido' })).toHaveAttribute('href', '/admin/clientes/8');
});

it('search, type, status and page live in the URL and reach the API', async () => {
  const { lists } = serveUsers([managedUser(2)], { totalPages: 3 });
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users&is_active=false&page=2' });
  await screen.findByText('Usuário 2');
  expect(Object.fromEntries(lists.at(-1) ?? [])).toEqual({ is_active: 'false', page: '2', page_size: '10' });
  expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  await userEvent.type(screen.getByLabelText('Buscar'), '529.982');
  expect(screen.getByLabelText('Buscar')).toHaveAttribute('placeholder', 'Buscar por nome, e-mail ou CPF');
  await waitFor(() => expect(url()).toBe('/admin/settings?tab=users&is_active=false&search=529.982'));
  await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
  await userEvent.click(await screen.findByTitle('Concessionária'));
  await waitFor(() =>
    expect(url()).toBe('/admin/settings?tab=users&is_active=false&search=529.982&user_type=DEALERSHIP'),
  );
  await waitFor(() =>
    expect(Object.fromEntries(lists.at(-1) ?? [])).toEqual({
      search: '529.982',
      user_type: 'DEALERSHIP',
      is_active: 'false',
      page: '1',
      page_size: '10',
    }),
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(await screen.findByTitle('Ativos'));
  await waitFor(() => expect(url()).toContain('is_active=true'));

  await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
  await waitFor(() => expect(lists.at(-1)?.get('page')).toBe('3'));
  expect(url()).toContain('page=3');

  await userEvent.click(screen.getByRole('button', { name: /Limpar filtros/ }));
  await waitFor(() => expect(url()).toBe('/admin/settings?tab=users'));
  expect(screen.getByLabelText('Buscar')).toHaveValue('');
});

it('a failed list shows the error with a retry', async () => {
  let fail = true;
  serveUsers([managedUser(2)], {
    routes: {
      'GET users/admin/list/': () =>
        fail
          ? jsonResponse(500, { detail: 'falhou' })
          : jsonResponse(200, { count: 1, total_pages: 1, results: [managedUser(2)] }),
    },
  });
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  expect(await screen.findByText('Erro ao carregar usuários. Verifique sua conexão.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
  expect(await screen.findByText('Usuário 2')).toBeInTheDocument();
});

it('Configurações opens the tab from ?tab=users (its code loads when the tab opens)', async () => {
  serveUsers([managedUser(2, { full_name: 'Maria Cliente' })]);
  renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=users' });
  expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('link', { name: 'Maria Cliente' })).toBeInTheDocument();
});

it('the Usuários tab is only for who manages users (users.manage)', async () => {
  serveUsers([]);
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=users' });
    const shown = screen.queryByRole('tab', { name: 'Usuários' }) !== null;
    expect([name, shown]).toEqual([name, name === 'ADMIN' || name === 'superuser']);
    view.unmount();
  }
});
