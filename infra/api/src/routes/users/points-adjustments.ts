import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ADJUSTMENT_MESSAGES,
  APPROVAL_MESSAGES,
  errorResponse,
  IdParams,
  LedgerEntry,
  PendingApproval,
  PendingCredit,
  PointsAdjustmentBody,
  placeholder,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../domain/http-error.ts';
import { customerNotFound, ledgerEntryBody, principalOf, scopedCustomer } from './customer-helpers.ts';

/**
 * POST /api/v1/users/{id}/points-adjustments/ {points, reason} — ADMIN credits (positive) or debits
 * (negative) a customer's points: one ADJUSTMENT ledger entry with its reason and author, never
 * taking the balance below zero, even under concurrent debits (adjustPoints locks the customer).
 * More than the programme's approval threshold (either way): nothing is applied; the request waits
 * for another ADMIN (202 `pending_approval`, approvals/).
 */
export default async function pointsAdjustments(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/points-adjustments/',
    {
      onRequest: app.requireCapability('points.adjust'),
      config: { audit: { action: 'create', targetType: 'user' } },
      schema: {
        params: IdParams,
        body: PointsAdjustmentBody,
        response: {
          201: LedgerEntry,
          202: Type.Union([PendingCredit, PendingApproval]),
          400: errorResponse(400, [
            ADJUSTMENT_MESSAGES.belowZero(placeholder('n')),
            ADJUSTMENT_MESSAGES.anonymized,
          ]),
          404: errorResponse(404, ['Cliente não encontrado.']),
        },
      },
    },
    async (request, reply) => {
      const customer = await scopedCustomer(request, request.params.id);
      // The contract's PointsAdjustmentBody has refused zero and a reason outside 3…500 characters.
      const { points } = request.body;
      const reason = request.body.reason.trim();
      const result = await app.ledgerRepository.adjust({
        userId: customer.id,
        points,
        reason,
        createdById: principalOf(request).id,
      });
      if (result.kind === 'not-found') throw customerNotFound();
      if (result.kind === 'anonymized') throw new HttpError(400, { detail: ADJUSTMENT_MESSAGES.anonymized });
      if (result.kind === 'below-zero')
        throw new HttpError(400, { points: [ADJUSTMENT_MESSAGES.belowZero(result.balance)] });
      if (result.kind === 'awaiting-approval') {
        request.auditChanges(null, {
          approval_request: {
            id: result.approvalId,
            points,
            reason,
            status: 'PENDING',
            threshold: result.threshold,
          },
        });
        return reply.code(202).send({
          pending_approval: true,
          approval_id: result.approvalId,
          points,
          detail: APPROVAL_MESSAGES.waiting,
        });
      }
      if (result.kind === 'pending') {
        request.auditChanges(null, { pending_credit: { points, reason, available_at: result.availableAt } });
        return reply.code(202).send({
          pending: true,
          points,
          available_at: result.availableAt.toISOString(),
          detail: ADJUSTMENT_MESSAGES.pending(result.availableAt),
        });
      }
      // The customer's balance before and after, and the entry (its reason, never personal data).
      request.auditChanges(
        { points_balance: result.balanceBefore },
        {
          points_balance: result.balanceAfter,
          ledger_entry: { id: result.entry.id, points, kind: 'ADJUSTMENT', reason },
        },
      );
      return reply.code(201).send(ledgerEntryBody(result.entry));
    },
  );
}
