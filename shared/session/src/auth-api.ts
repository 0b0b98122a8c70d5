import type { StoredUser } from '@fidelidade/contract';
import { isHTTPError } from 'ky';
import { getBareHttp } from './http-config';
import { readAccessToken } from './normalize';
import { sessionStore } from './session-store';
import { parseAuthResponse } from './token-refresh';

type ErrorKey = 'detail' | 'error' | 'message' | 'non_field_errors';

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

function bodyOf(error: unknown): unknown {
  if (!isHTTPError(error)) return undefined;
  const { data } = error;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function messageFrom(error: unknown, keys: readonly ErrorKey[]): string | null {
  const body = bodyOf(error);
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Partial<Record<ErrorKey, unknown>>;
  for (const key of keys) {
    const text = firstText(record[key]);
    if (text) return text;
  }
  return null;
}

/**
 * The server's message in a ky HTTPError body (detail, error, message or non_field_errors; a string
 * or the first of a list), else `fallback`.
 */
export async function getErrorMessage(error: unknown, fallback: string): Promise<string> {
  return messageFrom(error, ['detail', 'error', 'message', 'non_field_errors']) ?? fallback;
}

/**
 * Signs in (POST users/auth/admin-login/), stores the session and returns the user.
 * Rejects with an Error whose message is ready to show (docs/product.md §8).
 */
export async function login(email: string, password: string): Promise<StoredUser> {
  let text: string;
  try {
    // The bare client: a 401 here is a wrong password, not an expired session.
    text = await getBareHttp().post('users/auth/admin-login/', { json: { email, password } }).text();
  } catch (error) {
    throw new Error(messageFrom(error, ['detail', 'error', 'non_field_errors']) ?? 'Erro no login');
  }
  const data = parseAuthResponse(text);
  const token = readAccessToken(data);
  if (!data || !token || !data.user) throw new Error('Resposta inválida do servidor');
  sessionStore.getState().setSession({ token, refreshToken: data.refresh ?? null, user: data.user });
  return data.user;
}

/** Best-effort server logout (revokes the refresh token), then clears the local session. */
export async function logout(): Promise<void> {
  const { token, refreshToken } = sessionStore.getState();
  if (refreshToken) {
    try {
      await getBareHttp().post('auth/logout/', {
        json: { refresh: refreshToken },
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        timeout: 5000,
      });
    } catch {
      // Ignored: signing out locally must always work.
    }
  }
  sessionStore.getState().clearSession();
}
