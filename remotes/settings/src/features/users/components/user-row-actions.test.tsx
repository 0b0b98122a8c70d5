import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { managedUser, serveUsers } from '../../../test/users-server';
import { UsersTab } from './users-tab';

beforeEach(() => signInForTests());

const open = async () => {
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await screen.findByText('Maria Cliente');
};

it('Desativar asks first, says the sessions end, then PATCHes and shows the new status', async () => {
  const { calls } = serveUsers([managedUser(2, { full_name: 'Maria Cliente' })]);
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Desativar Maria Cliente' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Desativar este usuário?').length).toBeGreaterThan(0);
  expect(
    within(dialog).getByText(
      'As sessões abertas deste usuário terminam imediatamente e ele não poderá mais entrar.',
    ),
  ).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
  expect(await screen.findByText('Usuário desativado com sucesso!')).toBeInTheDocument();
  expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
    ['PATCH', 'users/2/toggle-status/', '{"is_active":false}'],
  ]);
  // The list is read again: the row now offers Ativar.
  expect(await screen.findByRole('button', { name: 'Ativar Maria Cliente' })).toBeInTheDocument();
});

it('Cancelar on the deactivation leaves the user alone', async () => {
  const { calls } = serveUsers([managedUser(2, { full_name: 'Maria Cliente' })]);
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Desativar Maria Cliente' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).toHaveLength(0);
});

it('Ativar is immediate', async () => {
  const { calls } = serveUsers([managedUser(2, { full_name: 'Maria Cliente', is_active: false })]);
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Ativar Maria Cliente' }));
  expect(await screen.findByText('Usuário ativado com sucesso!')).toBeInTheDocument();
  expect(calls.map((call) => call.body)).toEqual(['{"is_active":true}']);
});

it("a refused status change shows the API's message", async () => {
  serveUsers([managedUser(2, { full_name: 'Maria Cliente' })], {
    routes: {
      'PATCH users/2/toggle-status/': () =>
        jsonResponse(403, { detail: 'Administradores não podem ser alterados por esta tela.' }),
    },
  });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Desativar Maria Cliente' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desativar' }));
  expect(
    await screen.findByText('Administradores não podem ser alterados por esta tela.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Desativar Maria Cliente' })).toBeInTheDocument();
});

it('Excluir asks the question, DELETEs and the row leaves the list', async () => {
  const { calls } = serveUsers([
    managedUser(2, { full_name: 'Maria Cliente' }),
    managedUser(3, { full_name: 'Paula Parceira', user_type: 'PARCEIRO', partner: 5 }),
  ]);
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Excluir Paula Parceira' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Tem certeza que deseja excluir este usuário?').length).toBeGreaterThan(
    0,
  );
  // The anonymisation note is for customers only.
  expect(within(dialog).queryByText(/anonimizados/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
  expect(calls.map((call) => [call.method, call.path])).toEqual([['DELETE', 'users/3/']]);
  await waitFor(() => expect(screen.queryByText('Paula Parceira')).not.toBeInTheDocument());
  expect(
    screen.queryByText('Os dados pessoais do cliente foram anonimizados; o histórico foi mantido.'),
  ).not.toBeInTheDocument();
});

it('a customer the API keeps (it has history) is reported as anonymised', async () => {
  serveUsers([managedUser(2, { full_name: 'Maria Cliente' })], { keptOnDelete: [2] });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Excluir Maria Cliente' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/seus dados pessoais são anonimizados/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
  expect(
    await screen.findByText('Os dados pessoais do cliente foram anonimizados; o histórico foi mantido.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('Cliente removido')).toBeInTheDocument();
});

it("a refused delete shows the API's message and keeps the row", async () => {
  serveUsers([managedUser(2, { full_name: 'Maria Cliente' })], {
    routes: {
      'DELETE users/2/': () =>
        jsonResponse(400, { detail: 'Usuário possui registros vinculados e não pode ser excluído.' }),
    },
  });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Excluir Maria Cliente' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  expect(
    await screen.findByText('Usuário possui registros vinculados e não pode ser excluído.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Maria Cliente')).toBeInTheDocument();
  expect(screen.queryByText('Usuário excluído com sucesso!')).not.toBeInTheDocument();
});
