import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_STATUSES } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { PageOf, PageQuery, pageBody, paging } from '../../lib/pagination.ts';
import { Detail } from '../common/schemas.ts';
import {
  FilterOf,
  IdParams,
  NotificationItem,
  notificationItem,
  notificationScope,
  requireNotificationSender,
} from './schemas.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const ListQuery = Type.Object({
  ...PageQuery,
  status: FilterOf(NOTIFICATION_STATUSES),
  priority: FilterOf(NOTIFICATION_PRIORITIES),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
type ListQueryT = Static<typeof ListQuery>;

/**
 * GET /api/v1/communications/admin/notifications/list/ (and admin/notifications/) — notification
 * history, newest first, page_size default 20. GET admin/notifications/{id}/.
 * ADMIN sees every notification; staff DEALERSHIP only its dealership's (another's id → 404); PARCEIRO 403.
 */
export default async function notificationsAdmin(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = [app.authenticate, requireNotificationSender];

  const list = async (request: FastifyRequest<{ Querystring: ListQueryT }>) => {
    const p = paging({ ...request.query, page_size: request.query.page_size ?? NOTIFICATIONS_PAGE_SIZE });
    const { count, rows } = await app.notificationsRepository.adminPage(
      {
        dealershipId: notificationScope(request),
        status: request.query.status || undefined,
        priority: request.query.priority || undefined,
        search: request.query.search,
      },
      p,
    );
    return pageBody(request, p, count, rows.map(notificationItem));
  };
  const listOptions = {
    onRequest,
    schema: {
      querystring: ListQuery,
      response: { 200: PageOf(NotificationItem), 401: Detail, 403: Detail, 404: Detail },
    },
  };
  r.get('/communications/admin/notifications/list/', listOptions, list);
  r.get('/communications/admin/notifications/', listOptions, list);

  r.get(
    '/communications/admin/notifications/:id/',
    {
      onRequest,
      schema: {
        params: IdParams,
        response: { 200: NotificationItem, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const row = await app.notificationsRepository.adminFind(request.params.id, notificationScope(request));
      if (!row) throw notFound();
      return notificationItem(row);
    },
  );
}
