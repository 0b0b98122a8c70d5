import type { Notification, ScheduledPushBody } from '@fidelidade/contract';
import type { NotificationPriority } from '@fidelidade/contract/enums';
import { isoToLocal, localToIso } from '../../../lib/local-date-time';

/** The scheduled-push edit form: dates as datetime-local text, the expiry behind its toggle. */
export interface ScheduledPushValues {
  title: string;
  message: string;
  priority: NotificationPriority;
  scheduled_for: string;
  set_expiry: boolean;
  expires_at?: string;
}

export const scheduledPushValues = (notification: Notification): ScheduledPushValues => ({
  title: notification.title,
  message: notification.message,
  priority: notification.priority,
  scheduled_for: isoToLocal(notification.scheduled_for),
  set_expiry: notification.expires_at !== null,
  expires_at: isoToLocal(notification.expires_at),
});

/** PUT's body: trimmed text, ISO dates; no expiry when its toggle is off (null clears it). */
export const scheduledPushBody = (values: ScheduledPushValues): ScheduledPushBody => ({
  title: values.title.trim(),
  message: values.message.trim(),
  priority: values.priority,
  scheduled_for: localToIso(values.scheduled_for),
  expires_at: values.set_expiry ? localToIso(values.expires_at) || null : null,
});
