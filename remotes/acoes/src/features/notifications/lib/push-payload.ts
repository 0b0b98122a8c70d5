import type { SendPushBody } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';
import type { NotificationPriority } from '@fidelidade/contract/enums';
import type { StoredUser } from '@fidelidade/session';

/** The push form's values as antd Form holds them: dates as datetime-local text, toggles apart. */
export interface PushFormValues extends Partial<Pick<SendPushBody, 'title' | 'message'>> {
  priority: NotificationPriority;
  schedule: boolean;
  scheduled_for?: string;
  set_expiry: boolean;
  expires_at?: string;
  /** Every customer of the sender's scope, or one of its audiences. */
  recipients: 'all' | 'audience';
  audience_id?: number;
}

export const pushDefaults: PushFormValues = {
  priority: 'MEDIUM',
  schedule: false,
  set_expiry: false,
  recipients: 'all',
};

const toIso = (local: string | undefined): string | undefined => {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** docs/product.md §5/§7: ISO dates, empty fields omitted, sender fields from the stored user. */
export function toPushPayload(values: PushFormValues, user: StoredUser | null): SendPushBody {
  const payload: SendPushBody = {
    title: (values.title ?? '').trim(),
    message: (values.message ?? '').trim(),
    priority: values.priority,
  };
  const scheduledFor = values.schedule ? toIso(values.scheduled_for) : undefined;
  const expiresAt = values.set_expiry ? toIso(values.expires_at) : undefined;
  if (scheduledFor) payload.scheduled_for = scheduledFor;
  if (expiresAt) payload.expires_at = expiresAt;
  if (values.recipients === 'audience' && values.audience_id) payload.audience_id = values.audience_id;
  if (user) {
    payload.created_by_id = user.id;
    payload.user_type = effectiveRole(user);
    if (user.dealership_associated) payload.dealership_id = user.dealership_associated;
  }
  return payload;
}
