import { HTTPError } from 'ky';
import { getErrorMessage, login, loginWithCode, logout } from './auth-api';
import { configureHttp, getHttp } from './http-client';
import { sessionStore } from './session-store';
import { API, adminUser, deferred, fakeFetch, jsonResponse } from './test/helpers';

let expired: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().clearSession();
  expired = jest.fn();
  configureHttp({ baseUrl: API, onSessionExpired: expired });
});

describe('login', () => {
  it('posts the credentials, stores the session and returns the user', async () => {
    const seen = fakeFetch(() => jsonResponse(200, { access: 'acc', refresh: 'ref', user: adminUser }));
    await expect(login('ana@example.com', 'segredo')).resolves.toEqual({
      status: 'signed_in',
      user: adminUser,
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: 'users/auth/admin-login/',
        authorization: null,
        body: JSON.stringify({ email: 'ana@example.com', password: 'segredo' }),
      },
    ]);
    expect(localStorage.getItem('token')).toBe('acc');
    expect(localStorage.getItem('refresh_token')).toBe('ref');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(adminUser);
  });

  it('a 202 with a challenge asks for the code; the code step stores the session', async () => {
    const seen = fakeFetch((_request, entry) =>
      entry.path === 'users/auth/admin-login/'
        ? jsonResponse(202, { two_factor_required: true, challenge: 'desafio', expires_in: 300 })
        : jsonResponse(200, { access: 'acc', refresh: 'ref', user: adminUser }),
    );
    await expect(login('ana@example.com', 'segredo')).resolves.toEqual({
      status: 'two_factor',
      challenge: 'desafio',
      expiresIn: 300,
    });
    expect(localStorage.getItem('token')).toBeNull();
    await expect(loginWithCode('desafio', '123456')).resolves.toEqual(adminUser);
    expect(seen[1]).toEqual({
      method: 'POST',
      path: 'users/auth/two-factor/',
      authorization: null,
      body: JSON.stringify({ challenge: 'desafio', code: '123456' }),
    });
    expect(localStorage.getItem('token')).toBe('acc');
  });

  it("a wrong code shows the server's detail", async () => {
    fakeFetch(() => jsonResponse(401, { detail: 'Código inválido.' }));
    await expect(loginWithCode('desafio', '000000')).rejects.toThrow(new Error('Código inválido.'));
  });

  it.each([
    ['token', { token: 'acc', user: adminUser }],
    ['access_token', { access_token: 'acc', user: adminUser }],
  ])('accepts the `%s` variant', async (_name, body) => {
    fakeFetch(() => jsonResponse(200, body));
    await login('a@b.c', 'x');
    expect(sessionStore.getState()).toMatchObject({ token: 'acc', refreshToken: null, user: adminUser });
  });

  it.each<[string, number, unknown, string]>([
    ['detail', 401, { detail: 'Credenciais inválidas' }, 'Credenciais inválidas'],
    ['error', 403, { error: 'Acesso negado' }, 'Acesso negado'],
    ['error as a list', 400, { error: ['Conta inativa', 'outro'] }, 'Conta inativa'],
    [
      'non_field_errors',
      400,
      { non_field_errors: ['Email ou senha incorretos'] },
      'Email ou senha incorretos',
    ],
    ['detail wins over error', 400, { error: 'b', detail: 'a' }, 'a'],
    ['no known field', 400, { email: ['Obrigatório'] }, 'Erro no login'],
    ['no body', 500, undefined, 'Erro no login'],
  ])('an HTTP error with %s → the right message', async (_case, status, body, message) => {
    fakeFetch(() => jsonResponse(status, body));
    await expect(login('a@b.c', 'x')).rejects.toThrow(new Error(message));
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a network failure → "Erro no login"', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(login('a@b.c', 'x')).rejects.toThrow(new Error('Erro no login'));
  });

  it('a 401 on login is a wrong password: no refresh attempt, no session expiry', async () => {
    sessionStore.getState().setSession({ token: 'stale', refreshToken: 'r', user: adminUser });
    const seen = fakeFetch(() => jsonResponse(401, { detail: 'Credenciais inválidas' }));
    await expect(login('a@b.c', 'x')).rejects.toThrow('Credenciais inválidas');
    expect(seen.map((r) => r.path)).toEqual(['users/auth/admin-login/']);
    expect(expired).not.toHaveBeenCalled();
  });

  it.each([
    ['no access token', { refresh: 'r', user: adminUser }],
    ['empty object', {}],
    ['no user', { access: 'acc' }],
  ])('a 2xx with %s → "Resposta inválida do servidor"', async (_case, body) => {
    fakeFetch(() => jsonResponse(200, body));
    await expect(login('a@b.c', 'x')).rejects.toThrow(new Error('Resposta inválida do servidor'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 2xx with an empty body → "Resposta inválida do servidor"', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(login('a@b.c', 'x')).rejects.toThrow(new Error('Resposta inválida do servidor'));
  });
});

describe('logout', () => {
  it('clears the session, then posts the refresh token it had', async () => {
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
    const seen = fakeFetch(() => {
      // Already signed out here when the server is told.
      expect(sessionStore.getState().token).toBeNull();
      return jsonResponse(205);
    });
    await logout();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: 'auth/logout/',
        authorization: 'Bearer acc',
        body: JSON.stringify({ refresh: 'ref' }),
      },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('ignores a failing server call and still clears (no refresh, no expiry callback)', async () => {
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
    const seen = fakeFetch(() => jsonResponse(401, { detail: 'expired' }));
    await expect(logout()).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('a request in flight that the ended session gets refused is not an expiry: no refresh, no callback', async () => {
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
    const answer = deferred();
    const sent = deferred();
    let ended = false;
    const seen = fakeFetch(async (_request, entry) => {
      if (entry.path === 'auth/logout/') {
        ended = true;
        return jsonResponse(205);
      }
      sent.resolve();
      await answer.promise;
      return jsonResponse(ended ? 401 : 200, {});
    });
    const inFlight = getHttp()
      .get('users/auth/sessions/')
      .then(
        () => 'ok',
        (error: unknown) => (error instanceof HTTPError ? error.response.status : 'other'),
      );
    await sent.promise;
    await logout();
    answer.resolve();
    await expect(inFlight).resolves.toBe(401);
    expect(seen.map((entry) => entry.path)).toEqual(['users/auth/sessions/', 'auth/logout/']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('without a refresh token just clears locally', async () => {
    sessionStore.getState().setSession({ token: 'acc', user: adminUser });
    const seen = fakeFetch(() => jsonResponse(200, {}));
    await logout();
    expect(seen).toHaveLength(0);
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('getErrorMessage', () => {
  async function errorFor(status: number, body: unknown): Promise<unknown> {
    fakeFetch(() => jsonResponse(status, body));
    return getHttp()
      .get('x/')
      .then(
        () => null,
        (e: unknown) => e,
      );
  }

  it.each<[unknown, string]>([
    [{ detail: 'Não encontrado.' }, 'Não encontrado.'],
    [{ error: 'Falhou' }, 'Falhou'],
    [{ message: 'Mensagem' }, 'Mensagem'],
    [{ non_field_errors: ['Campo X'] }, 'Campo X'],
    [{ detail: ['primeiro', 'segundo'] }, 'primeiro'],
    [{ cpf: ['inválido'] }, 'fallback'],
  ])('reads %j', async (body, message) => {
    const error = await errorFor(400, body);
    expect(error).toBeInstanceOf(HTTPError);
    await expect(getErrorMessage(error, 'fallback')).resolves.toBe(message);
  });

  it('falls back for non-JSON bodies and non-HTTP errors', async () => {
    fakeFetch(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await getHttp()
      .get('x/')
      .then(
        () => null,
        (e: unknown) => e,
      );
    await expect(getErrorMessage(error, 'Erro ao carregar')).resolves.toBe('Erro ao carregar');
    await expect(getErrorMessage(new Error('boom'), 'Erro ao carregar')).resolves.toBe('Erro ao carregar');
    await expect(getErrorMessage(undefined, 'x')).resolves.toBe('x');
  });
});
