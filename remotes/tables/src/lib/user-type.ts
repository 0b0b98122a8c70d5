import { USER_TYPE_LABELS, USER_TYPES, type UserType } from '@fidelidade/contract/enums';

const isUserType = (type: string): type is UserType => (USER_TYPES as readonly string[]).includes(type);

/** Portuguese label of a user type; an unknown type is shown as sent. */
export function userTypeLabel(type: string | null | undefined): string {
  if (!type) return '—';
  return isUserType(type) ? USER_TYPE_LABELS[type] : type;
}
