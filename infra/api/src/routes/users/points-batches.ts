import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CustomerPoints,
  Detail,
  IdParams,
  type PointsBatch,
  PointsBatchListQuery,
  PointsBatch as PointsBatchSchema,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { type BatchRow, batchState } from '../../repositories/points.ts';
import { readProgrammeSettings } from '../../services/points/programme-settings.ts';
import { listRoute } from '../list-route.ts';
import { scopedCustomer } from './customer-helpers.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function batchBody(row: BatchRow, now: Date): PointsBatch {
  return {
    id: row.id,
    source: row.source,
    state: batchState(row, now),
    points: row.points,
    remaining: row.remaining,
    consumed: row.consumed,
    expired: row.expired,
    reversed: row.reversed,
    earned_at: row.earnedAt.toISOString(),
    available_at: row.availableAt.toISOString(),
    expires_at: iso(row.expiresAt),
    description: row.description,
  };
}

/**
 * GET /api/v1/users/{id}/points/ — a customer's points by state (available, pending, expiring within
 * the reminder window, next expiry, expired, owed); GET …/points-batches/ — each credit with its
 * dates, newest first. Scoped like the customer page.
 */
export default async function pointsBatches(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.requireCapability('customers.read');
  const errors = { 401: Detail, 403: Detail, 404: Detail };
  r.get(
    '/:id/points/',
    { onRequest, schema: { params: IdParams, response: { 200: CustomerPoints, ...errors } } },
    async (request) => {
      const customer = await scopedCustomer(request, request.params.id);
      const { reminderDays } = await readProgrammeSettings(app.db);
      return app.pointsRepository.customerPoints(customer.id, reminderDays);
    },
  );
  listRoute(app, {
    url: '/:id/points-batches/',
    onRequest,
    params: IdParams,
    query: PointsBatchListQuery,
    item: PointsBatchSchema,
    errors,
    filter: async (request) => (await scopedCustomer(request, request.params.id)).id,
    page: async (customerId, p) => {
      const { count, rows } = await app.pointsRepository.batches(customerId, p);
      // A batch's state as of when it was read.
      const now = new Date();
      return { count, rows: rows.map((row) => batchBody(row, now)) };
    },
    toItem: (batch) => batch,
  });
}
