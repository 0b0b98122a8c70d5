// Test helpers: a fake network at the fetch boundary (ky itself runs for real).
import type { StoredUser } from './types';

export const API = 'http://localhost/api/v1/';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

export type Handler = (request: Request, seen: SeenRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** Replaces global fetch with `handler`; returns every request seen, in order. */
export function fakeFetch(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1/', ''),
      authorization: request.headers.get('Authorization'),
      body: await request.clone().text(),
    };
    seen.push(entry);
    return handler(request, entry);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return seen;
}

export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const adminUser: StoredUser = {
  id: 1,
  full_name: 'Ana Admin',
  email: 'ana@example.com',
  user_type: 'ADMIN',
  is_superuser: false,
  dealership_name: null,
  partner_name: null,
  dealership_associated: null,
  partner: null,
};
