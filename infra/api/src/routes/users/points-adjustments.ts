import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, LedgerEntry, PendingCredit, PointsAdjustmentBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../domain/http-error.ts';
import { ptNumber } from '../../domain/pt-br-number.ts';
import { customerNotFound, ledgerEntryBody, principalOf, scopedCustomer } from './customer-helpers.ts';

const REASON_MIN = 3;
const REASON_MAX = 500;

export const ADJUSTMENT_MESSAGES = {
  zero: 'Informe um ajuste diferente de zero.',
  reasonMissing: `Informe o motivo do ajuste (mínimo de ${REASON_MIN} caracteres).`,
  reasonTooLong: `O motivo do ajuste pode ter no máximo ${REASON_MAX} caracteres.`,
  belowZero: (balance: number) =>
    `O ajuste deixaria o saldo negativo (saldo atual: ${ptNumber(balance)} pontos).`,
  anonymized: 'Este cliente foi removido e não pode receber ajustes de pontos.',
  pending: (at: Date) =>
    `Crédito registrado: os pontos ficam pendentes até ${at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
} as const;

/** The body's own rules, all reported together as DRF field errors; returns the trimmed reason. */
function checkedAdjustment(body: PointsAdjustmentBody): { points: number; reason: string } {
  const errors: Record<string, string[]> = {};
  const reason = body.reason?.trim() ?? '';
  if (body.points === 0) errors.points = [ADJUSTMENT_MESSAGES.zero];
  if (reason.length < REASON_MIN) errors.reason = [ADJUSTMENT_MESSAGES.reasonMissing];
  else if (reason.length > REASON_MAX) errors.reason = [ADJUSTMENT_MESSAGES.reasonTooLong];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return { points: body.points, reason };
}

/**
 * POST /api/v1/users/{id}/points-adjustments/ {points, reason} — ADMIN credits (positive) or debits
 * (negative) a customer's points: one ADJUSTMENT ledger entry with its reason and author, never
 * taking the balance below zero, even under concurrent debits (adjustPoints locks the customer).
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
        response: { 201: LedgerEntry, 202: PendingCredit, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const customer = await scopedCustomer(request, request.params.id);
      const { points, reason } = checkedAdjustment(request.body);
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
