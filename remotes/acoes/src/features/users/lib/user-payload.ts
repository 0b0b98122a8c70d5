import type { UserBody } from '@fidelidade/contract';
import { onlyDigits } from '@fidelidade/session';
import { counterPlaceFields } from './counter-place';
import type { UserFormValues } from './user-form-values';

/**
 * POST users/create/ body (docs/product.md §7): CPF as digits; email, dealership, partner and an
 * ATENDENTE's place only when they apply.
 */
export function toCreateUserPayload(values: UserFormValues): UserBody {
  const type = values.user_type;
  const payload: UserBody = {
    cpf: onlyDigits(values.cpf),
    full_name: (values.full_name ?? '').trim(),
    user_type: type,
    password: values.password ?? '',
    password_confirm: values.password_confirm ?? '',
    is_staff: type === 'DEALERSHIP' && values.is_staff,
    is_active: values.is_active,
    account_for_qr_code_burn: type !== 'CLIENTE' && type !== 'ATENDENTE' && values.account_for_qr_code_burn,
  };
  const email = values.email?.trim();
  if (email) payload.email = email;
  if (type === 'DEALERSHIP' && values.dealership_associated)
    payload.dealership_associated = values.dealership_associated;
  if (type === 'PARCEIRO' && values.partner) payload.partner = values.partner;
  if (type === 'ATENDENTE') Object.assign(payload, counterPlaceFields(values.counter_place));
  return payload;
}
