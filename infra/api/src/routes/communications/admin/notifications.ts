import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, Notification, NotificationListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import type { NotificationFilter } from '../../../repositories/notifications.ts';
import { listRoute } from '../../list-route.ts';
import { notificationItem, notificationScope, requireNotificationSender } from '../communication-helpers.ts';
import { NOTIFICATIONS_CSV } from './notifications-csv.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * GET /api/v1/communications/admin/notifications/list/ (and admin/notifications/) — notification
 * history, newest first, page_size default 20; `?format=csv` exports every notification of the same
 * filter, order and scope. GET admin/notifications/{id}/.
 * ADMIN sees every notification; staff DEALERSHIP only its dealership's (another's id → 404); PARCEIRO 403.
 */
export default async function notificationsAdmin(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = [app.requireCapability('notifications.history'), requireNotificationSender];

  listRoute(app, {
    url: ['/notifications/list/', '/notifications/'],
    onRequest,
    query: NotificationListQuery,
    item: Notification,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    filter: (request, query): NotificationFilter => ({
      dealershipId: notificationScope(request),
      status: query.status || undefined,
      priority: query.priority || undefined,
      search: query.search,
      ordering: query.ordering,
    }),
    page: (filter, p) => app.notificationsRepository.adminPage(filter, p),
    toItem: notificationItem,
    csv: { file: NOTIFICATIONS_CSV, query: (filter) => app.notificationsRepository.adminQuery(filter) },
  });

  r.get(
    '/notifications/:id/',
    {
      onRequest,
      schema: {
        params: IdParams,
        response: { 200: Notification, 404: Detail },
      },
    },
    async (request) => {
      const row = await app.notificationsRepository.adminFind(request.params.id, notificationScope(request));
      if (!row) throw notFound();
      return notificationItem(row);
    },
  );
}
