import type { VoucherDetail } from '@fidelidade/contract';
import { formatCurrencyBRL, useSession } from '@fidelidade/session';
import { numberOf } from '@fidelidade/ui/number-input';
import { App, Form, type FormProps } from 'antd';
import { useState } from 'react';
import { useSubmitLock } from '../../../hooks/use-submit-lock';
import { useBurnVoucher } from '../api/burn-voucher';
import { readRefusal } from '../lib/api-error';
import { type BurnFormValues, toBurnBody } from '../lib/burn-body';
import { voucherMessages } from '../lib/voucher-messages';

/** The form's own fields: a field error the API names goes under that field. */
const formFields = ['purchase_value', 'reference_code'] as const;
const isFormField = (name: string): name is (typeof formFields)[number] =>
  (formFields as readonly string[]).includes(name);

/**
 * 'Confirmar uso' for the voucher on the counter: a burn cannot be undone here, so it asks first,
 * naming the voucher, the customer and the value typed. A refusal keeps what was typed and shows
 * the API's words (already used: when and by whom; another store's voucher); after a refusal that
 * may mean the voucher changed, `refresh` asks the counter to read it again.
 */
export function useVoucherBurn(voucher: VoucherDetail, refresh: () => void) {
  const [form] = Form.useForm<BurnFormValues>();
  const user = useSession((state) => state.user);
  const { message, modal } = App.useApp();
  const burn = useBurnVoucher();
  const lock = useSubmitLock();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (values: BurnFormValues) =>
    new Promise<void>((done) => {
      setRefusal(null);
      burn.mutate(toBurnBody(voucher.voucher_code, values, user), {
        onSuccess: () => void message.success(voucherMessages.used),
        onError: (error) => {
          const { status, detail, fields } = readRefusal(error);
          const entries = Object.entries(fields);
          form.setFields(entries.flatMap(([name, errors]) => (isFormField(name) ? [{ name, errors }] : [])));
          const others = entries.filter(([name]) => !isFormField(name)).flatMap(([, errors]) => errors);
          if (detail || others.length > 0 || entries.length === 0)
            setRefusal(detail ?? others[0] ?? voucherMessages.useFailed);
          // Used meanwhile, or out of reach: the card should show what the server now says.
          if (status === 400 && detail) refresh();
        },
        onSettled: () => {
          lock.release();
          done();
        },
      });
    });

  const onFinish = (values: BurnFormValues) => {
    if (!lock.take()) return;
    const value = numberOf(values.purchase_value);
    modal.confirm({
      title: voucherMessages.confirmTitle(voucher.voucher_code, voucher.user_name),
      content: `${value === null ? voucherMessages.confirmNoValue : voucherMessages.confirmValue(formatCurrencyBRL(value))} ${voucherMessages.confirmIrreversible}`,
      okText: voucherMessages.confirm,
      cancelText: voucherMessages.back,
      onOk: () => send(values),
      onCancel: lock.release,
    });
  };

  return {
    refusal,
    submitting: burn.isPending,
    formProps: { form, layout: 'vertical', onFinish } satisfies FormProps<BurnFormValues>,
  };
}
