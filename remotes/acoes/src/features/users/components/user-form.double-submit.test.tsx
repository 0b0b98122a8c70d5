import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, settle, whenFirstPostLeaves } from '../../../test/held-answer';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { serveUsers, validCpf } from '../../../test/user-server';
import { UserForm } from './user-form';

jest.setTimeout(20_000);
beforeEach(() => signInAs(adminUser));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = () => screen.getByRole('button', { name: /Criar Usuário|Criando\.\.\./ });

function fillValid() {
  type('CPF', validCpf);
  type('Nome completo', 'Maria Souza');
  type('Senha', 'segredo1');
  type('Confirmar senha', 'segredo1');
}

describe('UserForm double submit (a double click never creates twice)', () => {
  it("two clicks in a row create one user; the button reads 'Criando...' and is disabled while sending", async () => {
    const held = heldAnswer();
    const bodies = serveUsers(held.create);
    renderScreen(<UserForm />);
    fillValid();
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Criando...'));
    expect(button()).toBeDisabled();
    await settle();
    expect(bodies).toHaveLength(1);
    held.resolve(jsonResponse(201, { id: 500 }));
    const banner = await screen.findByTestId('user-form-banner');
    // docs/product.md §2.7 success banner, spelt out so a typo in the constants fails here.
    await waitFor(() => expect(within(banner).getByText('Usuário criado com sucesso!')).toBeInTheDocument());
    expect(button()).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });

  it('a second click as the first request leaves, before the re-render, creates nothing more', async () => {
    const held = heldAnswer();
    const bodies = serveUsers(held.create);
    whenFirstPostLeaves(() => fireEvent.click(button()));
    renderScreen(<UserForm />);
    fillValid();
    fireEvent.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    await settle();
    expect(bodies).toHaveLength(1);
  });

  it('Enter twice in the name creates one user', async () => {
    const held = heldAnswer();
    const bodies = serveUsers(held.create);
    const user = userEvent.setup({ delay: null });
    renderScreen(<UserForm />);
    fillValid();
    await user.type(screen.getByLabelText('Nome completo'), '{Enter}{Enter}');
    await waitFor(() => expect(button()).toBeDisabled());
    await settle();
    expect(bodies).toHaveLength(1);
  });

  it('after a failure the form can be sent again', async () => {
    let answers = 0;
    const bodies = serveUsers(() => {
      answers += 1;
      return answers === 1
        ? jsonResponse(400, { cpf: ['CPF já cadastrado.'] })
        : jsonResponse(201, { id: 501 });
    });
    renderScreen(<UserForm />);
    fillValid();
    fireEvent.click(button());
    expect(await screen.findByText('CPF: CPF já cadastrado.')).toBeInTheDocument();
    fireEvent.click(button());
    await waitFor(() => expect(bodies).toHaveLength(2));
  });
});
