import type { AppConfig } from '../config.ts';
import type { FetchLike } from './traced-fetch.ts';

/** What a provider receives about the notification being pushed. */
export interface PushMessage {
  id: number;
  title: string;
  message: string;
  priority: string;
  expires_at: string | null;
  sent_at: string;
}

/** Outcome for one batch of recipients: every recipient in it delivered, or all failed with `error`. */
export type PushResult = { ok: true } | { ok: false; error: string };

export interface PushProvider {
  /** Stored in notification_deliveries.provider. */
  readonly name: string;
  send(notification: PushMessage, recipients: number[]): Promise<PushResult>;
}

/**
 * Default: the notification_deliveries rows themselves are the delivery (the customer app reads them
 * through GET communications/notifications/); nothing leaves the process.
 */
export function outboxProvider(): PushProvider {
  return { name: 'outbox', send: async () => ({ ok: true }) };
}

/** POSTs `{notification, recipients}` as JSON to `url`; any non-2xx, network error or timeout fails the batch. */
export function webhookProvider(url: string, timeoutMs: number, fetchImpl: FetchLike = fetch): PushProvider {
  return {
    name: 'webhook',
    async send(notification, recipients) {
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ notification, recipients }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        // Drain the body so the connection can be reused.
        await res.arrayBuffer().catch(() => undefined);
        return res.ok ? { ok: true } : { ok: false, error: `webhook respondeu HTTP ${res.status}` };
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          return { ok: false, error: `webhook sem resposta em ${timeoutMs} ms` };
        }
        return { ok: false, error: `falha ao chamar o webhook: ${(err as Error).message}` };
      }
    },
  };
}

/** The provider PUSH_PROVIDER names (config.ts has checked that webhook comes with its URL). */
export function createPushProvider(
  config: Pick<AppConfig, 'PUSH_PROVIDER' | 'PUSH_WEBHOOK_URL' | 'PUSH_WEBHOOK_TIMEOUT_MS'>,
  fetchImpl: FetchLike = fetch,
): PushProvider {
  if (config.PUSH_PROVIDER === 'webhook' && config.PUSH_WEBHOOK_URL) {
    return webhookProvider(config.PUSH_WEBHOOK_URL.trim(), config.PUSH_WEBHOOK_TIMEOUT_MS, fetchImpl);
  }
  return outboxProvider();
}
