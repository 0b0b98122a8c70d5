import type { ManagedUser } from '@fidelidade/contract';
import {
  toFormValues,
  toUserPayload,
  type UserFormValues,
  userMessages,
  useUserFormCore,
} from '@fidelidade/ui/user-form';
import { App, type FormProps } from 'antd';
import { useUpdateUser } from '../api/update-user';

/** Configurações → Usuários → Editar: the one user form in edit mode, PUT users/{id}/. */
export function useUserEditForm(user: ManagedUser, onSaved: () => void) {
  const { message } = App.useApp();
  const core = useUserFormCore('edit');
  const { mutate, isPending } = useUpdateUser();

  const onFinish = () => {
    const values = core.take();
    if (!values) return;
    mutate(
      { id: user.id, payload: toUserPayload(values, user) },
      {
        onSuccess: () => {
          message.success(userMessages.updated);
          onSaved();
        },
        // The form keeps what was typed: only the banner changes.
        onError: (failure) => core.setError(failure.message || userMessages.updateFailed),
        onSettled: core.release,
      },
    );
  };

  return {
    options: core.options,
    optionsLoading: core.optionsLoading,
    error: core.error,
    closeError: () => core.setError(null),
    submitting: isPending,
    formProps: {
      form: core.form,
      layout: 'vertical',
      initialValues: toFormValues(user),
      onValuesChange: core.onValuesChange,
      onFinish,
      onFinishFailed: core.onFinishFailed,
    } satisfies FormProps<UserFormValues>,
  };
}
