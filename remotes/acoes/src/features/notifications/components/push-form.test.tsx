import { adminUser, deferred, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dealershipUser,
  pickOption,
  renderScreen,
  setInputValue,
  signInAs,
} from '../../../test/render-screen';
import { pushFieldsRefused } from '../api/send-push-notification';
import { pushMessages } from '../lib/notification-labels';
import { PushForm } from './push-form';

jest.setTimeout(20_000);

const sentResult = {
  push_sent: true,
  is_scheduled: false,
  total_recipients: 1234,
  notification: { id: 1, scheduled_for: null },
};

function servePush(
  answer: () => Response | Promise<Response> = () => jsonResponse(201, sentResult),
  recipients = 3,
) {
  const bodies: Record<string, unknown>[] = [];
  fakeFetch((_request, seen) => {
    if (seen.method === 'GET') {
      expect(seen.path).toBe('communications/admin/send-push/recipients/');
      return jsonResponse(200, { recipients, confirm_above: 100 });
    }
    bodies.push(JSON.parse(seen.body) as Record<string, unknown>);
    expect(seen.path).toBe('communications/admin/send-push-notification/');
    return answer();
  });
  return bodies;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => userEvent.click(screen.getByRole('button', { name: /Enviar Notificação|Enviando/ }));

describe('PushForm (docs/product.md §2.8, §5, §7, §8)', () => {
  it('ADMIN sees the warning; title and message are required', async () => {
    signInAs(adminUser);
    const bodies = servePush();
    renderScreen(<PushForm />);
    // docs/product.md §2.8 warning spelt out, so a typo in the constants fails here.
    expect(
      screen.getByText('ATENÇÃO: Este tipo de usuário notifica TODOS OS USUÁRIOS do sistema.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recomendação: para notificar apenas os clientes de uma concessionária, envie a notificação com uma conta de concessionária.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(pushMessages.adminWarning)).toBeInTheDocument();
    expect(screen.getByText(pushMessages.adminAdvice)).toBeInTheDocument();
    await send();
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(screen.getByText(pushMessages.title)).toBeInTheDocument();
    expect(screen.getByText(pushMessages.message)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends now with MEDIUM priority and the sender fields; shows the recipients; omits empty fields', async () => {
    signInAs(dealershipUser);
    const answer = deferred<Response>();
    const bodies = servePush(() => answer.promise);
    renderScreen(<PushForm />);
    expect(screen.queryByText(pushMessages.adminWarning)).not.toBeInTheDocument();
    expect(screen.queryByText(pushMessages.adminAdvice)).not.toBeInTheDocument();
    type('Título', 'Revisão');
    type('Mensagem', 'Agende sua revisão');
    await send();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled());
    answer.resolve(jsonResponse(201, sentResult));
    expect(await screen.findByText('Notificação enviada com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Destinatários: 1.234')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        title: 'Revisão',
        message: 'Agende sua revisão',
        priority: 'MEDIUM',
        created_by_id: 7,
        user_type: 'DEALERSHIP',
        dealership_id: 3,
      },
    ]);
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it('schedule and expiry toggles show required dates, clear them when turned off, and send ISO dates', async () => {
    signInAs(adminUser);
    const bodies = servePush(() =>
      jsonResponse(201, {
        push_sent: false,
        is_scheduled: true,
        total_recipients: 300,
        notification: { id: 2, scheduled_for: '2030-01-02T13:00:00Z' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<PushForm />);
    type('Título', 'Promo');
    type('Mensagem', 'Amanhã');
    await pickOption(user, 'Prioridade', 'Urgente');
    await user.click(screen.getByLabelText('Agendar envio'));
    await user.click(screen.getByLabelText('Definir expiração'));
    await send();
    expect(await screen.findByText(pushMessages.scheduledFor)).toBeInTheDocument();
    expect(screen.getByText(pushMessages.expiresAt)).toBeInTheDocument();
    setInputValue('Data de expiração', '2030-01-05T10:00');
    await user.click(screen.getByLabelText('Definir expiração'));
    await user.click(screen.getByLabelText('Definir expiração'));
    expect(await screen.findByLabelText('Data de expiração')).toHaveValue('');
    await user.click(screen.getByLabelText('Definir expiração'));
    setInputValue('Data de agendamento', '2030-01-02T10:00');
    await send();
    expect(await screen.findByText('Notificação agendada para 02/01/2030 10:00')).toBeInTheDocument();
    expect(screen.getByText('Destinatários: 300')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      priority: 'URGENT',
      scheduled_for: new Date('2030-01-02T10:00').toISOString(),
    });
    expect(bodies[0]).not.toHaveProperty('expires_at');
    expect(bodies[0]).toMatchObject({ created_by_id: 1, user_type: 'ADMIN' });
    expect(bodies[0]).not.toHaveProperty('dealership_id');
  });

  it.each([
    [{ error: 'Provedor fora do ar' }, 'Provedor fora do ar'],
    [{ message: 'Sem destinatários' }, 'Sem destinatários'],
    [{ non_field_errors: ['Envio indisponível.'] }, 'Envio indisponível.'],
  ])('failure %j shows the title and %s', async (body, detail) => {
    signInAs(adminUser);
    servePush(() => jsonResponse(400, body));
    renderScreen(<PushForm />);
    type('Título', 'x');
    type('Mensagem', 'y');
    await send();
    expect(await screen.findByText(pushMessages.failed)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it('above the threshold it asks first, with the count; Voltar sends nothing, Enviar sends once', async () => {
    signInAs(adminUser);
    const bodies = servePush(undefined, 1234);
    const user = userEvent.setup({ delay: null });
    renderScreen(<PushForm />);
    type('Título', 'Revisão');
    type('Mensagem', 'Agende');
    await send();
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Esta notificação será enviada para 1.234 clientes.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);
    await send();
    const again = within(await screen.findByRole('dialog'));
    await user.click(again.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Notificação enviada com sucesso!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('field refusals sit under their fields in Portuguese, never as the raw JSON', async () => {
    signInAs(adminUser);
    servePush(() =>
      jsonResponse(400, {
        title: ['Este campo não pode ficar em branco.'],
        message: ['Certifique-se de que este campo não tenha mais de 2.000 caracteres.'],
      }),
    );
    renderScreen(<PushForm />);
    type('Título', 'x');
    type('Mensagem', 'y');
    await send();
    expect(await screen.findByText(pushMessages.failed)).toBeInTheDocument();
    expect(screen.getByText(pushFieldsRefused)).toBeInTheDocument();
    const titleItem = screen.getByLabelText('Título').closest('.ant-form-item') as HTMLElement;
    expect(titleItem).toHaveTextContent('Este campo não pode ficar em branco.');
    const messageItem = screen.getByLabelText('Mensagem').closest('.ant-form-item') as HTMLElement;
    expect(messageItem).toHaveTextContent('mais de 2.000 caracteres');
    expect(screen.queryByText(/\{"title"/)).not.toBeInTheDocument();
  });
});
