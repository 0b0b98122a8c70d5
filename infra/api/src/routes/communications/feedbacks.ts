import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Feedback, FeedbackCreateBody, IdParams, PageOnlyQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/http-error.ts';
import { listRoute } from '../list-route.ts';
import { feedbackItem, principalId } from './communication-helpers.ts';

/** The customer app shows the customer its own CPF. */
const own = (cpf: string) => cpf;

/**
 * Customer app (CLIENTE token):
 * POST /api/v1/communications/feedbacks/ — send feedback (stored as typed; clients render it as text).
 * GET  /api/v1/communications/feedbacks/ — own feedback, newest first.
 * GET  /api/v1/communications/feedbacks/{id}/ — one of own (anyone else's → 404).
 */
export default async function customerFeedbacks(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.authenticateCustomer;

  r.post(
    '/feedbacks/',
    {
      onRequest,
      config: { audit: { exempt: 'customer app (CLIENTE sends feedback): not a back-office write' } },
      schema: { body: FeedbackCreateBody, response: { 201: Feedback } },
    },
    async (request, reply) => {
      // The contract's FeedbackCreateBody has refused a blank subject or message.
      const row = await app.feedbacksRepository.create({
        userId: principalId(request),
        subject: request.body.subject.trim(),
        message: request.body.message.trim(),
        feedbackType: request.body.feedback_type ?? 'GENERAL',
        priority: request.body.priority ?? 2,
      });
      return reply.code(201).send(feedbackItem(row, own));
    },
  );

  listRoute(app, {
    url: '/feedbacks/',
    onRequest,
    query: PageOnlyQuery,
    item: Feedback,
    filter: (request) => ({ userId: principalId(request) }),
    page: (filter, p) => app.feedbacksRepository.page(filter, p),
    toItem: (row) => feedbackItem(row, own),
  });

  r.get(
    '/feedbacks/:id/',
    {
      onRequest,
      schema: { params: IdParams, response: { 200: Feedback, 404: Detail } },
    },
    async (request) => {
      const row = await app.feedbacksRepository.findById(request.params.id, principalId(request));
      if (!row) throw notFound();
      return feedbackItem(row, own);
    },
  );
}
