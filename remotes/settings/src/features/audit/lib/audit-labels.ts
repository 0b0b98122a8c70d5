import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPE_LABELS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
  USER_TYPE_LABELS,
  USER_TYPES,
  type UserType,
} from '@fidelidade/contract/enums';

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTargetType = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

/** pt-BR label of an action; an unknown one (a newer API) is shown as sent. */
export const actionLabel = (action: string) => (isAction(action) ? AUDIT_ACTION_LABELS[action] : action);

export const targetTypeLabel = (type: string) => (isTargetType(type) ? AUDIT_TARGET_TYPE_LABELS[type] : type);

export const roleLabel = (role: string) => (isUserType(role) ? USER_TYPE_LABELS[role] : role);

/** 'Oferta #12', or just the type when the write had no single target. */
export const targetLabel = (type: string, id: string | null) =>
  id ? `${targetTypeLabel(type)} #${id}` : targetTypeLabel(type);

export const actionOptions = [
  { value: '', label: 'Todas' },
  ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
];

export const targetTypeOptions = [
  { value: '', label: 'Todos' },
  ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: AUDIT_TARGET_TYPE_LABELS[value] })),
];
