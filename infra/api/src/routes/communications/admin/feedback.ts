import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Feedback, FeedbackListQuery, FeedbackRespondBody, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { listCpf } from '../../../domain/list-cpf.ts';
import type { FeedbackFilter } from '../../../repositories/feedbacks.ts';
import { listRoute } from '../../list-route.ts';
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

  listRoute(app, {
    url: '/feedback/list/',
    onRequest: app.requireCapability('feedback.read'),
    query: FeedbackListQuery,
    item: Feedback,
    filter: (_request, query): FeedbackFilter => ({
      search: query.search,
      status: query.status || undefined,
      type: query.type || undefined,
      // The customer page's "Feedbacks enviados".
      userId: query.user,
      ordering: query.ordering,
    }),
    page: (filter, p) => app.feedbacksRepository.page(filter, p),
    toItem: (row, { search }) => feedbackItem(row, (cpf) => listCpf(cpf, search)),
    csv: { file: FEEDBACK_CSV, query: (filter) => app.feedbacksRepository.listQuery(filter) },
  });

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
