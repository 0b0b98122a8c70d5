import type { Tracing } from '@fidelidade/telemetry';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

export type FetchLike = typeof fetch;

/**
 * `fetch` with a CLIENT span around each call made inside a traced request or job, and the
 * `traceparent` header sent along (the ERP and the push webhook: docs/operations.md, "Traces").
 * The span records the URL without its query (a webhook URL may carry a secret there). Without
 * tracing it is `fetch` itself.
 */
export function tracedFetch(tracing: Tracing | null, peer: string): FetchLike {
  if (!tracing) return fetch;
  return async (input, init) => {
    const parent = context.active();
    if (!trace.getSpan(parent)) return fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const span = tracing.tracer.startSpan(
      `${method} ${peer}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': method,
          'server.address': url.hostname,
          'url.full': `${url.origin}${url.pathname}`,
        },
      },
      parent,
    );
    const headers = new Headers(init?.headers);
    const carrier: Record<string, string> = {};
    tracing.inject(trace.setSpan(parent, span), carrier);
    for (const [name, value] of Object.entries(carrier)) headers.set(name, value);
    try {
      const res = await fetch(input, { ...init, headers });
      span.setAttribute('http.response.status_code', res.status);
      if (res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return res;
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  };
}
