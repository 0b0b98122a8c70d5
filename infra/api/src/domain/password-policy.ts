import type { UserType } from '@fidelidade/contract/enums';
import { isStaffType, PASSWORD_MESSAGES, passwordLengthProblem } from '@fidelidade/contract/password-policy';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Whether a password is among the ~49 000 most common ones of zxcvbn-ts's list (the passwords seen
 * more than ten times in a corpus of ten million leaked credentials, lower-cased; see
 * docs/architecture.md, libraries). Loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * The first rule a new password breaks, in the order of docs/product.md §5.2 then §5.7 (length,
 * then the staff length, then the common list for back-office accounts); null when it is acceptable.
 */
export function passwordProblem(password: string, userType: UserType): string | null {
  const length = passwordLengthProblem(password, userType);
  if (length) return length;
  return isStaffType(userType) && isCommonPassword(password) ? PASSWORD_MESSAGES.common : null;
}
