import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { BULK_ACTION_KINDS, BULK_LISTS, IMPORT_KINDS, IMPORT_STATES } from './enums.ts';
import { offers } from './loyalty.ts';
import { audiences } from './marketing.ts';

/**
 * A CSV import (Configurations → Importação, migration 0019): the uploaded file's rows are kept in
 * import_rows as read (fields as text), so the preview, the run (a job, chunk by chunk) and the error
 * file all read the same rows; import_errors keeps each refused line's message.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    kind: varchar('kind', { length: 30, enum: IMPORT_KINDS }).notNull(),
    /** voucher_codes: the offer chosen before the upload (migration 0030). */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    encoding: varchar('encoding', { length: 20 }).notNull(),
    separator: varchar('separator', { length: 1 }).notNull(),
    header: jsonb('header').$type<string[]>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    state: varchar('state', { length: 12, enum: IMPORT_STATES }).notNull().default('uploaded'),
    jobId: bigint('job_id', { mode: 'number' }),
    counts: jsonb('counts')
      .$type<{ created: number; updated: number; unchanged: number; failed: number }>()
      .notNull()
      .default({ created: 0, updated: 0, unchanged: 0, failed: 0 }),
    createdById: integer('created_by_id'),
    createdByName: varchar('created_by_name', { length: 255 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_created_at_idx').on(t.createdAt)],
);

export const importRows = pgTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's number in the file (the header is line 1). */
    line: integer('line').notNull(),
    fields: text('fields').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

export const importErrors = pgTable(
  'import_errors',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * A bulk action on a list's rows (Tabelas → Usuários, Configurações → Usuários): its targets are
 * fixed when it is confirmed (`target_ids`, the count the user saw), then a job works through them.
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: id(),
    list: varchar('list', { length: 20, enum: BULK_LISTS }).notNull(),
    action: varchar('action', { length: 20, enum: BULK_ACTION_KINDS }).notNull(),
    points: integer('points'),
    reason: varchar('reason', { length: 500 }),
    /** 'audience': where the customers go, and its name as confirmed (kept if it is deleted). */
    audienceId: integer('audience_id').references(() => audiences.id, { onDelete: 'set null' }),
    audienceName: varchar('audience_name', { length: 120 }),
    targetIds: integer('target_ids').array().notNull(),
    jobId: bigint('job_id', { mode: 'number' }),
    applied: integer('applied').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    skippedSamples: jsonb('skipped_samples')
      .$type<{ user_id: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdById: integer('created_by_id'),
    createdByName: varchar('created_by_name', { length: 255 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_actions_created_at_idx').on(t.createdAt)],
);

/** An export's CSV, written chunk by chunk by its job and streamed back in order. */
export const bulkActionFiles = pgTable(
  'bulk_action_files',
  {
    bulkActionId: integer('bulk_action_id')
      .notNull()
      .references(() => bulkActions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulkActionId, t.seq] })],
);
