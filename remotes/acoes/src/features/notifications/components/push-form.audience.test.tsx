import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickOption, renderScreen, signInAs } from '../../../test/render-screen';
import { pushMessages } from '../lib/notification-labels';
import { PushForm } from './push-form';

jest.setTimeout(60_000);

/** The API the push form calls: the sender's audiences, their counts, the send. */
function serve() {
  const sent: Record<string, unknown>[] = [];
  const counted: string[] = [];
  fakeFetch((request, seen) => {
    if (seen.path === 'marketing/audiences/options/')
      return jsonResponse(200, [
        { id: 4, name: 'Aniversariantes do mês' },
        { id: 9, name: 'Sem visita há 6 meses' },
      ]);
    if (seen.path === 'communications/admin/send-push/recipients/') {
      const audience = new URL(request.url).searchParams.get('audience_id') ?? '';
      counted.push(audience);
      return jsonResponse(200, { recipients: audience === '4' ? 1234 : 50, confirm_above: 5000 });
    }
    sent.push(JSON.parse(seen.body) as Record<string, unknown>);
    return jsonResponse(201, {
      push_sent: true,
      is_scheduled: false,
      total_recipients: 1234,
      notification: { id: 1, scheduled_for: null, status: 'SENT' },
      detail: 'Notificação enviada com sucesso.',
    });
  });
  return { sent, counted };
}

describe('PushForm: all customers or an audience (docs/product.md §2.8)', () => {
  it('an audience: its live count before sending, the ADMIN warning gone, audience_id sent', async () => {
    signInAs(adminUser);
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderScreen(<PushForm />);
    expect(screen.getByText(pushMessages.adminWarning)).toBeInTheDocument();
    expect(screen.getByLabelText('Todos os clientes')).toBeChecked();
    await user.click(screen.getByLabelText('Um público'));
    await waitFor(() => expect(screen.queryByText(pushMessages.adminWarning)).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Parabéns!' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Um presente para você' } });
    // Sending without choosing the audience is refused by the form.
    await user.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    expect(await screen.findByText(pushMessages.audienceRequired)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);

    await pickOption(user, 'Público', 'Aniversariantes do mês');
    expect(await screen.findByText('Esta notificação será enviada para 1.234 clientes.')).toBeInTheDocument();
    await pickOption(user, 'Público', 'Sem visita há 6 meses');
    expect(await screen.findByText('Esta notificação será enviada para 50 clientes.')).toBeInTheDocument();
    await pickOption(user, 'Público', 'Aniversariantes do mês');
    await user.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({ title: 'Parabéns!', audience_id: 4 });
    expect(await screen.findByText('Notificação enviada com sucesso!')).toBeInTheDocument();
    // The count before the send asked about the audience, not everyone.
    expect(api.counted.at(-1)).toBe('4');
  });

  it('back to all customers: no audience is sent', async () => {
    signInAs(adminUser);
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderScreen(<PushForm />);
    await user.click(screen.getByLabelText('Um público'));
    await pickOption(user, 'Público', 'Sem visita há 6 meses');
    await user.click(screen.getByLabelText('Todos os clientes'));
    expect(await screen.findByText(pushMessages.adminWarning)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Geral' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Para todos' } });
    await user.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).not.toHaveProperty('audience_id');
  });
});
