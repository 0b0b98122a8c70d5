import { usersScreenMessages } from './user-messages';

// Copied from remotes/acoes/src/features/users/lib/user-server-error.ts (remotes may not import each
// other); the fallback names the update instead of the creation. `detail` (403/404) comes last.
const ordered: [string, string][] = [
  ['cpf', 'CPF: '],
  ['email', 'Email: '],
  ['password', 'Senha: '],
  ['password_confirm', 'Confirmação de Senha: '],
];

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

/** docs/product.md §8: cpf, email, password, password_confirm (prefixed), then the general errors. */
export function userServerErrorMessage(body: unknown, fallback: string = usersScreenMessages.updateFailed) {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const [key, prefix] of ordered) {
      const list = texts(record[key]);
      if (list.length > 0) return `${prefix}${list.join(' ')}`;
    }
    for (const key of ['non_field_errors', 'full_name', 'dealership_associated', 'partner', 'detail']) {
      const list = texts(record[key]);
      if (list.length > 0) return list.join(' ');
    }
  }
  return fallback;
}
