import { isDeepStrictEqual } from 'node:util';
import { maskCpf, maskCpfsInText } from '@fidelidade/contract/cpf';

/** One changed field: its value before and after the write (null when it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}
export type FieldChanges = Record<string, FieldChange>;

/**
 * Field names whose values never reach the audit log, at any depth: passwords and their hashes,
 * session tokens, API keys and secrets of ERP configs (docs/security.md, audit log).
 */
const SECRET_FIELD =
  /pass(word|wd)|senha|hash|token|secret|api_?key|private_?key|credential|^refresh$|^access$/i;

/** Bookkeeping that changes on every write and says nothing about what the user changed. */
const NOISE_FIELDS = new Set(['created_at', 'updated_at']);

/** `scheme://user:password@host` → `scheme://***@host`: credentials inside a URL are secrets too. */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;

/** Fields holding a CPF: recorded masked, like every list shows it (docs/security.md, LGPD). */
const CPF_FIELD = /(^|_)cpf$/i;

const maskedCpfField = (value: string) => (/^X\d{10}$/.test(value) ? value : maskCpf(value));

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** A JSON-shaped copy of `value` without secret fields and URL credentials, its CPFs masked. */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return maskCpfsInText(value.replace(URL_CREDENTIALS, '$1***@'));
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object' && value !== null) {
    const clean: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value))
      if (!isSecretField(key) && field !== undefined)
        clean[key] =
          CPF_FIELD.test(key) && typeof field === 'string' ? maskedCpfField(field) : withoutSecrets(field);
    return clean;
  }
  return value;
}

/**
 * The fields that differ between two snapshots of a record (API JSON, snake_case), each with its
 * value before and after; `null` for a snapshot that does not exist (a create has no before, a
 * delete no after). Secret fields are left out whether or not they changed, and so are the
 * created/updated timestamps.
 */
export function diffFields(before: object | null, after: object | null): FieldChanges {
  const old = (withoutSecrets(before ?? {}) ?? {}) as Record<string, unknown>;
  const next = (withoutSecrets(after ?? {}) ?? {}) as Record<string, unknown>;
  const changes: FieldChanges = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (NOISE_FIELDS.has(key)) continue;
    const was = old[key] ?? null;
    const is = next[key] ?? null;
    if (!isDeepStrictEqual(was, is)) changes[key] = { before: was, after: is };
  }
  return changes;
}
