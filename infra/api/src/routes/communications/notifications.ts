import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';
import { CustomerNotificationItem, customerNotificationItem, IdParams, principalId } from './schemas.ts';

/**
 * Customer app (CLIENTE token): GET /api/v1/communications/notifications/ — notifications delivered
 * to the customer that have not expired, newest first; GET communications/notifications/{id}/.
 */
export default async function customerNotifications(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.authenticateCustomer;

  r.get(
    '/communications/notifications/',
    {
      onRequest,
      schema: {
        querystring: Type.Object(PageQuery),
        response: { 200: PageOf(CustomerNotificationItem), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { count, rows } = await app.notificationsRepository.customerPage(
        principalId(request),
        new Date(),
        p,
      );
      return pageBody(request, p, count, rows.map(customerNotificationItem));
    },
  );

  r.get(
    '/communications/notifications/:id/',
    {
      onRequest,
      schema: {
        params: IdParams,
        response: { 200: CustomerNotificationItem, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const row = await app.notificationsRepository.customerFind(
        principalId(request),
        request.params.id,
        new Date(),
      );
      if (!row) throw notFound();
      return customerNotificationItem(row);
    },
  );
}
