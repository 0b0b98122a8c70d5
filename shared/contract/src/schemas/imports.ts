import { type Static, Type } from 'typebox';
import { IMPORT_KINDS, IMPORT_STATES } from '../enums.ts';
import { DateTime, Nullable, RowId } from './common.ts';

/** Which file column feeds each field of the import ('' or absent: not in the file). */
export const ImportMapping = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 200 }));
export type ImportMapping = Static<typeof ImportMapping>;

/** The counts of a finished (or running) import. */
export const ImportCounts = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  failed: Type.Integer(),
});
export type ImportCounts = Static<typeof ImportCounts>;

/** An uploaded CSV file and its run (Configurações → Importação). */
export const ImportRun = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(IMPORT_KINDS),
  /** voucher_codes: the offer the codes are for (null for the other kinds, or once it is deleted). */
  offer_id: Nullable(Type.Integer()),
  offer_title: Nullable(Type.String()),
  file_name: Type.String(),
  /** 'utf-8' or 'windows-1252' (most lines; each line is read in its own). */
  encoding: Type.String(),
  separator: Type.String(),
  header: Type.Array(Type.String()),
  total_rows: Type.Integer(),
  /** The mapping guessed from the header (upload) or confirmed (run). */
  mapping: ImportMapping,
  state: Type.Enum(IMPORT_STATES),
  progress: Nullable(Type.Object({ done: Type.Integer(), total: Nullable(Type.Integer()) })),
  counts: ImportCounts,
  created_by: Nullable(Type.String()),
  created_at: DateTime,
  finished_at: Nullable(DateTime),
  last_error: Nullable(Type.String()),
});
export type ImportRun = Static<typeof ImportRun>;

/** Body of preview/ and start/: the mapping chosen on screen. */
export const ImportMappingBody = Type.Object({ mapping: ImportMapping });
export type ImportMappingBody = Static<typeof ImportMappingBody>;

/** One row of the preview: the mapped values and what is wrong with them (pt-BR). */
export const ImportPreviewRow = Type.Object({
  line: Type.Integer(),
  values: Type.Record(Type.String(), Type.String()),
  errors: Type.Array(Type.String()),
});
export const ImportPreview = Type.Object({
  rows: Type.Array(ImportPreviewRow),
  /** Mapping problems (a required field without a column, one column twice). */
  mapping_errors: Type.Array(Type.String()),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportList = Type.Object({ results: Type.Array(ImportRun) });
export type ImportList = Static<typeof ImportList>;

/** POST imports/?kind=: what the file holds. */
export const ImportUploadQuery = Type.Object({
  kind: Type.Enum(IMPORT_KINDS),
  /** voucher_codes only (required there): the offer whose pool the codes join. */
  offer_id: Type.Optional(RowId),
});
export type ImportUploadQuery = Static<typeof ImportUploadQuery>;

const CsvFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
/** GET imports/{id}/errors/: the refused lines as read, plus an 'Erro' column (CSV). */
export const ImportErrorFile = {
  description: 'As linhas recusadas, como vieram no arquivo, com a coluna "Erro".',
  content: { 'text/csv': { schema: CsvFile } },
};
