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

export interface PushConfig {
  provider: 'outbox' | 'webhook';
  webhookUrl: string | undefined;
  webhookTimeoutMs: number;
}

/**
 * Default: the notification_deliveries rows themselves are the delivery (the customer app reads them
 * through GET communications/notifications/); nothing leaves the process.
 */
export function outboxProvider(): PushProvider {
  return { name: 'outbox', send: async () => ({ ok: true }) };
}

/** POSTs `{notification, recipients}` as JSON to `url`; any non-2xx, network error or timeout fails the batch. */
export function webhookProvider(url: string, timeoutMs: number): PushProvider {
  return {
    name: 'webhook',
    async send(notification, recipients) {
      try {
        const res = await fetch(url, {
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

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** PUSH_PROVIDER (outbox | webhook), PUSH_WEBHOOK_URL, PUSH_WEBHOOK_TIMEOUT_MS (default 5000). */
export function loadPushConfig(env: NodeJS.ProcessEnv = process.env): PushConfig {
  const name = (env.PUSH_PROVIDER ?? 'outbox').trim().toLowerCase() || 'outbox';
  if (name !== 'outbox' && name !== 'webhook') {
    throw new Error(`PUSH_PROVIDER inválido: "${name}" (use outbox ou webhook).`);
  }
  const webhookUrl = env.PUSH_WEBHOOK_URL?.trim() || undefined;
  if (name === 'webhook') {
    let parsed: URL | undefined;
    try {
      parsed = webhookUrl ? new URL(webhookUrl) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error('PUSH_PROVIDER=webhook exige PUSH_WEBHOOK_URL (http ou https).');
    }
  }
  return { provider: name, webhookUrl, webhookTimeoutMs: positiveInt(env.PUSH_WEBHOOK_TIMEOUT_MS, 5000) };
}

export function createPushProvider(config: PushConfig): PushProvider {
  if (config.provider === 'webhook' && config.webhookUrl) {
    return webhookProvider(config.webhookUrl, config.webhookTimeoutMs);
  }
  return outboxProvider();
}
