import type { ImportKind } from '@fidelidade/contract/enums';
import type { MappedValues } from '../../domain/import-values.ts';

/** One stored row of an import, as read from the file. */
export interface StoredRow {
  line: number;
  fields: string[];
}

/** How a row turned out: written anew, changed, already as the file says, or refused. */
export type Outcome = 'created' | 'updated' | 'unchanged' | 'failed';

export interface RowResult {
  line: number;
  values: MappedValues;
  errors: string[];
  outcome: Outcome;
}

/** What a chunk needs besides its rows. */
export interface ChunkContext {
  importId: number;
  kind: ImportKind;
  /** voucher_codes: the offer whose pool the codes join (null: none chosen, or deleted since). */
  offerId: number | null;
  header: string[];
  mapping: Record<string, string>;
  by: { id: number | null; fullName: string | null };
  now: Date;
  /** false: check only (the preview); true: write what passes. */
  write: boolean;
}

export function tally(results: RowResult[]) {
  const counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const r of results) counts[r.outcome]++;
  return counts;
}
