import { readFile } from 'node:fs/promises';
import type { Download, TestInfo } from '@playwright/test';

/** A downloaded CSV as a pt-BR spreadsheet reads it: `;`-separated records, RFC 4180 quoting. */
export interface CsvFile {
  fileName: string;
  /** The file starts with the UTF-8 byte order mark (what makes Excel read it as UTF-8). */
  hasBom: boolean;
  /** The header row. */
  header: string[];
  /** Every record after the header. */
  rows: string[][];
}

/**
 * Splits RFC 4180 text into records: a quoted field may hold `;`, CR/LF and doubled quotes, so
 * counting lines would miscount a message with a line break.
 */
export function parseCsv(text: string, separator = ';'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** Saves the download into the test's output folder and reads it as CSV. */
export async function readCsvDownload(download: Download, testInfo: TestInfo): Promise<CsvFile> {
  const fileName = download.suggestedFilename();
  const path = testInfo.outputPath(fileName);
  await download.saveAs(path);
  const bytes = await readFile(path);
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder('utf-8', { fatal: true }).decode(hasBom ? bytes.subarray(3) : bytes);
  const [header = [], ...rows] = parseCsv(text);
  return { fileName, hasBom, header, rows };
}
