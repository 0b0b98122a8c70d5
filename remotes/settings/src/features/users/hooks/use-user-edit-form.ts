import type { ManagedUser } from '@fidelidade/contract';
import { App, Form, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, useState } from 'react';
import { useUserFormOptions } from '../api/get-form-options';
import { useUpdateUser } from '../api/update-user';
import {
  toFormValues,
  toUpdateUserPayload,
  type UserFormValues,
  userDefaults,
} from '../lib/user-form-values';
import { usersScreenMessages } from '../lib/user-messages';
import { validateUserEdit } from '../lib/validate-user';

/** A rule that reports this field's failed check of docs/product.md §5.2, so fields and banner agree. */
export const userCheckRule =
  (field: keyof UserFormValues): Rule =>
  ({ getFieldsValue }) => ({
    validator() {
      const values = { ...userDefaults, ...(getFieldsValue(true) as Partial<UserFormValues>) };
      const check = validateUserEdit(values).find((item) => item.field === field);
      return check ? Promise.reject(new Error(check.message)) : Promise.resolve();
    },
  });

/** The Editar form of the users screen: the creation form's rules and banner, PUT users/{id}/. */
export function useUserEditForm(user: ManagedUser, onSaved: () => void) {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const { options, isLoading } = useUserFormOptions(true);
  const { mutate, isPending } = useUpdateUser();
  // Set synchronously: a second click lands before react-query re-renders with isPending.
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const allValues = () => ({ ...userDefaults, ...(form.getFieldsValue(true) as Partial<UserFormValues>) });

  const onValuesChange: FormProps<UserFormValues>['onValuesChange'] = (changed) => {
    // docs/product.md §4: CLIENTE has no QR-code account (an ATENDENTE is the counter without the
    // flag); only DEALERSHIP users get is_staff.
    if (changed.user_type === 'CLIENTE' || changed.user_type === 'ATENDENTE')
      form.setFieldsValue({ account_for_qr_code_burn: false });
    if (changed.user_type && changed.user_type !== 'DEALERSHIP') form.setFieldsValue({ is_staff: false });
  };

  const onFinishFailed: FormProps<UserFormValues>['onFinishFailed'] = ({ errorFields }) => {
    const [first] = validateUserEdit(allValues());
    // Nothing was sent: show the failed check (e.g. 'Email inválido'), not the update failure.
    setError(first?.message ?? errorFields.flatMap((field) => field.errors)[0] ?? null);
  };

  const onFinish = () => {
    if (busy.current) return;
    const values = allValues();
    const [first] = validateUserEdit(values);
    if (first) {
      setError(first.message);
      return;
    }
    busy.current = true;
    setError(null);
    mutate(
      { id: user.id, payload: toUpdateUserPayload(values, user) },
      {
        onSuccess: () => {
          message.success(usersScreenMessages.updated);
          onSaved();
        },
        // The form keeps what was typed: only the banner changes.
        onError: (failure) => setError(failure.message || usersScreenMessages.updateFailed),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return {
    options,
    optionsLoading: isLoading,
    error,
    closeError: () => setError(null),
    submitting: isPending,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: toFormValues(user),
      onValuesChange,
      onFinish,
      onFinishFailed,
    } satisfies FormProps<UserFormValues>,
  };
}
