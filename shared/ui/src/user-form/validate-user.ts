import {
  isStaffType,
  PASSWORD_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@fidelidade/contract/password-policy';
import { isValidCpf, onlyDigits } from '@fidelidade/session';
import type { UserFormValues } from './user-form-values';
import { passwordMinLength, type UserFormMode, userMessages } from './user-messages';

/** Field and message of one failed check. */
export interface UserCheck {
  field: keyof UserFormValues;
  message: string;
}

export function cpfProblem(cpf: string | undefined): string | null {
  const digits = onlyDigits(cpf);
  if (digits === '') return userMessages.cpfRequired;
  if (digits.length !== 11) return userMessages.cpfLength;
  if (!isValidCpf(digits)) return userMessages.cpfInvalid;
  return null;
}

/**
 * Every failed check in the order of docs/product.md §5 (the banner shows the first one; each field
 * shows its own under it). Editing follows the API's rule for PUT users/{id}/: the password checks
 * run only when a password or its confirmation was typed, since a blank one keeps the current one.
 */
export function validateUser(values: UserFormValues, mode: UserFormMode): UserCheck[] {
  const checks: UserCheck[] = [];
  const cpf = cpfProblem(values.cpf);
  if (cpf) checks.push({ field: 'cpf', message: cpf });
  if (!values.full_name?.trim()) checks.push({ field: 'full_name', message: userMessages.fullName });
  const password = values.password ?? '';
  const confirm = values.password_confirm ?? '';
  if (mode === 'create' || password !== '' || confirm !== '') {
    if (password === '') checks.push({ field: 'password', message: userMessages.password });
    else if (password !== confirm)
      checks.push({ field: 'password_confirm', message: userMessages.passwordMismatch });
    else if (password.length < passwordMinLength)
      checks.push({ field: 'password', message: userMessages.passwordLength });
  }
  if (values.user_type === 'DEALERSHIP' && !values.dealership_associated)
    checks.push({ field: 'dealership_associated', message: userMessages.dealership });
  if (values.user_type === 'PARCEIRO' && !values.partner)
    checks.push({ field: 'partner', message: userMessages.partner });
  if (values.user_type === 'ATENDENTE' && !values.counter_place)
    checks.push({ field: 'counter_place', message: userMessages.counterPlace });
  // docs/product.md §5.7, after the seven rules: a back-office account needs 12 characters (the
  // common-password list is the API's, its answer shows under the field).
  const passwordChecked = !checks.some(
    (check) => check.field === 'password' || check.field === 'password_confirm',
  );
  if (
    password !== '' &&
    passwordChecked &&
    isStaffType(values.user_type) &&
    password.length < STAFF_PASSWORD_MIN_LENGTH
  )
    checks.push({ field: 'password', message: PASSWORD_MESSAGES.staffShort });
  return checks;
}
