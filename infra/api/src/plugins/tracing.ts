import { createTracing, isTraceId, type StartedSpan, type Tracing } from '@fidelidade/telemetry';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operationOf } from '../db/query-observers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** OpenTelemetry, or null when OTEL_EXPORTER_OTLP_ENDPOINT is unset (then nothing is traced). */
    tracing: Tracing | null;
  }
}

/** Statement texts are parameterised (values travel apart), so the text carries no personal data. */
const MAX_QUERY_TEXT = 2000;

/**
 * Traces (docs/operations.md, "Traces"): a SERVER span per request — the child of the gateway's
 * `traceparent`, else a root whose trace id is the request id the access log carries
 * (plugins/request-log.ts) — and a CLIENT span per database statement made inside one. Without
 * OTEL_EXPORTER_OTLP_ENDPOINT nothing here is registered. The span's context is entered in
 * onRequest and again in preValidation, because a body is read in the socket's own async context.
 */
async function tracingPlugin(app: FastifyInstance) {
  const tracing = createTracing({
    serviceName: app.config.OTEL_SERVICE_NAME,
    endpoint: app.config.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampleRatio: app.config.OTEL_TRACES_SAMPLER_ARG,
  });
  app.decorate('tracing', tracing);
  if (!tracing) return;
  const spans = new WeakMap<FastifyRequest, StartedSpan>();
  const enter = (request: FastifyRequest, done: () => void) => {
    const started = spans.get(request);
    if (started) context.with(started.context, done);
    else done();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    const traceId = isTraceId(request.id) ? request.id : undefined;
    const started = tracing.startIncoming(request.method, SpanKind.SERVER, request.headers, traceId, {
      'http.request.method': request.method,
      'url.path': request.url.split('?')[0] ?? '',
    });
    spans.set(request, started);
    enter(request, done);
  });
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));
  app.addHook('onResponse', (request, reply, done) => {
    const started = spans.get(request);
    if (started) {
      const route = request.routeOptions.url;
      if (route) {
        started.span.setAttribute('http.route', route);
        started.span.updateName(`${request.method} ${route}`);
      }
      started.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) started.span.setStatus({ code: SpanStatusCode.ERROR });
      started.span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    spans.get(request)?.span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted' }).end();
    done();
  });

  const driver = app.dbHandle.driver;
  const stop = app.dbHandle.observers.add(async (text, run) => {
    const parent = context.active();
    if (!trace.getSpan(parent)) return run();
    const operation = operationOf(text);
    const span = tracing.tracer.startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': text.slice(0, MAX_QUERY_TEXT),
          'fidelidade.db.driver': driver,
        },
      },
      parent,
    );
    try {
      return await run();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
  app.addHook('onClose', async () => {
    stop();
    await tracing.shutdown();
  });
}

export default fp(tracingPlugin, { name: 'tracing', dependencies: ['db'] });
