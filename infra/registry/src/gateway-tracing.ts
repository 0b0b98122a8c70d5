import type { OutgoingHttpHeaders } from 'node:http';
import { createTracing, incomingTraceId, type Tracing } from '@fidelidade/telemetry';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A SERVER span for one request the gateway forwards to the API (docs/operations.md, "Traces"): the
 * child of the client's `traceparent` when it sent one, else a root whose trace id is the client's
 * trace-shaped `X-Request-Id` or a new one. The API receives this span's `traceparent` and, as
 * `X-Request-Id`, its trace id: the request id the API logs is the trace's. The span ends when the
 * answer has been sent (or the client went away).
 */
export function traceForwarded(
  tracing: Tracing,
  request: FastifyRequest,
  reply: FastifyReply,
  headers: OutgoingHttpHeaders,
): void {
  const raw = request.raw;
  const method = raw.method ?? 'GET';
  const path = (raw.url ?? '').split('?')[0] ?? '';
  const prefix = path.startsWith('/media') ? '/media' : '/api';
  const { span, context } = tracing.startIncoming(
    `${method} ${prefix}`,
    SpanKind.SERVER,
    raw.headers,
    incomingTraceId(raw.headers),
    { 'http.request.method': method, 'url.path': path, 'fidelidade.gateway.prefix': prefix },
  );
  const carrier: Record<string, string> = {};
  tracing.inject(context, carrier);
  delete headers.traceparent;
  delete headers.tracestate;
  Object.assign(headers, carrier, { 'x-request-id': span.spanContext().traceId });
  reply.raw.once('close', () => {
    const status = reply.raw.statusCode;
    span.setAttribute('http.response.status_code', status);
    if (status >= 500 || !reply.raw.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/** The gateway's tracing as the environment asks (the local stack: scripts/stack.ts). */
export function gatewayTracing(env: NodeJS.ProcessEnv): Tracing | null {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  return createTracing({
    serviceName: 'fidelidade-gateway',
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    sampleRatio: Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1,
  });
}
