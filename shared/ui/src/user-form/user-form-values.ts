import type { ManagedUser, UserBody } from '@fidelidade/contract';
import { MANAGED_USER_TYPES, type ManagedUserType, USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatCpf, onlyDigits } from '@fidelidade/session';
import { counterPlaceFields, counterPlaceOf } from './counter-place';

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
 * an ATENDENTE's place as one value (counter-place.ts).
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

const isManagedType = (type: string): type is ManagedUserType =>
  (MANAGED_USER_TYPES as readonly string[]).includes(type);

/** A user as the edit form starts: everything but the password (blank keeps the current one). */
export function toFormValues(user: ManagedUser): UserFormValues {
  const values: UserFormValues = {
    cpf: formatCpf(user.cpf),
    full_name: user.full_name,
    user_type: isManagedType(user.user_type) ? user.user_type : 'CLIENTE',
    is_staff: user.is_staff,
    is_active: user.is_active,
    account_for_qr_code_burn: user.account_for_qr_code_burn,
  };
  if (user.email) values.email = user.email;
  if (user.dealership_associated !== null) values.dealership_associated = user.dealership_associated;
  if (user.partner !== null) values.partner = user.partner;
  const place = user.user_type === 'ATENDENTE' ? counterPlaceOf(user) : undefined;
  if (place) values.counter_place = place;
  return values;
}

/**
 * POST users/create/ and PUT users/{id}/ body (docs/product.md §7): CPF as digits; email,
 * dealership, partner and an ATENDENTE's place only when they apply. Editing (`current` given)
 * sends the password only when typed, and a customer keeps the dealership it belongs to: the form
 * has no field for it, and the PUT replaces every field.
 */
export function toUserPayload(values: UserFormValues, current?: ManagedUser): UserBody {
  const type = values.user_type;
  const payload: UserBody = {
    cpf: onlyDigits(values.cpf),
    full_name: (values.full_name ?? '').trim(),
    user_type: type,
    is_staff: type === 'DEALERSHIP' && values.is_staff,
    is_active: values.is_active,
    account_for_qr_code_burn: type !== 'CLIENTE' && type !== 'ATENDENTE' && values.account_for_qr_code_burn,
  };
  const email = values.email?.trim();
  if (email) payload.email = email;
  if (!current || values.password || values.password_confirm) {
    payload.password = values.password ?? '';
    payload.password_confirm = values.password_confirm ?? '';
  }
  if (type === 'DEALERSHIP' && values.dealership_associated)
    payload.dealership_associated = values.dealership_associated;
  if (type === 'CLIENTE' && current && current.dealership_associated !== null)
    payload.dealership_associated = current.dealership_associated;
  if (type === 'PARCEIRO' && values.partner) payload.partner = values.partner;
  if (type === 'ATENDENTE') Object.assign(payload, counterPlaceFields(values.counter_place));
  return payload;
}
