import type { StoredUser } from '@fidelidade/session';
import type { NotificationPriority } from './notification-labels';

export interface PushFormValues {
  title?: string;
  message?: string;
  priority: NotificationPriority;
  schedule: boolean;
  scheduled_for?: string;
  set_expiry: boolean;
  expires_at?: string;
}

export const pushDefaults: PushFormValues = { priority: 'MEDIUM', schedule: false, set_expiry: false };

export interface PushPayload {
  title: string;
  message: string;
  priority: NotificationPriority;
  scheduled_for?: string;
  expires_at?: string;
  created_by_id?: number;
  user_type?: string;
  dealership_id?: number;
}

const toIso = (local: string | undefined): string | undefined => {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** SPEC §5/§7: ISO dates, empty fields omitted, sender fields from the stored user. */
export function toPushPayload(values: PushFormValues, user: StoredUser | null): PushPayload {
  const payload: PushPayload = {
    title: (values.title ?? '').trim(),
    message: (values.message ?? '').trim(),
    priority: values.priority,
  };
  const scheduledFor = values.schedule ? toIso(values.scheduled_for) : undefined;
  const expiresAt = values.set_expiry ? toIso(values.expires_at) : undefined;
  if (scheduledFor) payload.scheduled_for = scheduledFor;
  if (expiresAt) payload.expires_at = expiresAt;
  if (user) {
    payload.created_by_id = user.id;
    payload.user_type = user.is_superuser ? 'ADMIN' : user.user_type;
    if (user.dealership_associated) payload.dealership_id = user.dealership_associated;
  }
  return payload;
}
