import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerNotification, Detail, IdParams, PageOf, PageOnlyQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/http-error.ts';
import { pageBody, paging } from '../../domain/pagination.ts';
import { customerNotificationItem, principalId } from './communication-helpers.ts';

/**
 * Customer app (CLIENTE token): GET /api/v1/communications/notifications/ — notifications delivered
 * to the customer that have not expired, newest first; GET communications/notifications/{id}/.
 */
export default async function customerNotifications(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.authenticateCustomer;

  r.get(
    '/notifications/',
    {
      onRequest,
      schema: {
        querystring: PageOnlyQuery,
        response: { 200: PageOf(CustomerNotification), 404: Detail },
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
    '/notifications/:id/',
    {
      onRequest,
      schema: {
        params: IdParams,
        response: { 200: CustomerNotification, 404: Detail },
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
