import { Form, type FormProps } from 'antd';
import { useRef, useState } from 'react';
import { useUserFormOptions } from './use-user-form-options';
import { type UserFormValues, userDefaults } from './user-form-values';
import { type UserFormMode, userMessages } from './user-messages';
import { validateUser } from './validate-user';

/**
 * What creating and editing a user share: the form, its selects' options, the type rules, the
 * banner's error and a submit guard. `take()` gives the values to send, or null when a check failed
 * (the banner shows the first, docs/product.md §5) or a send is still in flight: the guard is a ref,
 * set synchronously, since react-query's isPending only arrives after a re-render.
 */
export function useUserFormCore(mode: UserFormMode) {
  const [form] = Form.useForm<UserFormValues>();
  const { options, isLoading } = useUserFormOptions();
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const allValues = () => ({ ...userDefaults, ...(form.getFieldsValue(true) as Partial<UserFormValues>) });

  const onValuesChange: FormProps<UserFormValues>['onValuesChange'] = (changed) => {
    // docs/product.md §4: CLIENTE has no QR-code account (an ATENDENTE is the counter without the
    // flag); only DEALERSHIP users get is_staff.
    if (changed.user_type === 'CLIENTE' || changed.user_type === 'ATENDENTE')
      form.setFieldsValue({ account_for_qr_code_burn: false });
    if (changed.user_type && changed.user_type !== 'DEALERSHIP') form.setFieldsValue({ is_staff: false });
  };

  const onFinishFailed: FormProps<UserFormValues>['onFinishFailed'] = ({ errorFields }) => {
    const [first] = validateUser(allValues(), mode);
    // Nothing was sent: show the failed check (e.g. 'Email inválido'), not a server failure.
    const fieldError = errorFields.flatMap((field) => field.errors)[0];
    setError(first?.message ?? fieldError ?? (mode === 'create' ? userMessages.failed : null));
  };

  const take = (): UserFormValues | null => {
    if (busy.current) return null;
    const values = allValues();
    const [first] = validateUser(values, mode);
    if (first) {
      setError(first.message);
      return null;
    }
    busy.current = true;
    setError(null);
    return values;
  };

  return {
    form,
    options,
    optionsLoading: isLoading,
    error,
    setError,
    onValuesChange,
    onFinishFailed,
    take,
    release: () => {
      busy.current = false;
    },
  };
}
