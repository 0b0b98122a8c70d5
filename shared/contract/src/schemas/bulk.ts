import { type Static, Type } from 'typebox';
import { BULK_ACTION_KINDS, BULK_LISTS, JOB_STATES, USER_TYPES } from '../enums.ts';
import { DateTime, Nullable, RowId } from './common.ts';

/**
 * The rows a bulk action works on: the ids ticked on screen, or every row of a list matching its
 * filters (the list's own query, in the caller's scope).
 */
export const BulkSelection = Type.Object({
  list: Type.Enum(BULK_LISTS),
  ids: Type.Optional(Type.Array(RowId, { maxItems: 1000 })),
  filter: Type.Optional(
    Type.Object({
      search: Type.Optional(Type.String({ maxLength: 200 })),
      active_only: Type.Optional(Type.Boolean()),
      user_type: Type.Optional(Type.Enum([...USER_TYPES, ''])),
      is_active: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type BulkSelection = Static<typeof BulkSelection>;

/** POST bulk-actions/count/: how many rows the selection holds (the confirmation's count). */
export const BulkCount = Type.Object({ count: Type.Integer() });
export type BulkCount = Static<typeof BulkCount>;

export const BulkActionBody = Type.Object({
  selection: BulkSelection,
  action: Type.Enum(BULK_ACTION_KINDS),
  points: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  /** 'audience': one of the caller's audiences (marketing/audiences/options/). */
  audience_id: Type.Optional(RowId),
  /** The count the user confirmed; a different count now is refused (the list changed meanwhile). */
  expected_count: Type.Integer({ minimum: 0 }),
});
export type BulkActionBody = Static<typeof BulkActionBody>;

/** A bulk action and its run. */
export const BulkAction = Type.Object({
  id: Type.Integer(),
  list: Type.Enum(BULK_LISTS),
  action: Type.Enum(BULK_ACTION_KINDS),
  points: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
  /** 'audience': the audience the customers were added to (its name as when it was confirmed). */
  audience_id: Nullable(Type.Integer()),
  audience_name: Nullable(Type.String()),
  total: Type.Integer(),
  state: Type.Enum(JOB_STATES),
  progress: Nullable(Type.Object({ done: Type.Integer(), total: Nullable(Type.Integer()) })),
  applied: Type.Integer(),
  skipped: Type.Integer(),
  /** The first skipped targets and why (at most 50). */
  skipped_samples: Type.Array(Type.Object({ user_id: Type.Integer(), reason: Type.String() })),
  created_by: Nullable(Type.String()),
  created_at: DateTime,
  finished_at: Nullable(DateTime),
  /** An export's file is ready: GET bulk-actions/{id}/file/. */
  has_file: Type.Boolean(),
});
export type BulkAction = Static<typeof BulkAction>;

export const BulkActionList = Type.Object({ results: Type.Array(BulkAction) });
export type BulkActionList = Static<typeof BulkActionList>;

const CsvFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
/** GET bulk-actions/{id}/file/: an export's rows (CPFs masked, as the lists show them). */
export const BulkActionFile = {
  description: 'As linhas exportadas, com os CPFs mascarados como nas listas.',
  content: { 'text/csv': { schema: CsvFile } },
};
