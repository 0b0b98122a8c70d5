import { adminUser } from '@fidelidade/session/test-helpers';
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
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Criar Usuário' }));
const banner = () => screen.getByTestId('user-form-banner');

describe('UserForm validation, in the order of docs/product.md §5', () => {
  it('shows each check in turn in the banner (and under its field); nothing is sent until all pass', async () => {
    const bodies = serveUsers();
    renderScreen(<UserForm />);
    expect(screen.getByRole('heading', { name: 'Criar Novo Usuário' })).toBeInTheDocument();
    const steps: [() => void, string][] = [
      [() => {}, userMessages.cpfRequired],
      [() => type('CPF', '123456'), userMessages.cpfLength],
      [() => type('CPF', '12345678900'), userMessages.cpfInvalid],
      [() => type('CPF', validCpf), userMessages.fullName],
      [() => type('Nome completo', 'Maria Souza'), userMessages.password],
      [() => type('Senha', 'abc'), userMessages.passwordMismatch],
      [() => type('Confirmar senha', 'abc'), userMessages.passwordLength],
    ];
    for (const [act, message] of steps) {
      act();
      await submit();
      await waitFor(() => expect(within(banner()).getByText(message)).toBeInTheDocument());
    }
    expect(bodies).toHaveLength(0);
  });

  it('the docs/product.md §5 messages, spelt out (a typo in the constants fails here)', async () => {
    serveUsers();
    renderScreen(<UserForm />);
    await submit();
    await waitFor(() => expect(within(banner()).getByText('CPF é obrigatório')).toBeInTheDocument());
    type('CPF', '123');
    await submit();
    await waitFor(() => expect(within(banner()).getByText('CPF deve ter 11 dígitos')).toBeInTheDocument());
    type('CPF', validCpf);
    type('Nome completo', 'Maria Souza');
    type('Senha', 'abc');
    await submit();
    await waitFor(() => expect(within(banner()).getByText('As senhas não coincidem')).toBeInTheDocument());
  });

  it("an invalid email shows 'Email inválido' under the field and in the banner; nothing is sent", async () => {
    const bodies = serveUsers();
    renderScreen(<UserForm />);
    type('CPF', validCpf);
    type('Email', 'maria@exemplo');
    type('Nome completo', 'Maria Souza');
    type('Senha', 'segredo1');
    type('Confirmar senha', 'segredo1');
    await submit();
    await waitFor(() => expect(within(banner()).getByText('Email inválido')).toBeInTheDocument());
    expect(screen.getAllByText(userMessages.email)).toHaveLength(2);
    type('Email', 'maria@example.com');
    await waitFor(() => expect(screen.queryAllByText(userMessages.email)).toHaveLength(1));
    expect(bodies).toHaveLength(0);
  });

  it('masks the CPF as 000.000.000-00 (max 14)', async () => {
    serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    const cpf = screen.getByLabelText('CPF');
    expect(cpf).toHaveAttribute('maxlength', '14');
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
  });

  it('DEALERSHIP needs a dealership, PARCEIRO a partner', async () => {
    serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    type('CPF', validCpf);
    type('Nome completo', 'Maria Souza');
    type('Senha', 'segredo1');
    type('Confirmar senha', 'segredo1');
    await pickOption(user, 'Tipo de usuário', 'Concessionária');
    await submit();
    await waitFor(() => expect(within(banner()).getByText(userMessages.dealership)).toBeInTheDocument());
    await pickOption(user, 'Tipo de usuário', 'Parceiro');
    await submit();
    await waitFor(() => expect(within(banner()).getByText(userMessages.partner)).toBeInTheDocument());
  });

  it('a back-office account needs 12 characters, after the seven rules; a customer keeps 6 (§5.7)', async () => {
    const bodies = serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    type('CPF', validCpf);
    type('Nome completo', 'Maria Souza');
    type('Senha', 'senha123456');
    type('Confirmar senha', 'senha123456');
    await pickOption(user, 'Tipo de usuário', 'Parceiro');
    await submit();
    // Rule 7 (the partner) comes first, then the staff minimum.
    await waitFor(() => expect(within(banner()).getByText(userMessages.partner)).toBeInTheDocument());
    await pickOption(user, 'Parceiro', 'Posto Estrela');
    await submit();
    await waitFor(() =>
      expect(
        within(banner()).getByText('Usuários do painel precisam de uma senha com pelo menos 12 caracteres'),
      ).toBeInTheDocument(),
    );
    expect(bodies).toHaveLength(0);
    await pickOption(user, 'Tipo de usuário', 'Cliente');
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('type rules: is_staff only for DEALERSHIP, QR-code account not for CLIENTE; switching clears them', async () => {
    serveUsers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    expect(screen.queryByLabelText(/Conta para baixa de QR Code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Acesso ao painel/)).not.toBeInTheDocument();
    await pickOption(user, 'Tipo de usuário', 'Concessionária');
    await user.click(await screen.findByLabelText(/Acesso ao painel/));
    await user.click(screen.getByLabelText(/Conta para baixa de QR Code/));
    await pickOption(user, 'Tipo de usuário', 'Parceiro');
    await waitFor(() => expect(screen.queryByLabelText(/Acesso ao painel/)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Conta para baixa de QR Code/)).toBeChecked();
    await pickOption(user, 'Tipo de usuário', 'Concessionária');
    expect(await screen.findByLabelText(/Acesso ao painel/)).not.toBeChecked();
    await pickOption(user, 'Tipo de usuário', 'Cliente');
    await waitFor(() =>
      expect(screen.queryByLabelText(/Conta para baixa de QR Code/)).not.toBeInTheDocument(),
    );
    await pickOption(user, 'Tipo de usuário', 'Parceiro');
    expect(await screen.findByLabelText(/Conta para baixa de QR Code/)).not.toBeChecked();
  });
});
