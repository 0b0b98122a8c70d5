/**
 * Trace ids as request ids (docs/operations.md, "Traces"): the id the API logs for a request is the
 * trace id of its span, so one id finds the log lines and the trace. W3C Trace Context ids: 32
 * lowercase hex digits, not all zero.
 */
import { randomBytes } from 'node:crypto';
import { parseTraceParent } from '@opentelemetry/core';

const TRACE_ID = /^[0-9a-f]{32}$/;
const ZERO = '0'.repeat(32);

export function isTraceId(value: unknown): value is string {
  return typeof value === 'string' && TRACE_ID.test(value) && value !== ZERO;
}

export function newTraceId(): string {
  for (;;) {
    const id = randomBytes(16).toString('hex');
    if (id !== ZERO) return id;
  }
}

/** The trace id of a well-formed `traceparent` header, else undefined. */
export function traceparentTraceId(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const parsed = parseTraceParent(header);
  return parsed && isTraceId(parsed.traceId) ? parsed.traceId : undefined;
}

/**
 * The trace an incoming request belongs to, as its headers say: the `traceparent`'s, else an
 * `X-Request-Id` shaped like a trace id (nginx's `$request_id` is), else undefined (a new one).
 */
export function incomingTraceId(headers: Record<string, string | string[] | undefined>): string | undefined {
  const fromParent = traceparentTraceId(headers.traceparent);
  if (fromParent) return fromParent;
  const requestId = headers['x-request-id'];
  return isTraceId(requestId) ? requestId : undefined;
}
