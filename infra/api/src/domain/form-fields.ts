import { MAX_ROW_ID } from '@fidelidade/contract';
import { HttpError } from './http-error.ts';
import { ptNumber } from './pt-br-number.ts';
import { type RowIdProblem, readRowId } from './row-id.ts';

export const FIELD_MESSAGES = {
  required: 'Este campo é obrigatório.',
  blank: 'Este campo não pode ficar em branco.',
  integer: 'Um número inteiro válido é necessário.',
  number: 'Um número válido é necessário.',
  boolean: 'Deve ser um valor booleano válido.',
  choice: 'Escolha inválida.',
  datetime: 'Formato inválido para data e hora.',
  time: 'Formato de horário inválido. Use HH:MM.',
  maxLength: (n: number) => `Certifique-se de que este campo não tenha mais de ${ptNumber(n)} caracteres.`,
  min: (n: number) => `Certifique-se de que este valor seja maior ou igual a ${ptNumber(n)}.`,
  max: (n: number) => `Certifique-se de que este valor seja menor ou igual a ${ptNumber(n)}.`,
  places: (n: number) => `Certifique-se de que não haja mais de ${n} casas decimais.`,
} as const;

const ID_MESSAGES: Record<RowIdProblem, string> = {
  type: FIELD_MESSAGES.integer,
  minimum: FIELD_MESSAGES.min(1),
  maximum: FIELD_MESSAGES.max(MAX_ROW_ID),
};

/**
 * Reads loosely typed form values (multipart strings, or JSON values) and collects DRF-style
 * errors: `{field: [messages]}`, thrown as one 400 by `done()`.
 */
export class FormReader {
  readonly errors: Record<string, string[]> = {};
  readonly fields: Record<string, unknown>;
  constructor(fields: Record<string, unknown>) {
    this.fields = fields;
  }

  error(field: string, message: string): void {
    const list = this.errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    this.errors[field] = list;
  }

  has(field: string): boolean {
    return this.fields[field] !== undefined;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  done(): void {
    if (!this.ok) throw new HttpError(400, this.errors);
  }

  /** Trimmed text; undefined when absent, '' when blank or null. */
  raw(field: string): string | undefined {
    const v = this.fields[field];
    if (v === undefined) return undefined;
    if (v === null) return '';
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return v.map(String).join(',');
    return '';
  }

  /** Text; blank → null. `required` gives the message for absent/blank. */
  text(field: string, opts: { maxLength?: number; required?: string } = {}): string | null {
    const v = this.raw(field);
    if (!v) {
      if (opts.required) this.error(field, opts.required);
      return null;
    }
    if (opts.maxLength && v.length > opts.maxLength)
      this.error(field, FIELD_MESSAGES.maxLength(opts.maxLength));
    return v;
  }

  /** An id, by the one id rule (domain/row-id.ts): decimal digits, 1…2147483647; blank → null. */
  id(field: string, opts: { required?: string } = {}): number | null {
    const v = this.raw(field);
    if (!v) {
      if (opts.required) this.error(field, opts.required);
      return null;
    }
    const read = readRowId(v);
    if ('id' in read) return read.id;
    this.error(field, ID_MESSAGES[read.problem]);
    return null;
  }

  /** Integer; blank → null. */
  integer(field: string, opts: { min?: number; max?: number; required?: string; minMessage?: string } = {}) {
    const v = this.raw(field);
    if (!v) {
      if (opts.required) this.error(field, opts.required);
      return null;
    }
    if (!/^[-+]?\d+$/.test(v)) {
      this.error(field, FIELD_MESSAGES.integer);
      return null;
    }
    const n = Number(v);
    const max = opts.max ?? 2_147_483_647;
    if (opts.min !== undefined && n < opts.min) {
      this.error(field, opts.minMessage ?? FIELD_MESSAGES.min(opts.min));
      return null;
    }
    if (n > max) {
      this.error(field, FIELD_MESSAGES.max(max));
      return null;
    }
    return n;
  }

  /**
   * Decimal number as a finite JS number; blank → null; `invalid` replaces the generic message.
   * More decimal places than `places` is refused, never rounded: a value is saved as sent or not at all.
   */
  decimal(field: string, invalid?: string, places?: number): number | null {
    const v = this.raw(field)?.replace(',', '.');
    if (!v) return null;
    const n = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isFinite(n)) {
      this.error(field, invalid ?? FIELD_MESSAGES.number);
      return null;
    }
    if (places !== undefined && (v.split('.')[1] ?? '').replace(/0+$/, '').length > places) {
      this.error(field, FIELD_MESSAGES.places(places));
      return null;
    }
    return n;
  }

  /** Boolean ('true'/'false'/'1'/'0'/'on'/'off'/'sim'/'não'); absent or blank → fallback. */
  boolean(field: string, fallback: boolean): boolean {
    const v = this.raw(field)?.toLowerCase();
    if (!v) return fallback;
    if (['true', '1', 'on', 'yes', 'sim'].includes(v)) return true;
    if (['false', '0', 'off', 'no', 'não', 'nao'].includes(v)) return false;
    this.error(field, FIELD_MESSAGES.boolean);
    return fallback;
  }
}
