import type { notificationDeliveries } from '../db/schema/index.ts';
import type { PushProvider, PushResult } from './push-provider.ts';

type DeliveryRow = typeof notificationDeliveries.$inferInsert;

/**
 * The notification_deliveries rows of one provider call, one per recipient: the call delivered to
 * all of them or failed them all with its error (cut to what the column keeps). `message` is the
 * recipient's own text when a push's words differ per customer (points expiry reminders).
 * Every push that reaches customers records its deliveries through here.
 */
export function deliveryRows(
  provider: PushProvider,
  result: PushResult,
  notificationId: number,
  userIds: readonly number[],
  now: Date,
  message?: string,
): DeliveryRow[] {
  return userIds.map((userId) => ({
    notificationId,
    userId,
    provider: provider.name,
    status: result.ok ? ('DELIVERED' as const) : ('FAILED' as const),
    attempts: 1,
    deliveredAt: result.ok ? now : null,
    error: result.ok ? null : result.error.slice(0, 1000),
    ...(message === undefined ? {} : { message }),
    createdAt: now,
  }));
}
