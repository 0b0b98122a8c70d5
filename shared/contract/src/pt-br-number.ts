/**
 * Numbers as a Brazilian types them ('1.234,56', '15,5', '2.000', a pasted 'R$ 89,90'), read
 * strictly: the dot only groups thousands, the comma only separates decimals, and anything that
 * could mean two different numbers ('5.49', '1,234.56') is refused with a message rather than
 * guessed (docs/product.md §5.6). Used by the number fields of every form and by file imports.
 * No TypeBox here: the UI imports this module at run time.
 */

export type NumberKind = 'integer' | 'decimal' | 'money' | 'percent';

export interface NumberFormat {
  kind: NumberKind;
  /** Decimal places accepted (and shown): integer 0; money 2 unless set; others 2 unless set. */
  decimals?: number;
}

export type NumberProblem = 'format' | 'decimal-point' | 'integer' | 'decimals' | 'too-large';

export type ParsedNumber =
  | { ok: true; value: number | null }
  | { ok: false; problem: NumberProblem; message: string };

export const NUMBER_MESSAGES = {
  format: 'Número inválido. Digite só algarismos, com vírgula para decimais (ex.: 1.234,56).',
  formatInteger: 'Número inválido. Digite só algarismos, com ponto para milhares (ex.: 2.000).',
  decimalPoint: (example: string) =>
    `Use vírgula para separar os decimais (ex.: ${example}); o ponto separa milhares.`,
  integer: 'Informe um número inteiro, sem casas decimais.',
  decimals: (n: number) => `Use no máximo ${n} ${n === 1 ? 'casa decimal' : 'casas decimais'}.`,
  tooLarge: 'Número grande demais.',
} as const;

/** Decimal places a kind of number takes. */
export function decimalsOf(format: NumberFormat): number {
  if (format.kind === 'integer') return 0;
  return format.decimals ?? 2;
}

// Grouped ('1.234.567', first group 1-9 so '0.500' is not a thousand) or plain digits, then an
// optional comma with decimals. A sign may lead ('-', or the typographic minus '−').
const PT_BR = /^([-−])?((?:[1-9]\d{0,2}(?:\.\d{3})+)|\d+)(?:,(\d*))?$/;
// What a dot-decimal number looks like: a dot followed by anything but groups of three.
const DOT_DECIMAL = /^[-−]?\d+\.\d+$/;

/** The text without what a copy from a screen brings along: 'R$', '%', spaces (also no-break). */
function clean(text: string, kind: NumberKind): string {
  let out = text.replace(/[\s\u00a0\u202f]+/g, '');
  if (kind === 'money') out = out.replace(/^([-−]?)R\$/i, '$1');
  if (kind === 'percent') out = out.replace(/%$/, '');
  return out;
}

/**
 * Reads what was typed. Blank is `{ok: true, value: null}`; ranges are the field's own rule
 * (each field has its message), so a negative or a zero is returned as read.
 */
export function parsePtBrNumber(text: string, format: NumberFormat): ParsedNumber {
  const decimals = decimalsOf(format);
  const typed = clean(text, format.kind);
  if (typed === '') return { ok: true, value: null };
  const match = PT_BR.exec(typed);
  if (!match) {
    if (DOT_DECIMAL.test(typed) && decimals > 0) {
      return {
        ok: false,
        problem: 'decimal-point',
        message: NUMBER_MESSAGES.decimalPoint(typed.replace('.', ',')),
      };
    }
    const message = decimals === 0 ? NUMBER_MESSAGES.formatInteger : NUMBER_MESSAGES.format;
    return { ok: false, problem: 'format', message };
  }
  const [, sign, whole = '', fraction] = match;
  if (fraction !== undefined && decimals === 0) {
    return { ok: false, problem: 'integer', message: NUMBER_MESSAGES.integer };
  }
  if (fraction !== undefined && fraction.length > decimals) {
    return { ok: false, problem: 'decimals', message: NUMBER_MESSAGES.decimals(decimals) };
  }
  const digits = whole.replaceAll('.', '');
  const value = Number(`${sign ? '-' : ''}${digits}.${fraction || '0'}`);
  if (!Number.isSafeInteger(Math.trunc(value)) || digits.length > 15) {
    return { ok: false, problem: 'too-large', message: NUMBER_MESSAGES.tooLarge };
  }
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/**
 * The value as a Brazilian reads it: '1.234,56'. Money always shows its cents; other decimals show
 * only the places they have ('15,5', '40'), up to the kind's decimals.
 */
export function formatPtBrNumber(value: number, format: NumberFormat): string {
  const decimals = decimalsOf(format);
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: format.kind === 'money' ? decimals : 0,
    maximumFractionDigits: decimals,
  }).format(value);
}
