import type { SendPushBody, SendPushResponse } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';

/** The fields of the form a 400 may name (DRF shape `{field: ["msg"]}`). */
export const PUSH_FORM_FIELDS = [
  'title',
  'message',
  'priority',
  'scheduled_for',
  'expires_at',
  'audience_id',
] as const;
export type PushFormField = (typeof PUSH_FORM_FIELDS)[number];

/** When the server refused fields and said nothing else: the messages sit under the fields. */
export const pushFieldsRefused = 'Corrija os campos destacados e tente novamente.';

/**
 * A refused send (docs/product.md §8): `detail` is the server's error, message or detail (or its
 * other messages as text), `fields` the messages that belong under a field of the form. Never the
 * answer's raw JSON.
 */
export class PushSendError extends Error {
  constructor(
    readonly detail: string,
    readonly fields: Partial<Record<PushFormField, string[]>> = {},
  ) {
    super(detail);
  }
}

const isFormField = (key: string): key is PushFormField =>
  (PUSH_FORM_FIELDS as readonly string[]).includes(key);

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );

function describe(data: unknown, fallback: string): PushSendError {
  if (typeof data === 'string') return new PushSendError(data.trim() || fallback);
  if (typeof data !== 'object' || data === null) return new PushSendError(fallback);
  const record = data as Record<string, unknown>;
  for (const key of ['error', 'message', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return new PushSendError(value);
  }
  const fields: Partial<Record<PushFormField, string[]>> = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (isFormField(key) && messagesOf(value).length > 0) fields[key] = messagesOf(value);
    else other.push(...messagesOf(value));
  }
  const named = Object.keys(fields).length > 0;
  return new PushSendError(other.join(' ') || (named ? pushFieldsRefused : fallback), fields);
}

/** POST communications/admin/send-push-notification/. */
export async function sendPushNotification(payload: SendPushBody): Promise<SendPushResponse> {
  try {
    return await getHttp()
      .post('communications/admin/send-push-notification/', { json: payload })
      .json<SendPushResponse>();
  } catch (error) {
    if (error instanceof HTTPError) throw describe(error.data, `HTTP ${error.response.status}`);
    throw new PushSendError(error instanceof Error ? error.message : String(error));
  }
}

export const useSendPushNotification = () => useMutation({ mutationFn: sendPushNotification });
