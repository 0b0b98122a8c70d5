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

/** Where a form's values come from: multipart text, or the values of a JSON body. */
export interface FormSource {
  fields: Record<string, unknown>;
  /** A JSON body: its numbers are JSON numbers (docs/api.md, "Numbers"). */
  json: boolean;
}

/**
 * Reads form values and collects DRF-style errors: `{field: [messages]}`, thrown as one 400 by
 * `done()`. Numbers are read strictly: in multipart text decimal digits (a decimal comma allowed, blanks
 * around trimmed as in every field);
 * in a JSON body integers are JSON numbers only and decimals JSON numbers or decimal text, never
 * arrays, booleans or exponents.
 */
/** The decimal places of a decimal text that are not trailing zeros ('1.500' → 1). */
function significantPlaces(text: string): number {
  const fraction = text.split('.')[1] ?? '';
  let end = fraction.length;
  while (end > 0 && fraction[end - 1] === '0') end--;
  return end;
}

export class FormReader {
  readonly errors: Record<string, string[]> = {};
  readonly fields: Record<string, unknown>;
  private readonly json: boolean;
  constructor(source: FormSource) {
    this.fields = source.fields;
    this.json = source.json;
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

  /**
   * A number field's value: null when absent, null or blank; the JSON number or the trimmed text
   * (multipart, or a decimal the API itself writes as text, `textInJson`); undefined (with the type
   * error recorded) for anything else.
   */
  private numeric(field: string, message: string, textInJson = false): number | string | null | undefined {
    const v = this.fields[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    if (this.json && typeof v === 'number') return v;
    if ((!this.json || textInJson) && typeof v === 'string') return v.trim();
    this.error(field, message);
    return undefined;
  }

  /** An id, by the one id rule (domain/row-id.ts): decimal digits, 1…2147483647; blank → null. */
  id(field: string, opts: { required?: string } = {}): number | null {
    const v = this.numeric(field, FIELD_MESSAGES.integer);
    if (v === null && opts.required) this.error(field, opts.required);
    if (v === null || v === undefined) return null;
    const read = readRowId(v);
    if ('id' in read) return read.id;
    this.error(field, ID_MESSAGES[read.problem]);
    return null;
  }

  /** Integer; blank → null. */
  integer(field: string, opts: { min?: number; max?: number; required?: string; minMessage?: string } = {}) {
    const v = this.numeric(field, FIELD_MESSAGES.integer);
    if (v === null && opts.required) this.error(field, opts.required);
    if (v === null || v === undefined) return null;
    if (typeof v === 'number' ? !Number.isInteger(v) : !/^-?\d+$/.test(v)) {
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
   * Decimal number as a finite JS number; blank → null; `invalid` replaces the generic message. In
   * JSON a number or decimal text (the API answers these fields as text), never an exponent. More
   * decimal places than `places` is refused, never rounded: a value is saved as sent or not at all.
   */
  decimal(field: string, invalid?: string, places?: number): number | null {
    const v = this.numeric(field, invalid ?? FIELD_MESSAGES.number, true);
    if (v === null || v === undefined) return null;
    const text = typeof v === 'string' ? v.replace(',', '.') : String(v);
    // Unambiguous (digits, then an optional point and digits): linear on any text, however long.
    const n = typeof v === 'number' ? v : /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(n)) {
      this.error(field, invalid ?? FIELD_MESSAGES.number);
      return null;
    }
    if (places !== undefined && significantPlaces(text) > places) {
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
