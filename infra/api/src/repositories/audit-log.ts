import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_TYPE_LABELS,
  type AuditAction,
  type AuditTargetType,
  USER_TYPE_LABELS,
  type UserType,
} from '@fidelidade/contract/enums';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import type { FieldChanges } from '../domain/diff-fields.ts';
import { byLabel, enumOrder, orderBy, sortableList } from '../domain/ordering.ts';
import { likePattern, type PageCount, type Paging } from '../domain/pagination.ts';
import { countUpTo } from './bounded-count.ts';

export interface NewAuditEntry {
  /** null: the system acted (the release watcher), named by actorName. */
  actorId: number | null;
  actorName: string;
  actorRole: UserType;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  changes: FieldChanges;
  clientIp: string | null;
  requestId: string | null;
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  /** The actor's user id, or part of its recorded name. */
  actor?: { id: number } | { name: string } | undefined;
  action?: AuditAction | undefined;
  targetType?: AuditTargetType | undefined;
  targetId?: string | undefined;
  /** Calendar days (YYYY-MM-DD) in America/Sao_Paulo, both inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/** The default walks audit_log_at_idx (at, id); role, action and target sort by their pt-BR labels. */
export const AUDIT_ORDERING = sortableList(
  'audit/',
  {
    at: auditLog.at,
    actor_name: auditLog.actorName,
    actor_role: enumOrder(auditLog.actorRole, byLabel(USER_TYPE_LABELS)),
    action: enumOrder(auditLog.action, byLabel(AUDIT_ACTION_LABELS)),
    target_type: enumOrder(auditLog.targetType, byLabel(AUDIT_TARGET_TYPE_LABELS)),
  },
  auditLog.id,
);

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

function where(filter: AuditFilter): SQL | undefined {
  const actor = filter.actor;
  return and(
    actor && 'id' in actor ? eq(auditLog.actorId, actor.id) : undefined,
    actor && 'name' in actor ? ilikeUnaccent(auditLog.actorName, likePattern(actor.name)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.dateFrom ? gte(auditLog.at, dayStart(filter.dateFrom)) : undefined,
    filter.dateTo ? lt(auditLog.at, dayEnd(filter.dateTo)) : undefined,
  );
}

/** The append-only audit log: insert and a filtered, newest-first page (no update, no delete). */
export function createAuditLogRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** The log grows without bound: the total is counted only as far as the paginator looks. */
    async page(filter: AuditFilter, p: Paging): Promise<{ count: PageCount; rows: AuditRow[] }> {
      const condition = where(filter);
      const order = orderBy(filter.ordering, AUDIT_ORDERING);
      const matches = db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(condition)
        .orderBy(...order);
      const [count, rows] = await Promise.all([
        countUpTo(db, matches, p),
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(...order)
          .limit(p.pageSize)
          .offset(p.offset),
      ]);
      return { count, rows };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditLogRepository: AuditLogRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('auditLogRepository', createAuditLogRepository(app.db));
  },
  { name: 'audit-log-repository', dependencies: ['db'] },
);
