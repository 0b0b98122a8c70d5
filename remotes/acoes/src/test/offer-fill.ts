// Test-only: fills the always-required offer fields.
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pickOption, setInputValue } from './render-screen';

export async function fillRequired(user: UserEvent, title = 'Troca de óleo com desconto') {
  fireEvent.change(screen.getByLabelText('Título'), { target: { value: title } });
  await user.type(screen.getByLabelText('Custo em pontos'), '150');
  setInputValue('Válida de', '2030-05-10T10:00');
  setInputValue('Válida até', '2030-06-10T18:30');
  await pickOption(user, 'Loja do parceiro', 'Posto Estrela Centro — Rua Augusta, 10 - São Paulo - SP');
}

export const submitButton = () => screen.getByRole('button', { name: /Criar Promoção|Criando\.\.\./ });
