import type { Voucher } from '@fidelidade/contract';
import { formatNumber, getErrorMessage } from '@fidelidade/session';
import { App, Form } from 'antd';
import { useRef, useState } from 'react';
import { useCancelRedemption } from '../api/cancel-redemption';
import { apiErrorBody, fieldErrorsOf } from '../lib/api-error-body';
import { cancelMessages } from '../lib/cancel-redemption';

/**
 * Sends the cancellation with its reason (trimmed): the reason's refusal goes under its field, any
 * other (used meanwhile, already cancelled, another store's) stays in the dialog in the API's words.
 */
export function useCancelRedemptionForm(customerId: number, voucher: Voucher, onDone: () => void) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const cancel = useCancelRedemption(customerId);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set synchronously: a second click or Enter lands before react-query re-renders with isPending.
  const busy = useRef(false);

  const onFinish = (values: { reason: string }) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    cancel.mutate(
      { voucherId: voucher.id, reason: values.reason.trim() },
      {
        onSettled: () => {
          busy.current = false;
        },
        onSuccess: () => {
          void message.success(cancelMessages.done(formatNumber(voucher.points_spent)));
          onDone();
        },
        onError: async (error) => {
          const fieldErrors = fieldErrorsOf(apiErrorBody(error), ['reason'] as const);
          if (fieldErrors.length > 0) {
            form.setFields(fieldErrors);
            return;
          }
          setRefusal(await getErrorMessage(error, cancelMessages.failed));
        },
      },
    );
  };

  return {
    refusal,
    submitting: cancel.isPending,
    formProps: { form, layout: 'vertical' as const, initialValues: { reason: '' }, onFinish },
  };
}
