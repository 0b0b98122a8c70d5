import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditListQuery, errorResponse, PageOf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { dayPeriod, REVERSED_PERIOD } from '../../domain/calendar-day.ts';
import { pageBody, paging } from '../../domain/pagination.ts';
import type { AuditFilter, AuditRow } from '../../repositories/audit-log.ts';

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
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('audit.read'),
      schema: {
        querystring: AuditListQuery,
        response: {
          200: PageOf(AuditEntry),
          400: errorResponse(400, [REVERSED_PERIOD]),
          404: errorResponse(404),
        },
      },
    },
    async (request) => {
      const query = request.query;
      const p = paging(query);
      const { count, rows } = await app.auditLogRepository.page(
        {
          ...dayPeriod(query),
          actor: actorFilter(query.actor),
          action: query.action || undefined,
          targetType: query.target_type || undefined,
          targetId: query.target_id?.trim() || undefined,
          ordering: query.ordering,
        },
        p,
      );
      return pageBody(request, p, count, rows.map(entryJson));
    },
  );
}
