import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Detail,
  Feedback,
  FeedbackListQuery,
  FeedbackRespondBody,
  IdParams,
  PageOf,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { listCpf } from '../../../domain/list-cpf.ts';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { documentedCsv } from '../../../plugins/openapi.ts';
import type { FeedbackFilter, FeedbackRow } from '../../../repositories/feedbacks.ts';
import { sendQueryCsv } from '../../../services/csv-response.ts';
import { feedbackItem, principalId } from '../communication-helpers.ts';
import { FEEDBACK_CSV } from './feedback-csv.ts';

/**
 * GET  /api/v1/communications/admin/feedback/list/ — customers' feedback, newest first;
 *      `?format=csv` exports every feedback of the same filter and order.
 * POST /api/v1/communications/admin/feedback/{id}/respond/ — answer it and set its status.
 * ADMIN only.
 */
export default async function feedbackAdmin(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/feedback/list/',
    {
      onRequest: app.requireCapability('feedback.read'),
      config: { swaggerTransform: documentedCsv },
      schema: {
        querystring: FeedbackListQuery,
        response: { 200: PageOf(Feedback), 404: Detail },
      },
    },
    async (request, reply) => {
      const filter: FeedbackFilter = {
        search: request.query.search,
        status: request.query.status || undefined,
        type: request.query.type || undefined,
        // The customer page's "Feedbacks enviados".
        userId: request.query.user,
        ordering: request.query.ordering,
      };
      const listed = (row: FeedbackRow) => feedbackItem(row, (cpf) => listCpf(cpf, filter.search));
      if (request.query.format === 'csv')
        return sendQueryCsv(reply, FEEDBACK_CSV, app.feedbacksRepository.listQuery(filter), listed);
      const p = paging(request.query);
      const { count, rows } = await app.feedbacksRepository.page(filter, p);
      return pageBody(request, p, count, rows.map(listed));
    },
  );

  r.post(
    '/feedback/:id/respond/',
    {
      onRequest: app.requireCapability('feedback.answer'),
      config: { audit: { action: 'answer', targetType: 'feedback' } },
      schema: {
        params: IdParams,
        body: FeedbackRespondBody,
        response: { 200: Feedback, 404: Detail },
      },
    },
    async (request) => {
      // The contract's FeedbackRespondBody has refused a blank answer.
      const response = request.body.response.trim();
      const before = await app.feedbacksRepository.findById(request.params.id);
      const row = await app.feedbacksRepository.respond(request.params.id, {
        response,
        status: request.body.status ?? 'RESOLVED',
        respondedById: principalId(request),
      });
      if (!row) throw notFound();
      request.auditChanges(before ? feedbackItem(before) : null, feedbackItem(row));
      return feedbackItem(row);
    },
  );
}
