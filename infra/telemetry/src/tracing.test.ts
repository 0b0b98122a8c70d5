import assert from 'node:assert/strict';
import { test } from 'node:test';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { startOtlpReceiver } from './test/otlp-receiver.ts';
import { incomingTraceId, isTraceId, newTraceId } from './trace-ids.ts';
import { createTracing } from './tracing.ts';

const PARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

test('no endpoint and no exporter: no tracing at all', () => {
  assert.equal(createTracing({ serviceName: 'x' }), null);
});

test('a root span takes the request id as its trace id; a traceparent makes a child', () => {
  const exporter = new InMemorySpanExporter();
  const tracing = createTracing({ serviceName: 'teste', exporter });
  assert.ok(tracing);
  const id = newTraceId();
  const root = tracing.startIncoming('GET /a', SpanKind.SERVER, {}, id);
  assert.equal(root.span.spanContext().traceId, id);
  const inner = context.with(root.context, () => tracing.tracer.startSpan('db'));
  assert.equal(inner.spanContext().traceId, id);
  inner.end();
  root.span.end();
  const child = tracing.startIncoming('GET /b', SpanKind.SERVER, { traceparent: PARENT }, 'ignored');
  assert.equal(child.span.spanContext().traceId, '0af7651916cd43dd8448eb211c80319c');
  const headers: Record<string, string> = {};
  tracing.inject(child.context, headers);
  assert.match(
    headers.traceparent ?? '',
    new RegExp(`^00-0af7651916cd43dd8448eb211c80319c-${child.span.spanContext().spanId}-01$`),
  );
  child.span.end();
  const spans = exporter.getFinishedSpans();
  assert.deepEqual(
    spans.map((s) => s.name),
    ['db', 'GET /a', 'GET /b'],
  );
  assert.equal(trace.getSpan(child.context)?.spanContext().spanId, child.span.spanContext().spanId);
});

test('incoming trace ids: traceparent first, then a trace-shaped X-Request-Id', () => {
  assert.equal(
    incomingTraceId({ traceparent: PARENT, 'x-request-id': newTraceId() }),
    '0af7651916cd43dd8448eb211c80319c',
  );
  const id = newTraceId();
  assert.equal(incomingTraceId({ 'x-request-id': id }), id);
  assert.equal(incomingTraceId({ 'x-request-id': 'pedido-123' }), undefined);
  assert.equal(
    incomingTraceId({ traceparent: '00-00000000000000000000000000000000-b7ad6b7169203331-01' }),
    undefined,
  );
  assert.ok(isTraceId(newTraceId()));
  assert.equal(isTraceId('0'.repeat(32)), false);
});

test('with an endpoint, spans are posted as OTLP/HTTP JSON', async () => {
  const receiver = await startOtlpReceiver();
  const tracing = createTracing({ serviceName: 'exportador', endpoint: receiver.url, batchDelayMs: 50 });
  assert.ok(tracing);
  const id = newTraceId();
  tracing.startIncoming('GET /c', SpanKind.SERVER, {}, id, { 'http.route': '/c' }).span.end();
  await tracing.shutdown();
  const [span] = await receiver.waitFor((spans) => spans.length === 1);
  assert.equal(span?.traceId, id);
  assert.equal(span?.service, 'exportador');
  assert.equal(span?.attributes['http.route'], '/c');
  await receiver.close();
});
