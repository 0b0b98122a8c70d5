import {
  toUserPayload,
  type UserFormValues,
  userDefaults,
  userMessages,
  useUserFormCore,
} from '@fidelidade/ui/user-form';
import type { FormProps } from 'antd';
import { useState } from 'react';
import { useCreateUser } from '../api/create-user';

/** Ações → Criar Usuário: the one user form in create mode, POST users/create/, a banner either way. */
export function useUserForm() {
  const core = useUserFormCore('create');
  const { mutate, isPending } = useCreateUser();
  const [created, setCreated] = useState(false);
  const [dirty, setDirty] = useState(false);

  const onFinish = () => {
    const values = core.take();
    if (!values) return;
    setCreated(false);
    mutate(toUserPayload(values), {
      onSuccess: () => {
        core.form.resetFields();
        setDirty(false);
        // The latest outcome wins: a stale check from a click while sending is dropped.
        core.setError(null);
        setCreated(true);
      },
      onError: (error) => core.setError(error.message || userMessages.failed),
      onSettled: core.release,
    });
  };

  const banner = core.error
    ? { type: 'error' as const, text: core.error }
    : created
      ? { type: 'success' as const, text: userMessages.created }
      : null;
  return {
    options: core.options,
    optionsLoading: core.optionsLoading,
    banner,
    closeBanner: () => {
      core.setError(null);
      setCreated(false);
    },
    submitting: isPending,
    dirty,
    formProps: {
      form: core.form,
      layout: 'vertical',
      initialValues: userDefaults,
      onValuesChange: (changed, all) => {
        setDirty(true);
        core.onValuesChange?.(changed, all);
      },
      onFinish,
      onFinishFailed: (info) => {
        setCreated(false);
        core.onFinishFailed?.(info);
      },
    } satisfies FormProps<UserFormValues>,
  };
}
