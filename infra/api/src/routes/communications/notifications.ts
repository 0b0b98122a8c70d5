import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerNotification, Detail, IdParams, PageOnlyQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/http-error.ts';
import { listRoute } from '../list-route.ts';
import { customerNotificationItem, principalId } from './communication-helpers.ts';

/**
 * Customer app (CLIENTE token): GET /api/v1/communications/notifications/ — notifications delivered
 * to the customer that have not expired, newest first; GET communications/notifications/{id}/.
 */
export default async function customerNotifications(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.authenticateCustomer;

  listRoute(app, {
    url: '/notifications/',
    onRequest,
    query: PageOnlyQuery,
    item: CustomerNotification,
    filter: (request) => ({ userId: principalId(request), now: new Date() }),
    page: ({ userId, now }, p) => app.notificationsRepository.customerPage(userId, now, p),
    toItem: customerNotificationItem,
  });

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
