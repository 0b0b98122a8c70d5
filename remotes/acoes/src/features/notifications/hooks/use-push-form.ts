import type { SendPushBody, SendPushResponse } from '@fidelidade/contract';
import { useSession } from '@fidelidade/session';
import { Form, type FormProps } from 'antd';
import { useState } from 'react';
import { useSubmitLock } from '../../../hooks/use-submit-lock';
import { PUSH_FORM_FIELDS, PushSendError, useSendPushNotification } from '../api/send-push-notification';
import { type PushFormValues, pushDefaults, toPushPayload } from '../lib/push-payload';
import { usePushConfirmation } from './use-push-confirmation';

export type PushOutcome =
  | { kind: 'sent'; result: SendPushResponse }
  | { kind: 'failed'; detail: string }
  | null;

export function usePushForm() {
  const [form] = Form.useForm<PushFormValues>();
  const user = useSession((state) => state.user);
  const { mutate, isPending } = useSendPushNotification();
  const lock = useSubmitLock();
  const [outcome, setOutcome] = useState<PushOutcome>(null);
  const [dirty, setDirty] = useState(false);
  const confirm = usePushConfirmation();
  // Counting the recipients before the send: the button already says it is busy.
  const [checking, setChecking] = useState(false);

  const onValuesChange: FormProps<PushFormValues>['onValuesChange'] = (changed) => {
    setDirty(true);
    // docs/product.md §2.8: turning a toggle off clears its date.
    if (changed.schedule === false) form.setFieldsValue({ scheduled_for: undefined });
    if (changed.set_expiry === false) form.setFieldsValue({ expires_at: undefined });
    if (changed.recipients === 'all') form.setFieldsValue({ audience_id: undefined });
  };

  const send = (payload: SendPushBody) =>
    new Promise<void>((done) => {
      mutate(payload, {
        onSuccess: (result) => {
          form.resetFields();
          setDirty(false);
          setOutcome({ kind: 'sent', result });
        },
        onError: (error) => {
          // Field refusals go under their fields (docs/product.md §5), the rest in the outcome alert.
          if (error instanceof PushSendError)
            form.setFields(
              PUSH_FORM_FIELDS.filter((name) => error.fields[name]).map((name) => ({
                name,
                errors: error.fields[name],
              })),
            );
          setOutcome({
            kind: 'failed',
            detail: error instanceof PushSendError ? error.detail : error.message,
          });
        },
        onSettled: () => {
          lock.release();
          done();
        },
      });
    });

  const onFinish = (values: PushFormValues) => {
    if (!lock.take()) return;
    setOutcome(null);
    const payload = toPushPayload({ ...pushDefaults, ...values }, user);
    setChecking(true);
    void confirm(
      Boolean(payload.scheduled_for),
      () => send(payload),
      lock.release,
      payload.audience_id ?? undefined,
    ).finally(() => setChecking(false));
  };

  return {
    user,
    outcome,
    submitting: isPending || checking,
    dirty,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: pushDefaults,
      onValuesChange,
      onFinish,
    } satisfies FormProps<PushFormValues>,
  };
}
