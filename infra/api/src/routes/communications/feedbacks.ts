import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';
import { FeedbackItem, FeedbackTypeSchema, feedbackItem, IdParams, principalId } from './schemas.ts';

const CreateBody = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
  feedback_type: Type.Optional(FeedbackTypeSchema),
  priority: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
});

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
    '/communications/feedbacks/',
    {
      onRequest,
      schema: { body: CreateBody, response: { 201: FeedbackItem, 401: Detail, 403: Detail } },
    },
    async (request, reply) => {
      const subject = request.body.subject.trim();
      const message = request.body.message.trim();
      const errors: Record<string, string[]> = {};
      if (subject === '') errors.subject = ['Este campo não pode ficar em branco.'];
      if (message === '') errors.message = ['Este campo não pode ficar em branco.'];
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      const row = await app.feedbacksRepository.create({
        userId: principalId(request),
        subject,
        message,
        feedbackType: request.body.feedback_type ?? 'GENERAL',
        priority: request.body.priority ?? 2,
      });
      return reply.code(201).send(feedbackItem(row));
    },
  );

  r.get(
    '/communications/feedbacks/',
    {
      onRequest,
      schema: {
        querystring: Type.Object(PageQuery),
        response: { 200: PageOf(FeedbackItem), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.feedbacksRepository.page({ userId: principalId(request) }, p);
      return pageBody(request, p, count, rows.map(feedbackItem));
    },
  );

  r.get(
    '/communications/feedbacks/:id/',
    {
      onRequest,
      schema: { params: IdParams, response: { 200: FeedbackItem, 401: Detail, 403: Detail, 404: Detail } },
    },
    async (request) => {
      const row = await app.feedbacksRepository.findById(request.params.id, principalId(request));
      if (!row) throw notFound();
      return feedbackItem(row);
    },
  );
}
