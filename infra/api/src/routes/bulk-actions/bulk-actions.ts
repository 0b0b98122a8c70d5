import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BulkAction,
  BulkActionBody,
  BulkActionList,
  BulkCount,
  BulkSelection,
  Detail,
  errorResponse,
  LatestQuery,
  placeholder,
} from '@fidelidade/contract';
import { bulkActionsFor, canBulk } from '@fidelidade/contract/capabilities';
import type { AuditAction } from '@fidelidade/contract/enums';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { bulkActions } from '../../db/schema/index.ts';
import { forbidden, HttpError } from '../../domain/http-error.ts';
import { scopeOf, toActor } from '../../domain/principal.ts';
import { approvalThreshold } from '../../repositories/approvals.ts';
import { bulkJson } from '../../services/bulk/bulk-run.ts';
import { BULK_MESSAGES, bulkFieldErrors, startBulk } from '../../services/bulk/bulk-start.ts';
import { bulkTargets } from '../../services/bulk/bulk-targets.ts';
import { AUDIENCE_NOT_FOUND } from '../marketing/audience-helpers.ts';
import { principalOf } from '../users/customer-helpers.ts';
import { bulkAudience } from './bulk-audience.ts';

/** The audit action of a bulk action: `bulk_credit`, `bulk_debit`, … (one row per action). */
function bulkAudit(request: FastifyRequest): AuditAction {
  const action = (request.body as { action?: string } | undefined)?.action;
  return `bulk_${action ?? 'export'}` as AuditAction;
}

/**
 * Bulk actions on the rows of Tabelas → Usuários (`list: 'points'`) and Configurações → Usuários
 * (`list: 'users'`), guarded by `bulk.select` and, per action and list, `bulkActionNeeds` (ADMIN: every
 * action; an audience builder: adding its customers to one of its audiences): POST count/ — how many
 * rows a selection holds (ticked ids, or every row matching the filters, in the caller's scope);
 * POST / — confirmed with that count: the targets are fixed, one audit row names them all, and a
 * job works through them in chunks with progress (202); GET / — the latest (ADMIN, `bulk.actions`).
 */
export default async function bulkActionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = { onRequest: app.requireCapability('bulk.select') };

  r.get(
    '/',
    {
      onRequest: app.requireCapability('bulk.actions'),
      prefixTrailingSlash: 'slash',
      schema: { querystring: LatestQuery, response: { 200: BulkActionList } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(bulkActions)
        .orderBy(desc(bulkActions.createdAt), desc(bulkActions.id))
        .limit(request.query.limit ?? 20);
      return { results: await Promise.all(rows.map((row) => bulkJson(app.db, row))) };
    },
  );

  r.post(
    '/count/',
    {
      ...guard,
      config: { audit: { exempt: 'counts the rows of a selection; writes nothing' } },
      schema: {
        body: Type.Object({ selection: BulkSelection }),
        response: { 200: BulkCount, 403: errorResponse(403, [BULK_MESSAGES.denied]) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      // A list none of whose actions the caller may take is not the caller's to count.
      if (bulkActionsFor(toActor(principal), request.body.selection.list).length === 0)
        throw forbidden(BULK_MESSAGES.denied);
      const scope = scopeOf(principal);
      const ids = await bulkTargets(app.db, app.userAdminRepository, scope, request.body.selection);
      return { count: ids.length };
    },
  );

  r.post(
    '/',
    {
      ...guard,
      prefixTrailingSlash: 'slash',
      config: { audit: { action: bulkAudit, targetType: 'bulk_action' } },
      schema: {
        body: BulkActionBody,
        response: {
          202: BulkAction,
          400: errorResponse(400, [
            BULK_MESSAGES.none,
            BULK_MESSAGES.points,
            BULK_MESSAGES.reason,
            BULK_MESSAGES.overThreshold(placeholder('n')),
            BULK_MESSAGES.audience,
            AUDIENCE_NOT_FOUND,
          ]),
          403: errorResponse(403, [BULK_MESSAGES.denied]),
          409: Detail,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const principal = principalOf(request);
      if (!canBulk(toActor(principal), body.action, body.selection.list))
        throw forbidden(BULK_MESSAGES.denied);
      const errors = bulkFieldErrors(body, await approvalThreshold(app.db));
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      // Per object: the audience must be one the caller may manage (its own; ADMIN: any).
      const audience = body.action === 'audience' ? await bulkAudience(request, body.audience_id) : null;
      const targetIds = await bulkTargets(
        app.db,
        app.userAdminRepository,
        scopeOf(principal),
        body.selection,
      );
      if (targetIds.length === 0) throw new HttpError(400, { detail: BULK_MESSAGES.none });
      if (targetIds.length !== body.expected_count)
        throw new HttpError(409, { detail: BULK_MESSAGES.changed(targetIds.length, body.expected_count) });
      const row = await startBulk(app.db, app.jobs, { body, targetIds, by: principal, audience });
      // One audit row for the whole action, with every target it was confirmed for.
      request.auditChanges(null, {
        list: row.list,
        action: row.action,
        points: row.points,
        reason: row.reason,
        audience_id: row.audienceId,
        audience_name: row.audienceName,
        count: targetIds.length,
        target_ids: targetIds,
      });
      return reply.code(202).send(await bulkJson(app.db, row));
    },
  );
}
