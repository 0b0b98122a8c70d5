import { AuditEntry, AuditListQuery, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { dayPeriod, REVERSED_PERIOD } from '../../domain/calendar-day.ts';
import type { AuditFilter, AuditRow } from '../../repositories/audit-log.ts';
import { listRoute } from '../list-route.ts';

const MAX_ROW_ID = 2_147_483_647;

/** `actor`: a user id when it is all digits (and could be one), else part of the actor's name. */
function actorFilter(value: string | undefined): AuditFilter['actor'] {
  const term = value?.trim();
  if (!term) return undefined;
  if (/^\d{1,10}$/.test(term) && Number(term) <= MAX_ROW_ID) return { id: Number(term) };
  return { name: term };
}

const entryJson = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_name: row.actorName,
  actor_role: row.actorRole,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  changes: row.changes,
  client_ip: row.clientIp,
  request_id: row.requestId,
});

/**
 * GET /api/v1/audit/ — the audit log of back-office writes, newest first, paged like the other
 * lists; filters actor (id or name), action, target_type, target_id and a period of days (ADMIN).
 */
export default async function auditLogRoutes(app: FastifyInstance) {
  listRoute(app, {
    url: '/',
    onRequest: app.requireCapability('audit.read'),
    query: AuditListQuery,
    item: AuditEntry,
    errors: { 400: errorResponse(400, [REVERSED_PERIOD]) },
    filter: (_request, query): AuditFilter => ({
      ...dayPeriod(query),
      actor: actorFilter(query.actor),
      action: query.action || undefined,
      targetType: query.target_type || undefined,
      targetId: query.target_id?.trim() || undefined,
      ordering: query.ordering,
    }),
    page: (filter, p) => app.auditLogRepository.page(filter, p),
    toItem: entryJson,
  });
}
