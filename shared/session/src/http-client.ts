import ky, { type AfterResponseState, type BeforeRequestState, type KyInstance } from 'ky';
import { httpConfigGeneration, resolvedBaseUrl, setHttpConfig } from './http-config';
import { sessionStore } from './session-store';
import { expireSession, refreshAccessToken } from './token-refresh';

let instance: KyInstance | null = null;
let instanceGeneration = -1;

/**
 * Sets the API base and what to do when the session cannot be refreshed. Call once at boot (host);
 * remotes share the same module instance, so they see the same configuration.
 */
export function configureHttp(options: { baseUrl?: string; onSessionExpired?: () => void }): void {
  setHttpConfig(options);
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function addBearer({ request }: BeforeRequestState): void {
  const { token } = sessionStore.getState();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

async function refreshOn401({ request, response, retryCount }: AfterResponseState) {
  if (response.status !== 401) return undefined;
  const sentToken = bearerOf(request);
  const current = sessionStore.getState().token;

  if (retryCount > 0) {
    // Already retried with a fresh token and still 401: the session is gone. Expire it once,
    // unless another request already did (token cleared) or a newer token exists.
    if (current !== null && current === sentToken) {
      expireSession();
    }
    return undefined;
  }

  // Sent with a session that has ended here since (Sair, or another request already expired it):
  // nothing to refresh and nothing to report again; the caller gets this 401.
  if (sentToken !== null && current === null) return undefined;

  let token: string;
  if (current && current !== sentToken) {
    // Someone refreshed after this request left (another request or another tab): just retry.
    token = current;
  } else {
    try {
      token = await refreshAccessToken();
    } catch {
      // refreshAccessToken already cleared the session and called onSessionExpired;
      // the caller gets this 401 as an HTTPError.
      return undefined;
    }
  }
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED', delay: 0 });
}

function createHttp(): KyInstance {
  return ky.create({
    prefix: resolvedBaseUrl(),
    // No ordinary retries (shouldRetry → false), but a limit of 1 so the forced retry after a token
    // refresh can happen exactly once (ky.retry() respects retry.limit; with `retry: 0` it would throw,
    // and ky would not keep a clone of the request body to replay).
    retry: { limit: 1, shouldRetry: () => false },
    hooks: {
      beforeRequest: [addBearer],
      afterResponse: [refreshOn401],
    },
  });
}

/** The app-wide ky instance: base URL, Bearer token, refresh-and-retry-once on 401. */
export function getHttp(): KyInstance {
  if (!instance || instanceGeneration !== httpConfigGeneration()) {
    instance = createHttp();
    instanceGeneration = httpConfigGeneration();
  }
  return instance;
}
