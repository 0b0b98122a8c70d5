import type { ManagedUserType } from '@fidelidade/contract/enums';
import { PASSWORD_MESSAGES } from '@fidelidade/contract/password-policy';
import { isValidCpf } from './cpf.ts';
import { passwordProblem } from './password-policy.ts';

/** Messages of the user form (docs/product.md §5), returned as DRF field errors. */
export const USER_MESSAGES = {
  cpfRequired: 'CPF é obrigatório',
  cpfLength: 'CPF deve ter 11 dígitos',
  cpfInvalid: 'CPF inválido.',
  cpfTaken: 'Já existe um usuário com este CPF.',
  emailInvalid: 'Insira um endereço de email válido.',
  emailTaken: 'Já existe um usuário com este email.',
  nameRequired: 'Nome completo é obrigatório',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordMismatch: PASSWORD_MESSAGES.mismatch,
  passwordShort: PASSWORD_MESSAGES.short,
  dealershipRequired: 'Concessionária é obrigatória para usuários do tipo Concessionária',
  partnerRequired: 'Parceiro é obrigatório para usuários do tipo Parceiro',
  counterPlaceRequired: 'Concessionária ou loja é obrigatória para usuários do tipo Atendente',
  counterPlaceBoth: 'Um atendente atende em uma concessionária ou em uma loja, não nas duas',
  unknownId: (id: number | string) => `Pk inválido "${id}" - objeto não existe.`,
} as const;

export type { ManagedUserType } from '@fidelidade/contract/enums';

export interface UserInput {
  cpf?: string | null | undefined;
  email?: string | null | undefined;
  full_name?: string | null | undefined;
  user_type: ManagedUserType;
  password?: string | null | undefined;
  password_confirm?: string | null | undefined;
  is_staff?: boolean | undefined;
  is_active?: boolean | undefined;
  account_for_qr_code_burn?: boolean | undefined;
  dealership_associated?: number | null | undefined;
  partner?: number | null | undefined;
  partner_location?: number | null | undefined;
}

/** Normalised values ready to store (password still in clear; hashed by the caller). */
export interface UserValues {
  cpf: string;
  email: string | null;
  fullName: string;
  userType: ManagedUserType;
  password: string | null;
  isStaff: boolean;
  isActive: boolean;
  accountForQrCodeBurn: boolean;
  dealershipId: number | null;
  partnerId: number | null;
  /** An ATENDENTE's partner store. */
  partnerLocationId: number | null;
}

export type FieldErrors = Record<string, string[]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function addError(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/**
 * The user form rules in the order of docs/product.md §5.2 (CPF, full name, password, confirmation, length, dealership,
 * partner) then §5.7 (a back-office account's password: 12 characters, not a common one), plus the
 * CPF check digits and the email format. Every failing field is reported, first failing rule per
 * field. `passwordRequired` is false on update (blank keeps the current password).
 */
export function checkUserInput(
  input: UserInput,
  passwordRequired: boolean,
): { errors: FieldErrors; values: UserValues } {
  const errors: FieldErrors = {};
  const cpf = (input.cpf ?? '').trim().replace(/[.\-\s]/g, '');
  if (cpf === '') addError(errors, 'cpf', USER_MESSAGES.cpfRequired);
  else if (!/^\d{11}$/.test(cpf)) addError(errors, 'cpf', USER_MESSAGES.cpfLength);
  else if (!isValidCpf(cpf)) addError(errors, 'cpf', USER_MESSAGES.cpfInvalid);

  const email = (input.email ?? '').trim().toLowerCase();
  if (email !== '' && !EMAIL.test(email)) addError(errors, 'email', USER_MESSAGES.emailInvalid);

  const fullName = (input.full_name ?? '').trim();
  if (fullName === '') addError(errors, 'full_name', USER_MESSAGES.nameRequired);

  const password = input.password ?? '';
  const confirm = input.password_confirm ?? '';
  const changesPassword = passwordRequired || password !== '' || confirm !== '';
  if (changesPassword) {
    if (password === '') addError(errors, 'password', USER_MESSAGES.passwordRequired);
    else {
      if (password !== confirm) addError(errors, 'password_confirm', USER_MESSAGES.passwordMismatch);
      const problem = passwordProblem(password, input.user_type);
      if (problem) addError(errors, 'password', problem);
    }
  }

  const type = input.user_type;
  const dealershipId = input.dealership_associated ?? null;
  const partnerId = input.partner ?? null;
  const partnerLocationId = input.partner_location ?? null;
  if (type === 'DEALERSHIP' && dealershipId === null)
    addError(errors, 'dealership_associated', USER_MESSAGES.dealershipRequired);
  if (type === 'PARCEIRO' && partnerId === null) addError(errors, 'partner', USER_MESSAGES.partnerRequired);
  // The counter clerk serves one place: a dealership or a partner store (docs/product.md §6).
  if (type === 'ATENDENTE' && dealershipId === null && partnerLocationId === null)
    addError(errors, 'partner_location', USER_MESSAGES.counterPlaceRequired);
  if (type === 'ATENDENTE' && dealershipId !== null && partnerLocationId !== null)
    addError(errors, 'partner_location', USER_MESSAGES.counterPlaceBoth);

  return {
    errors,
    values: {
      cpf,
      email: email === '' ? null : email,
      fullName,
      userType: type,
      password: changesPassword ? password : null,
      // is_staff (back-office access) only exists for DEALERSHIP users; QR-code burning never for
      // customers, and an ATENDENTE is the counter without the flag.
      isStaff: type === 'DEALERSHIP' && (input.is_staff ?? false),
      isActive: input.is_active ?? true,
      accountForQrCodeBurn:
        type !== 'CLIENTE' && type !== 'ATENDENTE' && (input.account_for_qr_code_burn ?? false),
      // Customers and dealership users belong to a dealership; partner users to a partner; an
      // ATENDENTE to its dealership or its store.
      dealershipId: type === 'PARCEIRO' ? null : dealershipId,
      partnerId: type === 'PARCEIRO' ? partnerId : null,
      partnerLocationId: type === 'ATENDENTE' ? partnerLocationId : null,
    },
  };
}

/** Orders error keys like the form checks them (the client reads cpf, email, password, ... in order). */
export function orderedErrors(errors: FieldErrors): FieldErrors {
  const order = [
    'cpf',
    'email',
    'full_name',
    'password',
    'password_confirm',
    'dealership_associated',
    'partner',
    'partner_location',
  ];
  const out: FieldErrors = {};
  for (const key of order) if (errors[key]) out[key] = errors[key];
  for (const [key, value] of Object.entries(errors)) if (!out[key]) out[key] = value;
  return out;
}

/** The unique constraint a database error violated, if it is a unique violation (23505). */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}
