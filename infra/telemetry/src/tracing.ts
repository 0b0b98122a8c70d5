/**
 * One tracer provider per process (the API, the gateway), exporting OTLP/HTTP when an endpoint is
 * configured and not created at all when none is: callers hold `null` and skip every span
 * (docs/architecture.md, "Observability"). Spans of a request are linked through the
 * AsyncLocalStorage context manager; the W3C `traceparent` header carries them between processes.
 */
import {
  type Attributes,
  type Context,
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  type SpanKind,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type SpanExporter,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { ChosenTraceIds } from './chosen-trace-ids.ts';

export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base URL (OTEL_EXPORTER_OTLP_ENDPOINT): spans are posted to `<endpoint>/v1/traces`. */
  endpoint?: string | undefined;
  /** Tests: spans go to this exporter one by one instead (an in-memory one). */
  exporter?: SpanExporter | undefined;
  /** Share of new traces kept (0–1); a request that arrives traced follows its caller's decision. */
  sampleRatio?: number | undefined;
  /** How long spans wait to be sent in a batch (ms; the SDK's default is 5000). */
  batchDelayMs?: number | undefined;
}

export interface StartedSpan {
  span: Span;
  /** The context with `span` active: run the request's work in it (`context.with`). */
  context: Context;
}

export interface Tracing {
  tracer: Tracer;
  /**
   * A span for a request that arrived with `headers`: the child of its `traceparent`, else a root
   * whose trace id is `traceId` (the request id) when given.
   */
  startIncoming(
    name: string,
    kind: SpanKind,
    headers: Record<string, string | string[] | undefined>,
    traceId: string | undefined,
    attributes?: Attributes,
  ): StartedSpan;
  /** Writes the `traceparent` of the span active in `ctx` into outgoing request headers. */
  inject(ctx: Context, headers: Record<string, string>): void;
  /** Sends what is buffered and stops (on close). */
  shutdown(): Promise<void>;
}

const propagator = new W3CTraceContextPropagator();
let contextManagerEnabled = false;

/** The one context manager of the process (idempotent: several apps in one test process share it). */
function enableContextManager(): void {
  if (contextManagerEnabled) return;
  contextManagerEnabled = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

/** The tracing the options ask for, or null (no endpoint, no exporter): nothing to do per request. */
export function createTracing(options: TracingOptions): Tracing | null {
  const exporter =
    options.exporter ??
    (options.endpoint
      ? new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` })
      : undefined);
  if (!exporter) return null;
  enableContextManager();
  const ids = new ChosenTraceIds();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    idGenerator: ids,
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio ?? 1) }),
    spanProcessors: [
      options.exporter
        ? new SimpleSpanProcessor({ exporter })
        : new BatchSpanProcessor({ exporter, scheduledDelayMillis: options.batchDelayMs ?? 5000 }),
    ],
  });
  const tracer = provider.getTracer(options.serviceName);
  return {
    tracer,
    startIncoming(name, kind, headers, traceId, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      const span = trace.getSpan(parent)
        ? tracer.startSpan(name, { kind, ...(attributes ? { attributes } : {}) }, parent)
        : ids.withTraceId(traceId, () =>
            tracer.startSpan(name, { kind, root: true, ...(attributes ? { attributes } : {}) }, ROOT_CONTEXT),
          );
      return { span, context: trace.setSpan(parent, span) };
    },
    inject(ctx, headers) {
      propagator.inject(ctx, headers, defaultTextMapSetter);
    },
    shutdown: () => provider.shutdown(),
  };
}
