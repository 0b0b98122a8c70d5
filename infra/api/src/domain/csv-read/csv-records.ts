import type { DecodedLine } from './decoded-lines.ts';

/**
 * CSV records (RFC 4180: quotes, doubled quotes, line breaks inside quotes) from decoded lines, with
 * the separator Brazilian files use: `;` (Excel in Portuguese) or `,`. The header decides it (the
 * one it holds more of outside quotes); a record that reads as one field with it but as the header's
 * width with the other is read with the other, so a file pasted together from both kinds still
 * imports. Hand-written rather than csv-parse: that per-record choice and the per-line encoding
 * (decoded-lines.ts) are what these files need, and neither fits a single-delimiter parser.
 */
export type Separator = ';' | ',';

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  fields: string[];
  encoding: DecodedLine['encoding'];
}

function countOutsideQuotes(text: string, char: string): number {
  let n = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) n++;
  }
  return n;
}

export function detectSeparator(header: string): Separator {
  return countOutsideQuotes(header, ',') > countOutsideQuotes(header, ';') ? ',' : ';';
}

/** Splits one record's text; `complete` false when a quote is still open (the record goes on). */
export function splitRecord(text: string, sep: Separator): { fields: string[]; complete: boolean } {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === sep) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return { fields, complete: !quoted };
}

const other = (sep: Separator): Separator => (sep === ';' ? ',' : ';');

export async function* csvRecords(
  lines: AsyncIterable<DecodedLine>,
  onHeader: (header: string[], sep: Separator) => void,
  maxRecordLines = 50,
): AsyncGenerator<CsvRecord> {
  let sep: Separator | null = null;
  let width = 0;
  let lineNo = 0;
  let text: string | null = null;
  let start = 0;
  let encoding: DecodedLine['encoding'] = 'utf-8';
  for await (const line of lines) {
    lineNo++;
    if (text === null) {
      if (line.text.trim() === '') continue;
      text = line.text;
      start = lineNo;
      encoding = line.encoding;
    } else text += `\n${line.text}`;
    if (sep === null) sep = detectSeparator(text);
    let parsed = splitRecord(text, sep);
    if (!parsed.complete && lineNo - start < maxRecordLines) continue;
    if (width > 0 && parsed.fields.length === 1) {
      const alt = splitRecord(text, other(sep));
      if (alt.fields.length === width) parsed = alt;
    }
    const fields = parsed.fields.map((f) => f.trim());
    text = null;
    if (width === 0) {
      width = fields.length;
      onHeader(fields, sep);
      continue;
    }
    if (line.encoding === 'windows-1252') encoding = 'windows-1252';
    yield { line: start, fields, encoding };
  }
  if (text !== null && width > 0)
    yield { line: start, fields: splitRecord(text, sep ?? ';').fields, encoding };
}
