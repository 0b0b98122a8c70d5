import type { Notification } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Form, type FormProps } from 'antd';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { leaveContent, leaveTitle } from '../../../components/unsaved-changes-guard';
import { useScheduledNotificationWrites } from '../api/manage-scheduled-notification';
import {
  type ScheduledPushValues,
  scheduledPushBody,
  scheduledPushValues,
} from '../lib/scheduled-push-values';

const formFields = ['title', 'message', 'priority', 'scheduled_for', 'expires_at'] as const;
const isFormField = (name: string): name is (typeof formFields)[number] =>
  (formFields as readonly string[]).includes(name);

/** The API's `{field: [msgs]}` on the fields it names. */
function fieldErrors(data: unknown) {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([name, errors]) =>
    isFormField(name) && Array.isArray(errors) ? [{ name, errors: errors.map(String) }] : [],
  );
}

/**
 * The edit of a scheduled push: saves through PUT, shows the API's field errors under the fields,
 * and asks before dropping typed changes (docs/product.md §5: nothing typed is lost silently).
 */
export function useScheduledPushEdit(notification: Notification, onClose: () => void) {
  const [form] = Form.useForm<ScheduledPushValues>();
  const { message, modal } = App.useApp();
  const { update } = useScheduledNotificationWrites();
  const [dirty, setDirty] = useState(false);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    update.mutate(
      { id: notification.id, body: scheduledPushBody(values) },
      {
        onSuccess: () => {
          void message.success('Notificação agendada atualizada.');
          onClose();
        },
        onError: async (error) => {
          const errors = error instanceof HTTPError ? fieldErrors(error.data) : [];
          if (errors.length > 0) form.setFields(errors);
          else void message.error(await getErrorMessage(error, 'Não foi possível salvar a notificação.'));
        },
      },
    );
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: leaveTitle,
      content: leaveContent,
      okText: 'Descartar alterações',
      cancelText: 'Continuar editando',
      onOk: onClose,
    });
  };

  return {
    save,
    close,
    saving: update.isPending,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: scheduledPushValues(notification),
      onValuesChange: (changed: Partial<ScheduledPushValues>) => {
        setDirty(true);
        if (changed.set_expiry === false) form.setFieldsValue({ expires_at: undefined });
      },
    } satisfies FormProps<ScheduledPushValues>,
  };
}
