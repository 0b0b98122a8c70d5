import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { userMessages } from '@fidelidade/ui/user-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickOption, renderScreen, signInAs } from '../../../test/render-screen';
import { serveUsers, validCpf } from '../../../test/user-server';
import { UserForm } from './user-form';

jest.setTimeout(20_000);
beforeEach(() => signInAs(adminUser));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const STAFF_PASSWORD = 'segredo-do-painel';
const banner = () => screen.getByTestId('user-form-banner');

async function fillValid() {
  type('CPF', validCpf);
  type('Email', 'maria@example.com');
  type('Nome completo', 'Maria Souza');
  // A back-office account's password needs 12 characters (docs/product.md §5.7).
  type('Senha', STAFF_PASSWORD);
  type('Confirmar senha', STAFF_PASSWORD);
}

describe('UserForm submit (docs/product.md §7, §8)', () => {
  it('sends the CPF as digits and the DEALERSHIP fields; success banner and reset', async () => {
    const bodies = serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    await fillValid();
    await pickOption(user, 'Tipo de usuário', 'Concessionária');
    await pickOption(user, 'Concessionária', 'Rio Motors');
    await user.click(screen.getByLabelText(/Acesso ao painel/));
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(within(banner()).getByText(userMessages.created)).toBeInTheDocument());
    expect(bodies).toEqual([
      {
        cpf: validCpf,
        email: 'maria@example.com',
        full_name: 'Maria Souza',
        user_type: 'DEALERSHIP',
        password: STAFF_PASSWORD,
        password_confirm: STAFF_PASSWORD,
        is_staff: true,
        is_active: true,
        account_for_qr_code_burn: false,
        dealership_associated: 4,
      },
    ]);
    expect(screen.getByLabelText('CPF')).toHaveValue('');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('');
  });

  it('a PARCEIRO without email sends the partner and no email', async () => {
    const bodies = serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    await fillValid();
    type('Email', '');
    await pickOption(user, 'Tipo de usuário', 'Parceiro');
    await pickOption(user, 'Parceiro', 'Café Aroma');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ user_type: 'PARCEIRO', partner: 6, is_staff: false });
    expect(bodies[0]).not.toHaveProperty('email');
    expect(bodies[0]).not.toHaveProperty('dealership_associated');
  });

  it('an ATENDENTE (the counter clerk) sends its one place: a partner store or a dealership, no QR flag', async () => {
    const bodies = serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    await fillValid();
    await pickOption(user, 'Tipo de usuário', 'Atendente');
    expect(screen.queryByLabelText('Conta para baixa de QR Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findAllByText(userMessages.counterPlace)).not.toHaveLength(0);
    expect(bodies).toEqual([]);
    await pickOption(user, 'Local de atendimento', 'Posto Estrela Sul (Posto Estrela)');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      user_type: 'ATENDENTE',
      partner_location: 21,
      account_for_qr_code_burn: false,
      is_staff: false,
    });
    expect(bodies[0]).not.toHaveProperty('dealership_associated');
    expect(bodies[0]).not.toHaveProperty('partner');
  });

  it.each([
    [{ email: ['Email já cadastrado.'], cpf: ['CPF já cadastrado.'] }, 'CPF: CPF já cadastrado.'],
    [{ password: ['Senha fraca.'], email: ['Email já cadastrado.'] }, 'Email: Email já cadastrado.'],
    [{ password_confirm: ['Não confere.'], password: ['Senha fraca.'] }, 'Senha: Senha fraca.'],
    [{ password_confirm: ['Não confere.'] }, 'Confirmação de Senha: Não confere.'],
    [{ non_field_errors: ['Dados inconsistentes.'] }, 'Dados inconsistentes.'],
    [{ detail: 'qualquer' }, userMessages.failed],
  ])('server error %j shows %s', async (body, message) => {
    serveUsers(() => jsonResponse(400, body));
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(within(banner()).getByText(message)).toBeInTheDocument());
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Souza');
  });
});
