import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, Notification, NotificationListQuery, PageOf } from '@fidelidade/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { pageBody, paging } from '../../../domain/pagination.ts';
import { documentedCsv } from '../../../plugins/openapi.ts';
import type { NotificationFilter } from '../../../repositories/notifications.ts';
import { sendQueryCsv } from '../../../services/csv-response.ts';
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

  const list = async (
    request: FastifyRequest<{ Querystring: NotificationListQuery }>,
    reply: FastifyReply,
  ) => {
    const filter: NotificationFilter = {
      dealershipId: notificationScope(request),
      status: request.query.status || undefined,
      priority: request.query.priority || undefined,
      search: request.query.search,
      ordering: request.query.ordering,
    };
    const notifications = app.notificationsRepository;
    if (request.query.format === 'csv')
      return sendQueryCsv(reply, NOTIFICATIONS_CSV, notifications.adminQuery(filter), notificationItem);
    const p = paging({ ...request.query, page_size: request.query.page_size ?? NOTIFICATIONS_PAGE_SIZE });
    const { count, rows } = await notifications.adminPage(filter, p);
    return pageBody(request, p, count, rows.map(notificationItem));
  };
  const listOptions = {
    onRequest,
    config: { swaggerTransform: documentedCsv },
    schema: {
      querystring: NotificationListQuery,
      response: { 200: PageOf(Notification), 404: Detail },
    },
  };
  r.get('/notifications/list/', listOptions, list);
  r.get('/notifications/', listOptions, list);

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
