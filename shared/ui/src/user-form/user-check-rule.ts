import type { Rule } from 'antd/es/form';
import { type UserFormValues, userDefaults } from './user-form-values';
import type { UserFormMode } from './user-messages';
import { validateUser } from './validate-user';

/** A rule that reports this field's failed check of docs/product.md §5, so fields and banner agree. */
export const userCheckRule =
  (field: keyof UserFormValues, mode: UserFormMode): Rule =>
  ({ getFieldsValue }) => ({
    validator() {
      const values = { ...userDefaults, ...(getFieldsValue(true) as Partial<UserFormValues>) };
      const check = validateUser(values, mode).find((item) => item.field === field);
      return check ? Promise.reject(new Error(check.message)) : Promise.resolve();
    },
  });
