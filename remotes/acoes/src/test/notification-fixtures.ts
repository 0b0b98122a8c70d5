// Test-only: notifications as the list API sends them.
import type { Notification } from '@fidelidade/contract';

export const item = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  title: `Notificação ${id}`,
  message: `Mensagem ${id}`,
  priority: 'MEDIUM',
  status: 'SENT',
  scheduled_for: null,
  expires_at: null,
  sent_at: '2030-01-02T13:00:00Z',
  created_at: '2030-01-02T13:00:00Z',
  created_by: 'Ana Admin',
  dealership_id: null,
  push_sent_success: 2,
  total_recipients: 2,
  audience_id: null,
  audience_name: null,
  campaign_id: null,
  ...overrides,
});

/** One page of the list (20 per page). */
export const page = (results: Notification[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  total_pages: Math.ceil(count / 20),
  results,
});
