// Test helpers: a fake network at the fetch boundary (ky itself runs for real).
import type { StoredUser } from '@fidelidade/contract';

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

/** A DEALERSHIP staff member of 'Concessionária Centro' (dealership 7). */
export const dealerUser: StoredUser = {
  ...adminUser,
  id: 2,
  full_name: 'Davi Dealer',
  user_type: 'DEALERSHIP',
  dealership_name: 'Concessionária Centro',
  dealership_associated: 7,
};

/** A PARCEIRO of 'Posto Bom' (partner 9). */
export const partnerUser: StoredUser = {
  ...adminUser,
  id: 3,
  full_name: 'Paula Parceira',
  user_type: 'PARCEIRO',
  partner_name: 'Posto Bom',
  partner: 9,
};

/**
 * One signed-in user per kind of caller (null = signed out), for the tests that check each gated
 * element against the capability table: ADMIN, a superuser of another type, a DEALERSHIP staff
 * member, a PARCEIRO, the counter clerk of a partner store (ATENDENTE), a CLIENTE (never admitted
 * to the back office) and nobody.
 */
export const roleUsers: ReadonlyArray<readonly [string, StoredUser | null]> = [
  ['ADMIN', adminUser],
  [
    'superuser',
    {
      ...adminUser,
      id: 2,
      user_type: 'DEALERSHIP',
      is_superuser: true,
      dealership_name: 'Concessionária Centro',
      dealership_associated: 7,
    },
  ],
  [
    'DEALERSHIP staff',
    {
      ...adminUser,
      id: 3,
      user_type: 'DEALERSHIP',
      dealership_name: 'Concessionária Centro',
      dealership_associated: 7,
    },
  ],
  ['PARCEIRO', { ...adminUser, id: 4, user_type: 'PARCEIRO', partner_name: 'Posto Bom', partner: 9 }],
  [
    'ATENDENTE',
    {
      ...adminUser,
      id: 6,
      user_type: 'ATENDENTE',
      partner_location: 21,
      partner_location_name: 'Posto Bom Sul',
    },
  ],
  ['CLIENTE', { ...adminUser, id: 5, user_type: 'CLIENTE' }],
  ['anonymous', null],
];

/** `create` answers every request with one pending promise, settled by `resolve`. */
export function heldAnswer() {
  const answer = deferred<Response>();
  return { create: () => answer.promise, resolve: answer.resolve };
}

/**
 * Wraps the fake fetch installed by the test's server: `act` runs as the first `method` request is
 * handed to fetch, that is after onFinish has called mutate but before react-query has told React
 * that the mutation is pending (the button is still enabled and onFinish is still the old closure).
 * For the double-submit tests: a guard that waits for `isPending` lets this second submit through.
 */
export function whenFirstWriteLeaves(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', act: () => void) {
  const inner = globalThis.fetch;
  let done = false;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const sent = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (!done && sent === method) {
      done = true;
      act();
    }
    return inner(input, init);
  }) as typeof fetch;
}

/** Lets timers and re-renders run, so a second request (if any) would have been sent. */
export const settleRequests = () => new Promise((resolve) => setTimeout(resolve, 100));
