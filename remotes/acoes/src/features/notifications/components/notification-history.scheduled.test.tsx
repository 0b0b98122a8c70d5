import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { item, page } from '../../../test/notification-fixtures';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { NotificationHistory } from './notification-history';

jest.setTimeout(30_000);
beforeEach(() => signInAs(adminUser));

const scheduled = item(5, {
  title: 'Revisão de verão',
  status: 'SCHEDULED',
  scheduled_for: '2030-03-01T13:00:00Z',
  sent_at: null,
  total_recipients: 1234,
  created_by: 'Ana Admin',
});

/** The history (one scheduled push) and its writes, recorded. */
function serve() {
  const writes: { method: string; path: string; body: string }[] = [];
  let current = scheduled;
  fakeFetch((_request, seen) => {
    if (seen.method === 'GET') return jsonResponse(200, page([current]));
    writes.push({ method: seen.method, path: seen.path, body: seen.body });
    current = seen.path.endsWith('cancel/')
      ? { ...current, status: 'CANCELLED' }
      : { ...current, ...JSON.parse(seen.body) };
    return jsonResponse(200, current);
  });
  return writes;
}

async function openDetails() {
  const row = (await screen.findByText('Revisão de verão')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Ana Admin')).toBeInTheDocument();
  expect(within(row).getByText('1.234')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: /Ver notificação/ }));
  return within(await screen.findByRole('dialog', { name: 'Notificação' }));
}

describe('NotificationHistory: a scheduled push can be opened, edited and cancelled', () => {
  it('shows sender and recipients; Cancelar envio asks first, Voltar keeps it, confirming cancels it', async () => {
    const writes = serve();
    renderScreen(<NotificationHistory />, '/admin/acoes?tab=historico-notificacoes');
    const drawer = await openDetails();
    expect(drawer.getByText('Enviada por')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Cancelar envio' }));
    const ask = await screen.findByText('Cancelar o envio agendado de "Revisão de verão"?', {
      selector: '.ant-modal-confirm-title',
    });
    const dialog = ask.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(writes).toEqual([]);
    await userEvent.click(drawer.getByRole('button', { name: 'Cancelar envio' }));
    const again = (
      await screen.findByText('Cancelar o envio agendado de "Revisão de verão"?', {
        selector: '.ant-modal-confirm-title',
      })
    ).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: 'Cancelar envio' }));
    expect(await screen.findByText('Envio agendado cancelado.')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'POST', path: 'communications/admin/notifications/5/cancel/', body: '' },
    ]);
    await waitFor(() => expect(drawer.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument());
  });

  it('Editar opens the push in a form and saves it with PUT', async () => {
    const writes = serve();
    renderScreen(<NotificationHistory />, '/admin/acoes?tab=historico-notificacoes');
    const drawer = await openDetails();
    await userEvent.click(drawer.getByRole('button', { name: 'Editar' }));
    const form = within(await screen.findByRole('form', { name: 'Editar notificação agendada' }));
    expect(form.getByLabelText('Título')).toHaveValue('Revisão de verão');
    await userEvent.clear(form.getByLabelText('Título'));
    await userEvent.type(form.getByLabelText('Título'), 'Revisão de outono');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Notificação agendada atualizada.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe('PUT');
    expect(writes[0]?.path).toBe('communications/admin/notifications/5/');
    expect(JSON.parse(writes[0]?.body ?? '{}')).toMatchObject({
      title: 'Revisão de outono',
      message: 'Mensagem 5',
      priority: 'MEDIUM',
      scheduled_for: '2030-03-01T13:00:00.000Z',
      expires_at: null,
    });
  });
});
