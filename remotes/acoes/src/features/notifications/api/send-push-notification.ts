import type { SendPushBody, SendPushResponse } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';

/** A refused send; `detail` is the server's error, message, or raw answer (docs/product.md §8). */
export class PushSendError extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

function describe(data: unknown, fallback: string): string {
  if (typeof data === 'string') return data.trim() || fallback;
  if (typeof data !== 'object' || data === null) return fallback;
  const record = data as Record<string, unknown>;
  for (const key of ['error', 'message', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return JSON.stringify(data);
}

/** POST communications/admin/send-push-notification/. */
export async function sendPushNotification(payload: SendPushBody): Promise<SendPushResponse> {
  try {
    return await getHttp()
      .post('communications/admin/send-push-notification/', { json: payload })
      .json<SendPushResponse>();
  } catch (error) {
    if (error instanceof HTTPError)
      throw new PushSendError(describe(error.data, `HTTP ${error.response.status}`));
    throw new PushSendError(error instanceof Error ? error.message : String(error));
  }
}

export const useSendPushNotification = () => useMutation({ mutationFn: sendPushNotification });
