import type { Feedback } from '@fidelidade/contract';
import { deferred, fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedback } from '../../../test/feedback-fixtures';
import { renderWithProviders, signInAs } from '../../../test/render';
import { RespondFeedbackPanel } from './respond-feedback-panel';

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(30_000);

const respondPath = (id: number) => `communications/admin/feedback/${id}/respond/`;

function renderPanel(item: Feedback) {
  const onClose = jest.fn();
  renderWithProviders(<RespondFeedbackPanel feedback={item} onClose={onClose} />);
  return { onClose };
}

/** The status select's shown value (the select's root text). */
const selectedStatus = () => screen.getByLabelText('Status').closest('.ant-select')?.textContent;
const sendButton = () => screen.getByRole('button', { name: /Enviar Resposta/ });
const responses = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

beforeEach(() => signInAs());

describe('Responder Feedback panel (docs/product.md §4, §5)', () => {
  it('a feedback without an answer opens with status RESOLVED and an empty response', async () => {
    fakeFetch(() => jsonResponse(200, {}));
    renderPanel(feedback(1, { status: 'PENDING', admin_response: null }));
    expect(await screen.findByText('Responder Feedback')).toBeInTheDocument();
    expect(selectedStatus()).toBe('Resolvido');
    expect(screen.getByLabelText('Resposta')).toHaveValue('');
  });

  it('an answered feedback opens with its current status and its answer', async () => {
    fakeFetch(() => jsonResponse(200, {}));
    renderPanel(feedback(2, { status: 'IN_PROGRESS', admin_response: 'Estamos verificando.' }));
    await screen.findByText('Responder Feedback');
    expect(selectedStatus()).toBe('Em Análise');
    expect(screen.getByLabelText('Resposta')).toHaveValue('Estamos verificando.');
  });

  it('send is disabled while the answer is empty or blank, and nothing is sent', async () => {
    const seen = fakeFetch(() => jsonResponse(200, {}));
    renderPanel(feedback(3));
    await screen.findByText('Responder Feedback');
    expect(sendButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: '   \n  ' } });
    await waitFor(() => expect(sendButton()).toBeDisabled());
    // Enter or a forced submit must not bypass the rule either.
    fireEvent.submit(screen.getByLabelText('Resposta').closest('form') as HTMLFormElement);
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: 'Obrigado!' } });
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(responses(seen)).toHaveLength(0);
  });

  it('sends the trimmed answer with the chosen status, disabled while sending, then closes', async () => {
    const answer = deferred<Response>();
    const seen = fakeFetch(() => answer.promise);
    const { onClose } = renderPanel(feedback(4, { status: 'PENDING' }));
    await screen.findByText('Responder Feedback');
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Fechado'));
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: '  Resolvemos o problema.  ' } });
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await userEvent.click(sendButton());
    await waitFor(() => expect(responses(seen)).toHaveLength(1));
    expect(responses(seen)[0]?.path).toBe(respondPath(4));
    expect(JSON.parse(responses(seen)[0]?.body ?? '{}')).toEqual({
      response: 'Resolvemos o problema.',
      status: 'CLOSED',
    });
    expect(sendButton()).toBeDisabled();
    await userEvent.click(sendButton());
    expect(responses(seen)).toHaveLength(1);
    answer.resolve(
      jsonResponse(200, feedback(4, { status: 'CLOSED', admin_response: 'Resolvemos o problema.' })),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a failed answer shows the error message and keeps the panel open', async () => {
    fakeFetch(() => jsonResponse(500, { detail: 'falhou' }));
    const { onClose } = renderPanel(feedback(5));
    await screen.findByText('Responder Feedback');
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: 'Olá' } });
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await userEvent.click(sendButton());
    expect(await screen.findByText('Erro ao responder feedback. Tente novamente.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(sendButton()).toBeEnabled();
  });

  it('closing with an answer being written asks first; Continuar editando keeps it', async () => {
    fakeFetch(() => jsonResponse(200, {}));
    const { onClose } = renderPanel(feedback(6, { status: 'PENDING', admin_response: null }));
    await userEvent.type(await screen.findByLabelText('Resposta'), 'Obrigado');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Resposta')).toHaveValue('Obrigado');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closing an untouched answer does not ask', async () => {
    fakeFetch(() => jsonResponse(200, {}));
    const { onClose } = renderPanel(feedback(7));
    await screen.findByLabelText('Resposta');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
