import type { ImportKind } from '@fidelidade/contract/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertFromJson } from '../../db/json-insert.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { csvRecords, type Separator } from '../../domain/csv-read/csv-records.ts';
import { decodedLines } from '../../domain/csv-read/decoded-lines.ts';
import { guessMapping } from '../../domain/import-values.ts';

export type ImportRow = typeof imports.$inferSelect;

/** At most this many data rows per file (docs/product.md §2.17, Importação). */
export const IMPORT_MAX_ROWS = 100_000;
/** Rows per INSERT while the file streams in. */
const BATCH = 1000;

export class ImportFileError extends Error {}

export const UPLOAD_FILE_MESSAGES = {
  empty: 'O arquivo está vazio ou não tem cabeçalho.',
  tooMany: `O arquivo tem mais de ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas. Divida-o em arquivos menores.`,
  noRows: 'O arquivo tem só o cabeçalho: nenhuma linha para importar.',
} as const;

/**
 * Reads an uploaded CSV as it streams in (memory flat: one batch of rows at a time) into an import
 * and its rows, kept as read so the preview, the run and the error file see the same data. The
 * mapping is guessed from the header. A file that breaks the rules leaves nothing behind.
 */
export async function storeUpload(
  db: Database,
  input: {
    kind: ImportKind;
    /** voucher_codes: the offer chosen before the upload (checked by the route). */
    offerId: number | null;
    fileName: string;
    chunks: AsyncIterable<Uint8Array>;
    by: { id: number; fullName: string };
  },
): Promise<ImportRow> {
  let importId: number | null = null;
  let header: string[] = [];
  let sep: Separator = ';';
  const encodings = { 'utf-8': 0, 'windows-1252': 0 };
  let batch: { importId: number; line: number; fields: string[] }[] = [];
  let total = 0;
  const flush = async () => {
    // One JSON parameter per batch (db/json-insert.ts), not three per row.
    if (batch.length > 0) await db.execute(insertFromJson(importRows, batch));
    batch = [];
  };
  try {
    for await (const record of csvRecords(decodedLines(input.chunks), (h, s) => {
      header = h;
      sep = s;
    })) {
      if (importId === null) {
        const [row] = await db
          .insert(imports)
          .values({
            kind: input.kind,
            offerId: input.offerId,
            fileName: input.fileName.slice(0, 255),
            encoding: 'utf-8',
            separator: sep,
            header,
            mapping: guessMapping(input.kind, header),
            createdById: input.by.id,
            createdByName: input.by.fullName,
          })
          .returning({ id: imports.id });
        importId = row?.id ?? null;
        if (importId === null) throw new Error('insert imports returned nothing');
      }
      if (++total > IMPORT_MAX_ROWS) throw new ImportFileError(UPLOAD_FILE_MESSAGES.tooMany);
      encodings[record.encoding]++;
      batch.push({ importId, line: record.line, fields: record.fields });
      if (batch.length >= BATCH) await flush();
    }
    if (importId === null)
      throw new ImportFileError(header.length ? UPLOAD_FILE_MESSAGES.noRows : UPLOAD_FILE_MESSAGES.empty);
    await flush();
    const encoding = encodings['windows-1252'] > 0 ? 'windows-1252' : 'utf-8';
    const [row] = await db
      .update(imports)
      .set({ totalRows: total, encoding })
      .where(eq(imports.id, importId))
      .returning();
    return row as ImportRow;
  } catch (err) {
    if (importId !== null) await db.delete(imports).where(eq(imports.id, importId));
    throw err;
  }
}
