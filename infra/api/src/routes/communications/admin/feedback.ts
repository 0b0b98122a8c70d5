import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';
import {
  FeedbackItem,
  FeedbackStatusSchema,
  FilterOf,
  feedbackItem,
  IdParams,
  principalId,
  requireAdmin,
} from './schemas.ts';

const ListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: FilterOf(FEEDBACK_STATUSES),
  type: FilterOf(FEEDBACK_TYPES),
});

const RespondBody = Type.Object({
  response: Type.String({ maxLength: 5000 }),
  status: Type.Optional(FeedbackStatusSchema),
});

/**
 * GET  /api/v1/communications/admin/feedback/list/ — customers' feedback, newest first.
 * POST /api/v1/communications/admin/feedback/{id}/respond/ — answer it and set its status.
 * ADMIN only.
 */
export default async function feedbackAdmin(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/communications/admin/feedback/list/',
    {
      onRequest: [app.authenticate, requireAdmin],
      schema: {
        querystring: ListQuery,
        response: { 200: PageOf(FeedbackItem), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.feedbacksRepository.page(
        {
          search: request.query.search,
          status: request.query.status || undefined,
          type: request.query.type || undefined,
        },
        p,
      );
      return pageBody(request, p, count, rows.map(feedbackItem));
    },
  );

  r.post(
    '/communications/admin/feedback/:id/respond/',
    {
      onRequest: [app.authenticate, requireAdmin],
      schema: {
        params: IdParams,
        body: RespondBody,
        response: { 200: FeedbackItem, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const response = request.body.response.trim();
      if (response === '') throw new HttpError(400, { response: ['A resposta não pode ficar em branco.'] });
      const row = await app.feedbacksRepository.respond(request.params.id, {
        response,
        status: request.body.status ?? 'RESOLVED',
        respondedById: principalId(request),
      });
      if (!row) throw notFound();
      return feedbackItem(row);
    },
  );
}
