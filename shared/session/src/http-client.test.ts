import { HTTPError, isHTTPError } from 'ky';
import { configureHttp, getHttp } from './http-client';
import { sessionStore } from './session-store';
import { API, adminUser, deferred, fakeFetch, jsonResponse } from './test/helpers';
import { refreshAccessToken } from './token-refresh';

let expired: jest.Mock;

function signIn(token = 'old', refreshToken: string | null = 'r1'): void {
  sessionStore.getState().setSession({ token, refreshToken, user: adminUser });
}

function expectSignedOut(): void {
  expect(sessionStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refresh_token')).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().clearSession();
  expired = jest.fn();
  configureHttp({ baseUrl: API, onSessionExpired: expired });
});

describe('getHttp', () => {
  it('prefixes the base URL and sends the Bearer token from the store', async () => {
    signIn('abc');
    const seen = fakeFetch(() => jsonResponse(200, { ok: true }));
    await expect(getHttp().get('users/dashboard/stats/').json()).resolves.toEqual({ ok: true });
    expect(seen).toEqual([
      { method: 'GET', path: 'users/dashboard/stats/', authorization: 'Bearer abc', body: '' },
    ]);
  });

  it('sends no Authorization header when signed out', async () => {
    const seen = fakeFetch(() => jsonResponse(200, {}));
    await getHttp().get('ping/');
    expect(seen[0]?.authorization).toBeNull();
  });

  it('does not retry ordinary failures (retry: 0)', async () => {
    signIn();
    const seen = fakeFetch(() => jsonResponse(503, { detail: 'down' }));
    await expect(getHttp().get('x/')).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toHaveLength(1);
  });

  it('resolves the default base /api/v1/ against location.origin', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./http-client');
      const seen: string[] = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return jsonResponse(200, {});
      }) as typeof fetch;
      await fresh.getHttp().get('ping/');
      expect(seen).toEqual(['http://localhost/api/v1/ping/']);
    });
  });
});

describe('401 → refresh → retry once', () => {
  it('20 concurrent 401s share ONE refresh call and all succeed after their retry', async () => {
    signIn('old', 'r1');
    const seen = fakeFetch(async (request, entry) => {
      if (entry.path === 'auth/refresh/') {
        await new Promise((r) => setTimeout(r, 20));
        return jsonResponse(200, { access: 'new', refresh: 'r2' });
      }
      return entry.authorization === 'Bearer new'
        ? jsonResponse(200, { path: new URL(request.url).pathname })
        : jsonResponse(401, { detail: 'Token inválido' });
    });

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => getHttp().get(`items/${i}/`).json<{ path: string }>()),
    );

    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/v1/items/${i}/`));
    const refreshes = seen.filter((r) => r.path === 'auth/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toBe(JSON.stringify({ refresh: 'r1' }));
    expect(refreshes[0]?.authorization).toBeNull();
    expect(seen.filter((r) => r.path.startsWith('items/'))).toHaveLength(40);
    expect(localStorage.getItem('token')).toBe('new');
    expect(localStorage.getItem('refresh_token')).toBe('r2'); // rotated
    expect(expired).not.toHaveBeenCalled();
  });

  it('a 401 that arrives after the refresh finished retries with the new token, no second refresh', async () => {
    signIn('old', 'r1');
    const slow = deferred();
    const seen = fakeFetch(async (_request, entry) => {
      if (entry.path === 'auth/refresh/') return jsonResponse(200, { access: 'new' });
      if (entry.authorization === 'Bearer new') return jsonResponse(200, { ok: entry.path });
      if (entry.path === 'slow/') await slow.promise;
      return jsonResponse(401, {});
    });

    const slowRequest = getHttp().get('slow/').json();
    await expect(getHttp().get('fast/').json()).resolves.toEqual({ ok: 'fast/' });
    slow.resolve();
    await expect(slowRequest).resolves.toEqual({ ok: 'slow/' });
    expect(seen.filter((r) => r.path === 'auth/refresh/')).toHaveLength(1);
  });

  it('replays the request body on the retry', async () => {
    signIn();
    const seen = fakeFetch((_request, entry) => {
      if (entry.path === 'auth/refresh/') return jsonResponse(200, { access: 'new' });
      return entry.authorization === 'Bearer new' ? jsonResponse(201, { id: 7 }) : jsonResponse(401, {});
    });
    await expect(
      getHttp()
        .post('locations/', { json: { city: 'Recife' } })
        .json(),
    ).resolves.toEqual({ id: 7 });
    const posts = seen.filter((r) => r.path === 'locations/');
    expect(posts.map((r) => [r.method, r.authorization, r.body])).toEqual([
      ['POST', 'Bearer old', '{"city":"Recife"}'],
      ['POST', 'Bearer new', '{"city":"Recife"}'],
    ]);
  });

  it('a request that gets 401 again after the refresh is not retried a second time: session expired', async () => {
    signIn();
    const seen = fakeFetch((_request, entry) =>
      entry.path === 'auth/refresh/'
        ? jsonResponse(200, { access: 'new' })
        : jsonResponse(401, { detail: 'no' }),
    );
    const error: unknown = await getHttp()
      .get('x/')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isHTTPError(error) && error.response.status).toBe(401);
    expect(seen.map((r) => [r.path, r.authorization])).toEqual([
      ['x/', 'Bearer old'],
      ['auth/refresh/', null],
      ['x/', 'Bearer new'],
    ]);
    expect(expired).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });

  it('a refresh answer without a token rejects with "Token não retornado pelo servidor", clears and expires', async () => {
    signIn();
    const seen = fakeFetch((_request, entry) =>
      entry.path === 'auth/refresh/' ? jsonResponse(200, { refresh: 'r2' }) : jsonResponse(401, {}),
    );
    await expect(refreshAccessToken()).rejects.toThrow('Token não retornado pelo servidor');
    expect(expired).toHaveBeenCalledTimes(1);
    expectSignedOut();
    expect(seen).toHaveLength(1);
  });

  it('through getHttp, a token-less refresh answer surfaces the 401 and expires the session once', async () => {
    signIn();
    fakeFetch((_request, entry) =>
      entry.path === 'auth/refresh/' ? jsonResponse(200, {}) : jsonResponse(401, {}),
    );
    const results = await Promise.allSettled([getHttp().get('a/'), getHttp().get('b/')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(expired).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });

  it('without a refresh token: no refresh call, session cleared and onSessionExpired called', async () => {
    signIn('old', null);
    const seen = fakeFetch(() => jsonResponse(401, {}));
    await expect(getHttp().get('x/')).rejects.toBeInstanceOf(HTTPError);
    expect(seen.map((r) => r.path)).toEqual(['x/']);
    expect(expired).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });

  it('a failing refresh (401 from auth/refresh/) does not recurse', async () => {
    signIn();
    const seen = fakeFetch(() => jsonResponse(401, { detail: 'Token inválido' }));
    await expect(getHttp().get('x/')).rejects.toBeInstanceOf(HTTPError);
    expect(seen.map((r) => r.path)).toEqual(['x/', 'auth/refresh/']);
    expect(expired).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });

  it.each([
    ['token', { token: 'tok-b' }],
    ['access_token', { access_token: 'tok-b' }],
  ])('reads the `%s` variant of the refresh answer', async (_name, body) => {
    signIn('old', 'r1');
    fakeFetch(() => jsonResponse(200, body));
    await expect(refreshAccessToken()).resolves.toBe('tok-b');
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-b', refreshToken: 'r1', user: adminUser });
    expect(localStorage.getItem('token')).toBe('tok-b');
  });

  it('refreshAccessToken is single-flight for direct callers too', async () => {
    signIn();
    const seen = fakeFetch(() => jsonResponse(200, { access: 'n1' }));
    const tokens = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(tokens).toEqual(['n1', 'n1', 'n1']);
    expect(seen).toHaveLength(1);
    // Settled: the next call refreshes again.
    await refreshAccessToken();
    expect(seen).toHaveLength(2);
  });

  it('adopts a token another tab refreshed instead of logging out when our refresh loses the rotation race', async () => {
    signIn('old', 'r1');
    const seen = fakeFetch((_request, entry) => {
      if (entry.path === 'auth/refresh/') {
        // The other tab used r1 first: the server rotated it to r9 and rejects ours.
        localStorage.setItem('token', 'other-tab');
        localStorage.setItem('refresh_token', 'r9');
        return jsonResponse(401, { detail: 'Token inválido' });
      }
      return entry.authorization === 'Bearer other-tab'
        ? jsonResponse(200, { ok: 1 })
        : jsonResponse(401, {});
    });
    await expect(getHttp().get('x/').json()).resolves.toEqual({ ok: 1 });
    expect(expired).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ token: 'other-tab', refreshToken: 'r9' });
    expect(seen.filter((r) => r.path === 'auth/refresh/')).toHaveLength(1);
  });

  it('a sign-out during the refresh is not undone by its answer', async () => {
    signIn();
    const gate = deferred();
    fakeFetch(async () => {
      await gate.promise;
      return jsonResponse(200, { access: 'late' });
    });
    const pending = refreshAccessToken();
    sessionStore.getState().clearSession();
    gate.resolve();
    await expect(pending).rejects.toThrow();
    expectSignedOut();
  });

  it('a refresh refused after a sign-out is that sign-out, not an expiry', async () => {
    signIn();
    const gate = deferred();
    fakeFetch(async () => {
      await gate.promise;
      return jsonResponse(401, { detail: 'Sessão encerrada' });
    });
    const pending = refreshAccessToken();
    sessionStore.getState().clearSession();
    gate.resolve();
    await expect(pending).rejects.toBeInstanceOf(HTTPError);
    expect(expired).not.toHaveBeenCalled();
    expectSignedOut();
  });

  it('a 401 for a request sent before the session ended here surfaces as is: no refresh, no second expiry', async () => {
    signIn();
    const gate = deferred();
    const sent = deferred();
    const seen = fakeFetch(async () => {
      sent.resolve();
      await gate.promise;
      return jsonResponse(401, {});
    });
    const pending = getHttp().get('x/');
    await sent.promise;
    sessionStore.getState().clearSession();
    gate.resolve();
    await expect(pending).rejects.toBeInstanceOf(HTTPError);
    expect(seen.map((r) => r.path)).toEqual(['x/']);
    expect(expired).not.toHaveBeenCalled();
  });
});
