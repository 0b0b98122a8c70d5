import { type Static, Type } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, USER_TYPES } from '../enums.ts';
import { DateTime, DayFilter, FilterOf, Nullable, OrderingOf, PageQuery } from './common.ts';

/** Filters of GET audit/: newest first, every filter optional ('' = none). */
export const AuditListQuery = Type.Object({
  ...PageQuery,
  /** A user id (digits) or part of the name the actor had when writing. */
  actor: Type.Optional(Type.String({ maxLength: 150 })),
  action: FilterOf(AUDIT_ACTIONS),
  target_type: FilterOf(AUDIT_TARGET_TYPES),
  /** Exact id of the target (ids are kept as text: a sync's target is its task type). */
  target_id: Type.Optional(Type.String({ maxLength: 64 })),
  date_from: DayFilter,
  date_to: DayFilter,
  ordering: OrderingOf('audit/'),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

/** One changed field: its value before and after the write (null when it did not exist). */
export const AuditChange = Type.Object({ before: Type.Unknown(), after: Type.Unknown() });
export type AuditChange = Static<typeof AuditChange>;

/** The changed fields of a write by name; secrets (passwords, tokens, keys) never appear. */
export const AuditChanges = Type.Record(Type.String(), AuditChange);
export type AuditChanges = Static<typeof AuditChanges>;

/** One row of the append-only audit log: who did what to which record, from where. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  /** The acting user's id; it stays after that user is deleted (no foreign key). */
  actor_id: Nullable(Type.Integer()),
  /** The actor's name when writing (kept when the user is renamed or deleted). */
  actor_name: Type.String(),
  actor_role: Type.Enum(USER_TYPES),
  action: Type.Enum(AUDIT_ACTIONS),
  target_type: Type.Enum(AUDIT_TARGET_TYPES),
  target_id: Nullable(Type.String()),
  changes: AuditChanges,
  client_ip: Nullable(Type.String()),
  request_id: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;
