import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, settle, whenFirstPostLeaves } from '../../../test/held-answer';
import { fillRequired, submitButton } from '../../../test/offer-fill';
import { serveOffers } from '../../../test/offer-server';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { OfferForm } from './offer-form';

jest.setTimeout(20_000);
withNodeMultipart();
beforeEach(() => signInAs(adminUser));

async function fillValid() {
  const user = userEvent.setup({ delay: null });
  await fillRequired(user);
  await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
  return user;
}

describe('OfferForm double submit (a double click never creates twice)', () => {
  it('two clicks in a row send one POST', async () => {
    const held = heldAnswer();
    const server = serveOffers(held.create);
    renderScreen(<OfferForm />);
    await fillValid();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await settle();
    expect(server.posts).toHaveLength(1);
    held.resolve(jsonResponse(201, { id: 99, title: 'Troca de óleo com desconto' }));
    // docs/product.md §2.6 success overlay, spelt out so a typo in the constants fails here.
    expect(await screen.findByText('Promoção criada com sucesso!')).toBeInTheDocument();
    expect(server.posts).toHaveLength(1);
  });

  it('a second click as the first request leaves, before the re-render, sends nothing more', async () => {
    const held = heldAnswer();
    const server = serveOffers(held.create);
    whenFirstPostLeaves(() => fireEvent.click(submitButton()));
    renderScreen(<OfferForm />);
    await fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await settle();
    expect(server.posts).toHaveLength(1);
  });

  it('Enter twice in the title sends one POST', async () => {
    const held = heldAnswer();
    const server = serveOffers(held.create);
    renderScreen(<OfferForm />);
    const user = await fillValid();
    await user.type(screen.getByLabelText('Título'), '{Enter}{Enter}');
    await waitFor(() => expect(submitButton()).toHaveTextContent('Criando...'));
    await settle();
    expect(server.posts).toHaveLength(1);
  });

  it('after a failure the form can be sent again', async () => {
    let answers = 0;
    const server = serveOffers(() => {
      answers += 1;
      return answers === 1 ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(201, { id: 99 });
    });
    renderScreen(<OfferForm />);
    await fillValid();
    fireEvent.click(submitButton());
    // docs/product.md §8, spelt out.
    expect(await screen.findByText('Erro ao criar promoção. Tente novamente.')).toBeInTheDocument();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Promoção criada com sucesso!')).toBeInTheDocument();
    expect(server.posts).toHaveLength(2);
  });
});
