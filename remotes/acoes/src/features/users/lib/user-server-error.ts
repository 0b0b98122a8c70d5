import { userMessages } from './user-messages';

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

/** docs/product.md §8: cpf, email, password, password_confirm (prefixed), then non_field_errors, else the fallback. */
export function userServerErrorMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const [key, prefix] of ordered) {
      const list = texts(record[key]);
      if (list.length > 0) return `${prefix}${list.join(' ')}`;
    }
    const general = texts(record.non_field_errors);
    if (general.length > 0) return general.join(' ');
  }
  return userMessages.failed;
}
