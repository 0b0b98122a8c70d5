import { type UserFormMode, userMessages } from './user-messages';

const ordered: [string, string][] = [
  ['cpf', 'CPF: '],
  ['email', 'Email: '],
  ['password', 'Senha: '],
  ['password_confirm', 'Confirmação de Senha: '],
];

// Creating shows non_field_errors and otherwise its fixed failure (docs/product.md §8); editing
// also names the links and a 403/404's detail, which only an existing user can meet.
const general: Record<UserFormMode, string[]> = {
  create: ['non_field_errors'],
  edit: ['non_field_errors', 'full_name', 'dealership_associated', 'partner', 'detail'],
};
const fallback: Record<UserFormMode, string> = {
  create: userMessages.failed,
  edit: userMessages.updateFailed,
};

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

/** docs/product.md §8: cpf, email, password, password_confirm (prefixed), then the general errors. */
export function userServerErrorMessage(body: unknown, mode: UserFormMode): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const [key, prefix] of ordered) {
      const list = texts(record[key]);
      if (list.length > 0) return `${prefix}${list.join(' ')}`;
    }
    for (const key of general[mode]) {
      const list = texts(record[key]);
      if (list.length > 0) return list.join(' ');
    }
  }
  return fallback[mode];
}
