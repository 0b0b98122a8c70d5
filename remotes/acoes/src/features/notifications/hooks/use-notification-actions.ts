import type { Notification } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { getErrorMessage, useSession } from '@fidelidade/session';
import { App } from 'antd';
import { useState } from 'react';
import { useScheduledNotificationWrites } from '../api/manage-scheduled-notification';

/**
 * The history's row actions: see a notification, and while it is scheduled edit it or call it off.
 * Cancelling cannot be undone (a new push must be sent instead), so it asks first.
 */
export function useNotificationActions() {
  const user = useSession((state) => state.user);
  const { message, modal } = App.useApp();
  const { cancel } = useScheduledNotificationWrites();
  const [viewing, setViewing] = useState<Notification | null>(null);
  const [editing, setEditing] = useState<Notification | null>(null);

  const confirmCancel = (notification: Notification) =>
    modal.confirm({
      title: `Cancelar o envio agendado de "${notification.title}"?`,
      content: 'A notificação não será enviada. Para enviá-la depois, será preciso criá-la de novo.',
      okText: 'Cancelar envio',
      okButtonProps: { danger: true },
      cancelText: 'Voltar',
      onOk: () =>
        cancel
          .mutateAsync(notification.id)
          .then((cancelled) => {
            setViewing(cancelled);
            void message.success('Envio agendado cancelado.');
          })
          .catch(async (error: unknown) => {
            void message.error(await getErrorMessage(error, 'Não foi possível cancelar o envio.'));
          }),
    });

  return {
    canManage: can(user, 'notifications.send'),
    viewing,
    editing,
    view: setViewing,
    closeView: () => setViewing(null),
    edit: (notification: Notification) => {
      setViewing(null);
      setEditing(notification);
    },
    closeEdit: () => setEditing(null),
    confirmCancel,
  };
}
