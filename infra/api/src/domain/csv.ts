/**
 * CSV cells and lines as the back-office lists export them (`?format=csv`, docs/architecture.md §5):
 * `;` between fields, CRLF after each line, RFC 4180 quoting, numbers with a decimal comma and no
 * thousands separator, dates `DD/MM/AAAA HH:mm` in São Paulo time, booleans `Sim`/`Não`, null
 * empty — what a pt-BR spreadsheet opens as-is. Opening the file must not run anything in it: text
 * that starts like a formula gets a leading `'`.
 */

/** An exact numeric from the database (`numeric` arrives as text, e.g. '1234.50'): keeps its scale. */
export interface CsvDecimal {
  readonly decimal: string;
}

export type CsvCell = string | number | boolean | Date | CsvDecimal | null | undefined;

/** One exported column: its pt-BR title (the screen's) and how a row fills it. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => CsvCell;
}

/** Excel reads a UTF-8 file without it as Windows-1252 (accents break). */
export const CSV_BOM = '\uFEFF';

const TIME_ZONE = 'America/Sao_Paulo';

export function decimalCell(value: string | null | undefined): CsvDecimal | null {
  return value === null || value === undefined ? null : { decimal: value };
}

/** An amount in BRL as the JSON sends it (a number): two decimals, like the screen. */
export function moneyCell(value: number | null | undefined): CsvDecimal | null {
  return value === null || value === undefined || !Number.isFinite(value)
    ? null
    : { decimal: value.toFixed(2) };
}

/** A JSON date-time (ISO 8601) as a date cell; null stays empty. */
export function dateCell(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** First characters a spreadsheet reads as a formula (or a cell it would split). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function numberCell(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

const localParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});
const HOUR_MS = 3_600_000;
/** São Paulo's UTC offset per UTC hour: Intl is too slow to ask a million times in an export. */
const offsetByHour = new Map<number, number>();

function offsetAt(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = localParts.formatToParts(new Date(hour * HOUR_MS));
  const local = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  const offset = local - hour * HOUR_MS;
  // Bounded: a long export spans a few thousand hours at most.
  if (offsetByHour.size >= 100_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `DD/MM/AAAA HH:mm` in São Paulo time. */
export function formatDateTime(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + offsetAt(ms));
  return (
    `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
}

/** `AAAA-MM-DD`: the day in São Paulo (the export's file name). */
function saoPauloDay(date: Date): string {
  const ms = date.getTime();
  const local = new Date(ms + offsetAt(ms));
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
}

export function formatCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return textCell(cell);
  if (typeof cell === 'number') return numberCell(cell);
  if (typeof cell === 'boolean') return cell ? 'Sim' : 'Não';
  if (cell instanceof Date) return formatDateTime(cell);
  return cell.decimal.replace('.', ',');
}

/** One CSV line, CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(formatCell).join(';')}\r\n`;
}

export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((column) => column.header));
}

export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) text += csvLine(columns.map((column) => column.cell(row)));
  return text;
}

/** `<name>-AAAA-MM-DD.csv`, dated in São Paulo. */
export function csvFileName(name: string, now: Date = new Date()): string {
  return `${name}-${saoPauloDay(now)}.csv`;
}
