import { onlyDigits } from '@fidelidade/session';
import type { NewUserType, UserFormValues } from './user-form-values';

export interface CreateUserPayload {
  cpf: string;
  email?: string;
  full_name: string;
  user_type: NewUserType;
  password: string;
  password_confirm: string;
  is_staff: boolean;
  is_active: boolean;
  account_for_qr_code_burn: boolean;
  dealership_associated?: number;
  partner?: number;
}

/** POST users/create/ body (SPEC §7): CPF as digits; email, dealership and partner only when they apply. */
export function toCreateUserPayload(values: UserFormValues): CreateUserPayload {
  const type = values.user_type;
  const payload: CreateUserPayload = {
    cpf: onlyDigits(values.cpf),
    full_name: (values.full_name ?? '').trim(),
    user_type: type,
    password: values.password ?? '',
    password_confirm: values.password_confirm ?? '',
    is_staff: type === 'DEALERSHIP' && values.is_staff,
    is_active: values.is_active,
    account_for_qr_code_burn: type !== 'CLIENTE' && values.account_for_qr_code_burn,
  };
  const email = values.email?.trim();
  if (email) payload.email = email;
  if (type === 'DEALERSHIP' && values.dealership_associated)
    payload.dealership_associated = values.dealership_associated;
  if (type === 'PARCEIRO' && values.partner) payload.partner = values.partner;
  return payload;
}
