// Test-only: submit again while the first request is still in flight.
import { deferred } from '@fidelidade/session/test-helpers';

/** `create` answers every request with one pending promise, settled by `resolve`. */
export function heldAnswer() {
  const answer = deferred<Response>();
  return { create: () => answer.promise, resolve: answer.resolve };
}

/**
 * Wraps the fake fetch installed by the test's server: `act` runs as the first POST is handed to
 * fetch, that is after onFinish has called mutate but before react-query has told React that the
 * mutation is pending (the button is still enabled and onFinish is still the old closure).
 */
export function whenFirstPostLeaves(act: () => void) {
  const inner = globalThis.fetch;
  let done = false;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (!done && method === 'POST') {
      done = true;
      act();
    }
    return inner(input, init);
  }) as typeof fetch;
}

/** Lets timers and re-renders run, so a second request (if any) would have been sent. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
