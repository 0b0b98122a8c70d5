import { Form, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useSubmitLock } from '../../../hooks/use-submit-lock';
import { useCreateUser } from '../api/create-user';
import { useUserFormOptions } from '../api/get-form-options';
import { type UserFormValues, userDefaults } from '../lib/user-form-values';
import { userMessages } from '../lib/user-messages';
import { toCreateUserPayload } from '../lib/user-payload';
import { validateUser } from '../lib/validate-user';

type Banner = { type: 'error' | 'success'; text: string } | null;

/** A rule that reports this field's failed check of docs/product.md §5, so fields and banner agree. */
export const userCheckRule =
  (field: keyof UserFormValues): Rule =>
  ({ getFieldsValue }) => ({
    validator() {
      const values = { ...userDefaults, ...(getFieldsValue(true) as Partial<UserFormValues>) };
      const check = validateUser(values).find((item) => item.field === field);
      return check ? Promise.reject(new Error(check.message)) : Promise.resolve();
    },
  });

export function useUserForm() {
  const [form] = Form.useForm<UserFormValues>();
  const { options, isLoading } = useUserFormOptions();
  const { mutate, isPending } = useCreateUser();
  const lock = useSubmitLock();
  const [banner, setBanner] = useState<Banner>(null);
  const [dirty, setDirty] = useState(false);

  const onValuesChange: FormProps<UserFormValues>['onValuesChange'] = (changed) => {
    setDirty(true);
    // docs/product.md §4: CLIENTE has no QR-code account (an ATENDENTE is the counter without the
    // flag); only DEALERSHIP users get is_staff.
    if (changed.user_type === 'CLIENTE' || changed.user_type === 'ATENDENTE')
      form.setFieldsValue({ account_for_qr_code_burn: false });
    if (changed.user_type && changed.user_type !== 'DEALERSHIP') form.setFieldsValue({ is_staff: false });
  };

  const onFinishFailed: FormProps<UserFormValues>['onFinishFailed'] = ({ errorFields }) => {
    const values = { ...userDefaults, ...(form.getFieldsValue(true) as Partial<UserFormValues>) };
    const [first] = validateUser(values);
    // Nothing was sent: show the failed check (e.g. 'Email inválido'), not the create failure.
    const fieldError = errorFields.flatMap((field) => field.errors)[0];
    setBanner({ type: 'error', text: first?.message ?? fieldError ?? userMessages.failed });
  };

  const onFinish = (values: UserFormValues) => {
    if (!lock.take()) return;
    const all = { ...userDefaults, ...values };
    const [first] = validateUser(all);
    if (first) {
      lock.release();
      setBanner({ type: 'error', text: first.message });
      return;
    }
    setBanner(null);
    mutate(toCreateUserPayload(all), {
      onSuccess: () => {
        form.resetFields();
        setDirty(false);
        setBanner({ type: 'success', text: userMessages.created });
      },
      onError: (error) => setBanner({ type: 'error', text: error.message || userMessages.failed }),
      onSettled: lock.release,
    });
  };

  return {
    options,
    optionsLoading: isLoading,
    banner,
    closeBanner: () => setBanner(null),
    submitting: isPending,
    dirty,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: userDefaults,
      onValuesChange,
      onFinish,
      onFinishFailed,
    } satisfies FormProps<UserFormValues>,
  };
}
