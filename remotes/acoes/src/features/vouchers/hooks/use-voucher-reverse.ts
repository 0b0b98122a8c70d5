import type { VoucherDetail } from '@fidelidade/contract';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useSubmitLock } from '../../../hooks/use-submit-lock';
import { useReverseVoucherUse } from '../api/reverse-voucher-use';
import { readRefusal } from '../lib/api-error';
import { voucherMessages } from '../lib/voucher-messages';

/**
 * 'Estornar uso' of the voucher on the counter, with its mandatory reason: the reason's refusal goes
 * under its field; any other (the window is over, not used, another store's) stays in the dialog
 * in the API's words, and the card is read again (the voucher may have changed).
 */
export function useVoucherReverse(voucher: VoucherDetail, refresh: () => void, onDone: () => void) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const reverse = useReverseVoucherUse();
  const lock = useSubmitLock();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = (values: { reason: string }) => {
    if (!lock.take()) return;
    setRefusal(null);
    reverse.mutate(
      { voucher_code: voucher.voucher_code, reason: values.reason.trim() },
      {
        onSuccess: () => {
          void message.success(voucherMessages.reversed);
          onDone();
        },
        onError: (error) => {
          const { status, detail, fields } = readRefusal(error);
          if (fields.reason) {
            form.setFields([{ name: 'reason', errors: fields.reason }]);
            return;
          }
          setRefusal(detail ?? Object.values(fields).flat()[0] ?? voucherMessages.reverseFailed);
          if (status === 400 && detail) refresh();
        },
        onSettled: lock.release,
      },
    );
  };

  return {
    refusal,
    submitting: reverse.isPending,
    formProps: { form, layout: 'vertical' as const, initialValues: { reason: '' }, onFinish },
  };
}
