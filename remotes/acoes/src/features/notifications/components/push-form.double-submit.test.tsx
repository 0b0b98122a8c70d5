import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, settle, whenFirstPostLeaves } from '../../../test/held-answer';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { PushForm } from './push-form';

jest.setTimeout(20_000);
beforeEach(() => signInAs(adminUser));

/** The recipient count (under the confirmation threshold) and the send-push POST, answered by `create`. */
function servePush(create: () => Promise<Response>) {
  const posts: string[] = [];
  fakeFetch((_request, seen) => {
    if (seen.method === 'GET') return jsonResponse(200, { recipients: 2, confirm_above: 100 });
    posts.push(`${seen.method} ${seen.path}`);
    return create();
  });
  return posts;
}

const fill = () => {
  fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Revisão' } });
  fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Agende sua revisão' } });
};
const button = () => screen.getByRole('button', { name: /Enviar Notificação|Enviando\.\.\./ });
const sent = { push_sent: true, is_scheduled: false, total_recipients: 2, notification: { id: 1 } };
const onePost = ['POST communications/admin/send-push-notification/'];

describe('PushForm double submit (a double click never sends twice)', () => {
  it('two clicks in a row send one request; the button is disabled while sending', async () => {
    const held = heldAnswer();
    const posts = servePush(held.create);
    renderScreen(<PushForm />);
    fill();
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    await settle();
    expect(posts).toEqual(onePost);
    held.resolve(jsonResponse(201, sent));
    expect(await screen.findByText('Notificação enviada com sucesso!')).toBeInTheDocument();
    expect(posts).toEqual(onePost);
  });

  it('a second click as the first request leaves, before the re-render, sends nothing more', async () => {
    const held = heldAnswer();
    const posts = servePush(held.create);
    whenFirstPostLeaves(() => fireEvent.click(button()));
    renderScreen(<PushForm />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    await settle();
    expect(posts).toEqual(onePost);
  });

  it('Enter twice in the title sends one request', async () => {
    const held = heldAnswer();
    const posts = servePush(held.create);
    const user = userEvent.setup({ delay: null });
    renderScreen(<PushForm />);
    fill();
    await user.type(screen.getByLabelText('Título'), '{Enter}{Enter}');
    await waitFor(() => expect(button()).toHaveTextContent('Enviando...'));
    await settle();
    expect(posts).toEqual(onePost);
  });

  it('after the answer, the form can send again', async () => {
    const posts = servePush(async () => jsonResponse(201, sent));
    renderScreen(<PushForm />);
    fill();
    fireEvent.click(button());
    expect(await screen.findByText('Notificação enviada com sucesso!')).toBeInTheDocument();
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(posts).toHaveLength(2));
  });
});
