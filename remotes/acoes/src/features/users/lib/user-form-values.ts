import type { UserBody } from '@fidelidade/contract';
import { MANAGED_USER_TYPES, USER_TYPE_LABELS } from '@fidelidade/contract/enums';

export const userTypeOptions = MANAGED_USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

type InputField =
  | 'cpf'
  | 'email'
  | 'full_name'
  | 'password'
  | 'password_confirm'
  | 'dealership_associated'
  | 'partner';

/** Text and select fields of UserBody: unset until the user fills them, never null in the form. */
type UserFormInputs = { [Field in InputField]?: NonNullable<UserBody[Field]> };

/**
 * The user form's values as antd Form holds them (the CPF still masked); the switches always set;
 * an ATENDENTE's place as one value (lib/counter-place.ts).
 */
export type UserFormValues = UserFormInputs &
  Required<Pick<UserBody, 'user_type' | 'is_staff' | 'is_active' | 'account_for_qr_code_burn'>> & {
    counter_place?: string;
  };

export const userDefaults: UserFormValues = {
  user_type: 'CLIENTE',
  is_staff: false,
  is_active: true,
  account_for_qr_code_burn: false,
};
