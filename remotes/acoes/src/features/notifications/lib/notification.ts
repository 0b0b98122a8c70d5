import type { NotificationPriority, NotificationStatus } from './notification-labels';

/** A notification as the API sends it (SPEC §3). */
export interface NotificationItem {
  id: number;
  title: string;
  message: string;
  priority: NotificationPriority;
  status: NotificationStatus;
  scheduled_for: string | null;
  expires_at: string | null;
  sent_at: string | null;
  created_at: string;
  created_by?: number | string | null;
  push_sent_success?: boolean | null;
}
