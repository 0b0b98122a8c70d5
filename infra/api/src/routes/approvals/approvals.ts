import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ADJUSTMENT_MESSAGES,
  APPROVAL_MESSAGES,
  ApprovalDecisionBody,
  ApprovalList,
  ApprovalListQuery,
  ApprovalSettings,
  ApprovalSettingsBody,
  Detail,
  errorResponse,
  IdParams,
  placeholder,
} from '@fidelidade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notAuthenticated } from '../../domain/http-error.ts';
import type { AuditRouteConfig } from '../../plugins/audit.ts';
import {
  approvalSettings,
  decideApproval,
  listApprovals,
  setApprovalSettings,
} from '../../repositories/approvals.ts';

const Decided = Detail;

/**
 * /api/v1/approvals/ — a second pair of eyes (ADMIN, docs/security.md): the requests above the
 * thresholds (GET ?status=, default PENDING, with the count the menu's badge shows), approve or
 * reject one (never one's own: 403; a decided one: 409), and the thresholds (settings/, audited).
 */
export default async function approvals(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.requireCapability('approvals.decide');
  const deciderId = (request: FastifyRequest) => {
    if (!request.principal) throw notAuthenticated();
    return request.principal.id;
  };

  r.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest,
      schema: { querystring: ApprovalListQuery, response: { 200: ApprovalList, 401: Detail, 403: Detail } },
    },
    (request) => listApprovals(app.db, request.query.status ?? 'PENDING'),
  );

  for (const action of ['approve', 'reject'] as const) {
    const approve = action === 'approve';
    r.post(
      `/:id/${action}/`,
      {
        onRequest,
        config: {
          audit: { action: 'update', targetType: 'approval_request' } satisfies AuditRouteConfig,
        },
        schema: {
          params: IdParams,
          body: ApprovalDecisionBody,
          response: {
            200: Decided,
            400: errorResponse(
              400,
              approve
                ? [ADJUSTMENT_MESSAGES.belowZero(placeholder('n')), ADJUSTMENT_MESSAGES.anonymized]
                : [APPROVAL_MESSAGES.commentMissing],
            ),
            403: errorResponse(403, [APPROVAL_MESSAGES.ownRequest]),
            404: errorResponse(404, [APPROVAL_MESSAGES.notFound]),
            409: errorResponse(409, [APPROVAL_MESSAGES.decided, APPROVAL_MESSAGES.targetGone]),
          },
        },
      },
      async (request) => {
        const comment = request.body.comment?.trim() || null;
        if (!approve && !comment) throw new HttpError(400, { comment: [APPROVAL_MESSAGES.commentMissing] });
        const result = await decideApproval(app.db, {
          id: request.params.id,
          deciderId: deciderId(request),
          approve,
          comment,
        });
        if (result.kind === 'not-found') throw new HttpError(404, { detail: APPROVAL_MESSAGES.notFound });
        if (result.kind === 'own-request') throw new HttpError(403, { detail: APPROVAL_MESSAGES.ownRequest });
        if (result.kind === 'decided') throw new HttpError(409, { detail: APPROVAL_MESSAGES.decided });
        if (result.kind === 'target-gone') throw new HttpError(409, { detail: APPROVAL_MESSAGES.targetGone });
        if (result.kind === 'not-applicable') {
          const refused = result.result;
          // The customer is gone (its requests go with it, so this is a race): as an unknown request.
          if (refused.kind === 'not-found') throw new HttpError(404, { detail: APPROVAL_MESSAGES.notFound });
          throw new HttpError(400, {
            detail:
              refused.kind === 'below-zero'
                ? ADJUSTMENT_MESSAGES.belowZero(refused.balance)
                : ADJUSTMENT_MESSAGES.anonymized,
          });
        }
        const applied = result.adjustment;
        const asked = result.request;
        request.auditChanges(
          { status: 'PENDING' },
          {
            status: approve ? 'APPROVED' : 'REJECTED',
            comment,
            kind: asked.kind,
            ...(asked.kind === 'POINTS_ADJUSTMENT'
              ? { customer_id: asked.customerId, points: asked.points }
              : { target_id: asked.targetId, change: asked.payload }),
            requested_by_id: asked.requestedById,
            ...(applied?.kind === 'written'
              ? {
                  ledger_entry_id: applied.entry.id,
                  points_balance: { before: applied.balanceBefore, after: applied.balanceAfter },
                }
              : {}),
            ...(applied?.kind === 'pending'
              ? { pending_credit_until: applied.availableAt.toISOString() }
              : {}),
          },
        );
        if (!approve) return { detail: APPROVAL_MESSAGES.rejected };
        return {
          detail:
            asked.kind === 'POINTS_ADJUSTMENT'
              ? APPROVAL_MESSAGES.approved
              : APPROVAL_MESSAGES.approvedChange,
        };
      },
    );
  }

  r.get(
    '/settings/',
    { onRequest, schema: { response: { 200: ApprovalSettings, 401: Detail, 403: Detail } } },
    () => approvalSettings(app.db),
  );

  r.put(
    '/settings/',
    {
      onRequest,
      config: {
        audit: { action: 'update', targetType: 'programme', targetId: () => 1 } satisfies AuditRouteConfig,
      },
      schema: { body: ApprovalSettingsBody, response: { 200: ApprovalSettings, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const before = await approvalSettings(app.db);
      await setApprovalSettings(app.db, request.body, deciderId(request));
      const after = await approvalSettings(app.db);
      request.auditChanges(before, after);
      return after;
    },
  );
}
