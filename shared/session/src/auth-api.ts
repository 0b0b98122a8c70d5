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

/** A sign-in's outcome: signed in, or the password was right and the second factor is asked. */
export type LoginResult =
  | { status: 'signed_in'; user: StoredUser }
  | { status: 'two_factor'; challenge: string; expiresIn: number };

/** The bare client (a 401 here is a wrong password or code, not an expired session). */
async function postSignIn(path: string, json: object): Promise<string> {
  try {
    return await getBareHttp().post(path, { json }).text();
  } catch (error) {
    throw new Error(messageFrom(error, ['detail', 'error', 'non_field_errors']) ?? 'Erro no login');
  }
}

function storeSignIn(text: string): StoredUser {
  const data = parseAuthResponse(text);
  const token = readAccessToken(data);
  if (!data || !token || !data.user) throw new Error('Resposta inválida do servidor');
  sessionStore.getState().setSession({ token, refreshToken: data.refresh ?? null, user: data.user });
  return data.user;
}

function challengeOf(text: string): { challenge: string; expiresIn: number } | null {
  const data: unknown = parseAuthResponse(text);
  if (typeof data !== 'object' || data === null) return null;
  const { two_factor_required: required, challenge, expires_in: expiresIn } = data as Record<string, unknown>;
  if (required !== true || typeof challenge !== 'string') return null;
  return { challenge, expiresIn: typeof expiresIn === 'number' ? expiresIn : 300 };
}

/**
 * Signs in (POST users/auth/admin-login/). Stores the session and returns the user, or, for an
 * account with two-factor sign-in, the challenge for `loginWithCode`. Rejects with an Error whose
 * message is ready to show (docs/product.md §8).
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  const text = await postSignIn('users/auth/admin-login/', { email, password });
  const challenge = challengeOf(text);
  if (challenge) return { status: 'two_factor', ...challenge };
  return { status: 'signed_in', user: storeSignIn(text) };
}

/** The code step (POST users/auth/two-factor/): the app's six digits or a recovery code. */
export async function loginWithCode(challenge: string, code: string): Promise<StoredUser> {
  return storeSignIn(await postSignIn('users/auth/two-factor/', { challenge, code }));
}

/**
 * Sair: clears the local session, then tells the server (best effort) to end this session only (its
 * refresh token's family; the user's other devices stay signed in). Local first: a request still in
 * flight that the server refuses once the session has ended belongs to this sign-out, so the 401 of
 * it must not read as an expired session (http-client.ts, token-refresh.ts); in the other order the
 * user who clicked Sair could land on "Sua sessão expirou".
 */
export async function logout(): Promise<void> {
  const { token, refreshToken } = sessionStore.getState();
  sessionStore.getState().clearSession();
  if (!refreshToken) return;
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
