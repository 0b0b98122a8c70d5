import type { AdminLoginResponse } from '@fidelidade/contract';
import { getBareHttp, getHttpConfig } from './http-config';
import { readAccessToken } from './normalize';
import { sessionStore } from './session-store';
import { readItem, STORAGE_KEYS } from './storage';

/** The refresh in flight, shared by every caller until it settles (module scope: one per page). */
let inFlight: Promise<string> | null = null;

/** Clears the session and calls onSessionExpired. */
export function expireSession(): void {
  sessionStore.getState().clearSession();
  getHttpConfig().onSessionExpired();
}

/**
 * A login or refresh answer (a refresh sends only the token pair). Lenient: an empty or non-JSON
 * body is just an answer without a token, and the token is read with readAccessToken.
 */
export function parseAuthResponse(text: string): Partial<AdminLoginResponse> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Partial<AdminLoginResponse>) : null;
  } catch {
    return null;
  }
}

/** Another tab may have refreshed (and rotated the refresh token) while we were failing. */
function tokenRefreshedElsewhere(usedRefreshToken: string): string | null {
  const token = readItem(STORAGE_KEYS.token);
  const refreshToken = readItem(STORAGE_KEYS.refreshToken);
  if (!token || !refreshToken || refreshToken === usedRefreshToken) return null;
  sessionStore.setState({ token, refreshToken });
  return token;
}

/** The user signed out while a refresh was in flight (the store has no refresh token any more). */
const signedOutMeanwhile = () => sessionStore.getState().refreshToken === null;

async function performRefresh(): Promise<string> {
  const refresh = sessionStore.getState().refreshToken;
  if (!refresh) {
    expireSession();
    throw new Error('Sessão expirada');
  }
  try {
    const data = parseAuthResponse(await getBareHttp().post('auth/refresh/', { json: { refresh } }).text());
    const token = readAccessToken(data);
    if (!token) throw new Error('Token não retornado pelo servidor');
    // Don't resurrect a session signed out of meanwhile.
    if (signedOutMeanwhile()) throw new Error('Sessão encerrada');
    // The server rotates refresh tokens: keep the new one when it sends one.
    sessionStore.getState().setToken(token, data?.refresh ?? null);
    return token;
  } catch (error) {
    const adopted = tokenRefreshedElsewhere(refresh);
    if (adopted) return adopted;
    // The server refusing a refresh after a sign-out is that sign-out, not an expiry.
    if (signedOutMeanwhile()) throw error;
    expireSession();
    throw error;
  }
}

/**
 * Gets a new access token with the stored refresh token. Single-flight: concurrent callers share
 * one POST auth/refresh/. On failure (or without a refresh token) the session is cleared and
 * onSessionExpired is called, and the promise rejects.
 */
export function refreshAccessToken(): Promise<string> {
  if (!inFlight) {
    inFlight = performRefresh().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
