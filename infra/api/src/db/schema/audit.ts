import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FieldChanges } from '../../domain/diff-fields.ts';
import { unaccentTrgm } from './columns.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, USER_TYPES } from './enums.ts';

/**
 * One row per back-office write (plugins/audit.ts): who, as which role, did what to which record,
 * the changed fields (never secrets), from which IP and request. Append-only: migration 0007's
 * trigger refuses UPDATE, DELETE and TRUNCATE. No foreign key to users: deleting a user must not
 * touch the log (ON DELETE SET NULL would be an UPDATE), so the actor's name is kept as it was.
 * action/target_type have no CHECK: a value the code adds must never make an audit insert fail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 255 }).notNull(),
    actorRole: varchar('actor_role', { length: 20, enum: USER_TYPES }).notNull(),
    action: varchar('action', { length: 30, enum: AUDIT_ACTIONS }).notNull(),
    targetType: varchar('target_type', { length: 30, enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    changes: jsonb('changes').$type<FieldChanges>().notNull().default({}),
    clientIp: varchar('client_ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
  },
  // Newest first (a backward scan of plain B-trees, docs/architecture.md §5), alone or within
  // each filter of the screen; the trigram index serves the actor-name search.
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_name_unaccent_trgm').using('gin', unaccentTrgm(t.actorName)),
  ],
);
