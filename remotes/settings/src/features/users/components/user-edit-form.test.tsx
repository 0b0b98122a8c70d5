import { leaveContent } from '@fidelidade/ui/unsaved-changes-guard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { chooseOption, selectedText } from '../../../test/ui-helpers';
import { managedUser, serveUsers } from '../../../test/users-server';
import { UsersTab } from './users-tab';

beforeEach(() => signInForTests());

const dealer = managedUser(4, {
  full_name: 'Carlos Vendedor',
  user_type: 'DEALERSHIP',
  is_staff: true,
  account_for_qr_code_burn: true,
  dealership_associated: 3,
});

async function openEdit(name: string) {
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await userEvent.click(await screen.findByRole('button', { name: `Editar ${name}` }));
  return screen.findByRole('dialog');
}

const sentBodies = (calls: { method: string; body: string }[]) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

it('opens filled from the row; a blank password keeps the old one', async () => {
  const { calls } = serveUsers([dealer]);
  const dialog = await openEdit('Carlos Vendedor');
  expect(within(dialog).getAllByText('Editar Usuário').length).toBeGreaterThan(0);
  expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-25');
  expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Carlos Vendedor');
  expect(within(dialog).getByLabelText('Email')).toHaveValue('usuario4@exemplo.com.br');
  await waitFor(() => expect(selectedText('Concessionária')).toBe('Paulista Veículos'));
  expect(
    within(dialog).getByRole('checkbox', { name: 'Acesso ao painel administrativo (equipe)' }),
  ).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Conta para baixa de QR Code' })).toBeChecked();
  expect(within(dialog).getByText('Deixe em branco para manter a senha atual.')).toBeInTheDocument();

  const name = within(dialog).getByLabelText('Nome completo');
  await userEvent.clear(name);
  await userEvent.type(name, 'Carlos Menezes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentBodies(calls)).toEqual([
    {
      cpf: '52998224725',
      full_name: 'Carlos Menezes',
      user_type: 'DEALERSHIP',
      email: 'usuario4@exemplo.com.br',
      is_staff: true,
      is_active: true,
      account_for_qr_code_burn: true,
      dealership_associated: 3,
    },
  ]);
  // The list is read again and shows the new name.
  expect(await screen.findByText('Carlos Menezes')).toBeInTheDocument();
});

it('a customer keeps its dealership (the form has no field for it) and a typed password is sent', async () => {
  const { calls } = serveUsers([managedUser(2, { full_name: 'Maria Cliente', dealership_associated: 4 })]);
  const dialog = await openEdit('Maria Cliente');
  expect(within(dialog).queryByLabelText('Concessionária')).not.toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Senha'), 'nova123');
  await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'nova123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
  expect(sentBodies(calls)[0]).toMatchObject({
    user_type: 'CLIENTE',
    dealership_associated: 4,
    account_for_qr_code_burn: false,
    is_staff: false,
    password: 'nova123',
    password_confirm: 'nova123',
  });
});

it('the counter clerk (ATENDENTE) opens at its store, without the QR flag, and moves to a dealership', async () => {
  const { calls } = serveUsers([
    managedUser(6, {
      full_name: 'Ana Balcão',
      user_type: 'ATENDENTE',
      dealership_associated: null,
      dealership_name: null,
      partner_location: 21,
      partner_location_name: 'Posto Estrela Sul',
    }),
  ]);
  const dialog = await openEdit('Ana Balcão');
  await waitFor(() => expect(selectedText('Local de atendimento')).toBe('Posto Estrela Sul (Posto Estrela)'));
  expect(
    within(dialog).queryByRole('checkbox', { name: 'Conta para baixa de QR Code' }),
  ).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Concessionária')).not.toBeInTheDocument();
  await chooseOption(userEvent.setup({ delay: null }), 'Local de atendimento', 'Rio Motors');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
  const [body] = sentBodies(calls);
  expect(body).toMatchObject({
    user_type: 'ATENDENTE',
    dealership_associated: 4,
    account_for_qr_code_burn: false,
    is_staff: false,
  });
  expect(body).not.toHaveProperty('partner_location');
});

it('checks in the order of the creation form and sends nothing while a check fails', async () => {
  const { calls } = serveUsers([dealer]);
  const dialog = await openEdit('Carlos Vendedor');
  const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  const banner = async () => (await within(dialog).findByRole('alert')).textContent;

  await userEvent.clear(within(dialog).getByLabelText('CPF'));
  await userEvent.type(within(dialog).getByLabelText('CPF'), '11111111111');
  await userEvent.clear(within(dialog).getByLabelText('Nome completo'));
  await userEvent.type(within(dialog).getByLabelText('Senha'), 'abc');
  await save();
  await waitFor(async () => expect(await banner()).toBe('CPF inválido'));
  expect(within(dialog).getByText('Nome completo é obrigatório')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText('CPF'));
  await userEvent.type(within(dialog).getByLabelText('CPF'), '52998224725');
  await userEvent.type(within(dialog).getByLabelText('Nome completo'), 'Carlos');
  await save();
  await waitFor(async () => expect(await banner()).toBe('As senhas não coincidem'));

  await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'abc');
  await save();
  await waitFor(async () => expect(await banner()).toBe('A senha deve ter pelo menos 6 caracteres'));

  await userEvent.clear(within(dialog).getByLabelText('Senha'));
  await save();
  await waitFor(async () => expect(await banner()).toBe('Senha é obrigatória'));
  expect(sentBodies(calls)).toEqual([]);
});

it("a server refusal shows the creation form's prefixed message and keeps what was typed", async () => {
  serveUsers([dealer], {
    routes: {
      'PUT users/4/': () => jsonResponse(400, { email: ['Já existe um usuário com este email.'] }),
    },
  });
  const dialog = await openEdit('Carlos Vendedor');
  const email = within(dialog).getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'outro@exemplo.com.br');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Email: Já existe um usuário com este email.',
  );
  expect(within(dialog).getByLabelText('Email')).toHaveValue('outro@exemplo.com.br');
  expect(screen.queryByText('Usuário atualizado com sucesso!')).not.toBeInTheDocument();
});

it('Cancelar closes without saving', async () => {
  const { calls } = serveUsers([dealer]);
  const dialog = await openEdit('Carlos Vendedor');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentBodies(calls)).toEqual([]);
});

it('closing with changes asks first: Continuar editando keeps the draft, Sair sem salvar drops it', async () => {
  const { calls } = serveUsers([dealer]);
  const dialog = await openEdit('Carlos Vendedor');
  await userEvent.type(within(dialog).getByLabelText('Nome completo'), ' Jr');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  // Two dialogs are open: the question is found by its text (jsdom gives both the same title id).
  expect(await screen.findByText(leaveContent)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
  expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Carlos Vendedor Jr');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sentBodies(calls)).toEqual([]);
});
