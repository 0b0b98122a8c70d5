// The password rules, one source for the API and every form (docs/product.md §5.2 and §5.7):
// customers (CLIENTE) keep the §5.2 minimum of 6 characters; back-office accounts (ADMIN,
// DEALERSHIP, PARCEIRO, ATENDENTE) need 12 and a password outside the list of common and breached passwords,
// which only the API holds (too large for a browser bundle). No TypeBox here: the UI imports this
// module at run time.
import type { UserType } from './enums.ts';

/** docs/product.md §5.2 rule 5: every account. */
export const PASSWORD_MIN_LENGTH = 6;
/** docs/product.md §5.7: back-office accounts (OWASP ASVS 2.1.1 asks for at least 12). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_MESSAGES = {
  required: 'Senha é obrigatória',
  mismatch: 'As senhas não coincidem',
  short: 'A senha deve ter pelo menos 6 caracteres',
  staffShort: 'Usuários do painel precisam de uma senha com pelo menos 12 caracteres',
  common: 'Esta senha é muito comum ou já apareceu em vazamentos de dados. Escolha outra.',
} as const;

/** The accounts the staff rules apply to: every type that signs in to the back office. */
export function isStaffType(userType: UserType | null | undefined): boolean {
  return (
    userType === 'ADMIN' || userType === 'DEALERSHIP' || userType === 'PARCEIRO' || userType === 'ATENDENTE'
  );
}

/**
 * The length rules of one password, in the order of docs/product.md §5.2 then §5.7: the §5.2
 * minimum, then (back-office accounts) the staff minimum. The common-password rule comes after
 * these and only the API checks it. Null when the length is acceptable.
 */
export function passwordLengthProblem(
  password: string,
  userType: UserType | null | undefined,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.short;
  if (isStaffType(userType) && password.length < STAFF_PASSWORD_MIN_LENGTH)
    return PASSWORD_MESSAGES.staffShort;
  return null;
}
