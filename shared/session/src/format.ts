// pt-BR formatters. Dates are shown in São Paulo time whatever the browser's zone.
import { formatCpf as maskCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCpf as hasValidCpfCheckDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

const LOCALE = 'pt-BR';
const TIME_ZONE = 'America/Sao_Paulo';

const numberFormat = new Intl.NumberFormat(LOCALE);
const currencyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DateInput = string | number | Date | null | undefined;

/** The value to format: 0 when not a finite number, and never -0 (Intl writes it '-0'). */
const finite = (value: number | null | undefined) => (Number.isFinite(value) ? Number(value) + 0 : 0);

/** '1.234' (0 when not a finite number). */
export function formatNumber(value: number | null | undefined): string {
  return numberFormat.format(finite(value));
}

/** 'R$ 1.234,56' — Intl puts a no-break space (U+00A0) after R$. */
export function formatCurrencyBRL(value: number | null | undefined): string {
  return currencyFormat.format(finite(value));
}

/** A fraction as percent: formatPercent(0.125, 1) → '12,5%'. */
export function formatPercent(fraction: number | null | undefined, decimals = 0): string {
  return new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number.isFinite(fraction) ? Number(fraction) : 0);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const out = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of dateTimeFormat.formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/** 'dd/mm/aaaa hh:mm' in São Paulo time; '' for empty or invalid input. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * 'dd/mm/aaaa' in São Paulo time; '' for empty or invalid input. A date-only string ('2024-03-05') is
 * a calendar date, not UTC midnight, so it is shown as is (otherwise it would read as the day before).
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Masks progressively as the user types: '123' → '123', '1234' → '123.4', … '000.000.000-00' (max 14 chars). */
export function formatCpf(value: string | null | undefined): string {
  return maskCpf(onlyDigits(value));
}

/** What an anonymised customer's CPF reads (docs/product.md §4: the stored value is a placeholder). */
export const anonymizedCpfLabel = 'CPF anonimizado';

/**
 * A stored CPF as the screens show it: '000.000.000-00' when it has 11 digits, 'CPF anonimizado' for
 * an anonymised customer's placeholder ('X' and ten digits, never a CPF), '—' when empty, anything
 * else as stored (never a half-applied mask).
 */
export function displayCpf(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '—';
  if (/^X\d{10}$/.test(text)) return anonymizedCpfLabel;
  return onlyDigits(text).length === 11 && /^[\d.\-\s]+$/.test(text) ? formatCpf(text) : text;
}

/**
 * CPF check digits; rejects wrong length and all-same digits. Accepts any mask: only the digits count
 * (the library alone would refuse text around them).
 */
export function isValidCpf(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && hasValidCpfCheckDigits(digits);
}

/** Text as searches compare it: lower case, without accents ('Conceição' → 'conceicao'), as the API's f_unaccent. */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/** Whether `term` appears in `text`, ignoring case and accents. */
export function matchesSearch(text: string | null | undefined, term: string | null | undefined): boolean {
  return foldText(text).includes(foldText(term).trim());
}

/** Cuts at `max` characters and adds '…'; shorter text is returned unchanged. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(0, max)).trimEnd()}…`;
}

/**
 * The product name inside an activity description: the text after the first ':' and before the next
 * '(' ('Resgate de oferta: Café grátis (Loja X)' → 'Café grátis'); the whole description without a colon.
 */
export function extractProductName(description: string | null | undefined): string {
  const value = description ?? '';
  const colon = value.indexOf(':');
  if (colon === -1) return value.trim();
  const rest = value.slice(colon + 1);
  const paren = rest.indexOf('(');
  const name = (paren === -1 ? rest : rest.slice(0, paren)).trim();
  return name || value.trim();
}
