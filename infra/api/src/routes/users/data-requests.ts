import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DataRequest,
  DataRequestBody,
  DataRequestList,
  Detail,
  errorResponse,
  IdParams,
  LatestQuery,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { saoPauloDayStart } from '../../domain/calendar-day.ts';
import { HttpError } from '../../domain/http-error.ts';
import { dataRequestBody, listRequests, registerRequest } from '../../services/data-subject/data-requests.ts';
import { principalOf, scopedCustomer } from './customer-helpers.ts';

export const DATA_REQUEST_MESSAGES = {
  badDay: 'Informe a data no formato AAAA-MM-DD.',
  future: 'A data da solicitação não pode estar no futuro.',
} as const;

/** 'AAAA-MM-DD' (São Paulo) → the start of that day; today when absent. */
function receivedAt(day: string | null | undefined, now: Date): Date {
  if (!day) return now;
  const start = saoPauloDayStart(day);
  if (!start) throw new HttpError(400, { received_on: [DATA_REQUEST_MESSAGES.badDay] });
  if (start > now) throw new HttpError(400, { received_on: [DATA_REQUEST_MESSAGES.future] });
  return start;
}

/**
 * GET /api/v1/users/{id}/data-requests/ — the data subject's requests (LGPD art. 18), newest first,
 * with their 15-day deadline and what was delivered. POST registers one received on a given day (by
 * e-mail, phone…), to be answered by the export or the anonymisation; audited `data_request`.
 */
export default async function dataRequests(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/:id/data-requests/',
    {
      onRequest: app.requireCapability('customers.data-subject'),
      schema: {
        params: IdParams,
        querystring: LatestQuery,
        response: { 200: DataRequestList, 404: Detail },
      },
    },
    async (request) => {
      const customer = await scopedCustomer(request, request.params.id);
      const rows = await listRequests(app.db, customer.id, request.query.limit ?? 100);
      return { results: rows.map(dataRequestBody) };
    },
  );

  r.post(
    '/:id/data-requests/',
    {
      onRequest: app.requireCapability('customers.data-subject'),
      config: {
        audit: { action: 'data_request', targetType: 'data_request', targetId: (response) => response?.id },
      },
      schema: {
        params: IdParams,
        body: DataRequestBody,
        response: {
          201: DataRequest,
          400: errorResponse(400, Object.values(DATA_REQUEST_MESSAGES)),
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const customer = await scopedCustomer(request, request.params.id);
      const principal = principalOf(request);
      const row = await registerRequest(app.db, {
        userId: customer.id,
        kind: request.body.kind,
        receivedAt: receivedAt(request.body.received_on, new Date()),
        channel: request.body.channel ?? null,
        note: request.body.note?.trim() || null,
        by: principal,
      });
      return reply.code(201).send(dataRequestBody(row));
    },
  );
}
