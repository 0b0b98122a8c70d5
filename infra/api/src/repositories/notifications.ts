import { NOTIFICATION_PRIORITIES, NOTIFICATION_STATUSES } from '@fidelidade/contract/enums';
import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bind, literal, placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { PAGE, preparedPages } from '../db/prepared-pages.ts';
import { notificationDeliveries, notifications, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { enumOrder, orderBy, sortableList } from '../domain/ordering.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export interface NotificationFilter {
  /** null = every notification (ADMIN); else only that dealership's. */
  dealershipId: number | null;
  status?: NotificationStatus | undefined;
  priority?: NotificationPriority | undefined;
  search?: string | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/** `priority` sorts low → urgent and `status` draft → failed, the contract's tuple order. */
export const NOTIFICATION_ORDERING = sortableList(
  'communications/admin/notifications/list/',
  {
    created_at: notifications.createdAt,
    title: notifications.title,
    priority: enumOrder(notifications.priority, NOTIFICATION_PRIORITIES),
    status: enumOrder(notifications.status, NOTIFICATION_STATUSES),
    scheduled_for: notifications.scheduledFor,
    sent_at: notifications.sentAt,
  },
  notifications.id,
);

const creator = alias(users, 'creator');

function selectAdmin(db: Database) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      priority: notifications.priority,
      status: notifications.status,
      scheduledFor: notifications.scheduledFor,
      expiresAt: notifications.expiresAt,
      sentAt: notifications.sentAt,
      createdAt: notifications.createdAt,
      createdByName: creator.fullName,
      dealershipId: notifications.dealershipId,
      pushSentSuccess: notifications.pushSentSuccess,
      totalRecipients: notifications.totalRecipients,
      audienceId: notifications.audienceId,
      audienceName: notifications.audienceName,
      campaignId: notifications.campaignId,
    })
    .from(notifications)
    .leftJoin(creator, eq(creator.id, notifications.createdById));
}

export type AdminNotificationRow = Awaited<ReturnType<typeof selectAdmin>>[number];

function selectCustomer(db: Database) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      // A personal text (an expiry reminder's points and date) wins over the notification's.
      message: sql<string>`coalesce(${notificationDeliveries.message}, ${notifications.message})`,
      priority: notifications.priority,
      sentAt: notificationDeliveries.deliveredAt,
      expiresAt: notifications.expiresAt,
      createdAt: notifications.createdAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId));
}

export type CustomerNotificationRow = Awaited<ReturnType<typeof selectCustomer>>[number];

export function createNotificationsRepository(db: Database) {
  function adminWhere(filter: NotificationFilter): SQL | undefined {
    const term = filter.search?.trim();
    const pattern = term ? likePattern(term) : undefined;
    return and(
      filter.dealershipId === null ? undefined : eq(notifications.dealershipId, filter.dealershipId),
      filter.status ? eq(notifications.status, filter.status) : undefined,
      filter.priority ? eq(notifications.priority, filter.priority) : undefined,
      pattern
        ? or(ilikeUnaccent(notifications.title, pattern), ilikeUnaccent(notifications.message, pattern))
        : undefined,
    );
  }

  /** Delivered to the customer and not expired at `now`. */
  function customerWhere(userId: number, now: Date, bind: Bind = literal): SQL | undefined {
    return and(
      eq(notificationDeliveries.userId, bind('userId', userId)),
      eq(notificationDeliveries.status, 'DELIVERED'),
      or(isNull(notifications.expiresAt), gt(notifications.expiresAt, bind('now', now))),
    );
  }

  // The customer's page has one shape: its page and count are prepared once (db/prepared-pages.ts).
  const customerPages = preparedPages({
    prefix: 'notifications_customer',
    keyOf: () => '',
    rows: () =>
      selectCustomer(db)
        .where(customerWhere(0, new Date(0), placeholder))
        .orderBy(sql`${notificationDeliveries.deliveredAt} desc nulls last`, desc(notifications.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    count: () =>
      db
        .select({ value: count() })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(customerWhere(0, new Date(0), placeholder)),
  });

  /** The back office's notifications of `filter` in the list's order (no paging): pages and exports. */
  const adminQuery = (filter: NotificationFilter) =>
    selectAdmin(db)
      .where(adminWhere(filter))
      .orderBy(...orderBy(filter.ordering, NOTIFICATION_ORDERING));

  return {
    adminQuery,

    async adminPage(
      filter: NotificationFilter,
      p: Paging,
    ): Promise<{ count: number; rows: AdminNotificationRow[] }> {
      const query = adminQuery(filter);
      const [total] = await db.select({ value: count() }).from(notifications).where(adminWhere(filter));
      const rows = await query.limit(p.pageSize).offset(p.offset);
      return { count: total?.value ?? 0, rows };
    },

    async adminFind(id: number, dealershipId: number | null): Promise<AdminNotificationRow | undefined> {
      const [row] = await selectAdmin(db)
        .where(and(eq(notifications.id, id), adminWhere({ dealershipId })))
        .limit(1);
      return row;
    },

    async customerPage(
      userId: number,
      now: Date,
      p: Paging,
    ): Promise<{ count: number; rows: CustomerNotificationRow[] }> {
      // A placeholder's value skips the column's encoder: the instant goes as the encoder sends it.
      const values = { userId, now: now.toISOString() };
      const { counted, rows } = await customerPages.execute(undefined, values, p);
      return { count: counted[0]?.value ?? 0, rows };
    },

    async customerFind(userId: number, id: number, now: Date): Promise<CustomerNotificationRow | undefined> {
      const [row] = await selectCustomer(db)
        .where(and(eq(notifications.id, id), customerWhere(userId, now)))
        .limit(1);
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('notificationsRepository', createNotificationsRepository(app.db));
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
