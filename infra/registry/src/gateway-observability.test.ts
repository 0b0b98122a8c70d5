import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTracing } from '@fidelidade/telemetry';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { startGateway } from './test/gateway-kit.ts';

/** An API whose /metrics would leak if the gateway forwarded it; it echoes what it received. */
async function startMetricsApi() {
  const hits: string[] = [];
  const api = Fastify();
  api.addHook('onRequest', async (request) => void hits.push(request.url));
  api.get('/metrics', async () => 'fidelidade_http_request_duration_seconds_count 1\n');
  api.get('/api/v1/echo', async (request) => ({ headers: request.headers }));
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { url, hits, close: () => api.close() };
}

test('/metrics is not forwarded to the API, whatever the spelling (docs/security.md)', async () => {
  const api = await startMetricsApi();
  const gateway = await startGateway(api.url);
  try {
    for (const url of ['/metrics', '/metrics/', '/api/../metrics', '/%6detrics', '/media/../metrics']) {
      for (const accept of ['text/plain', 'text/html']) {
        const res = await fetch(`http://127.0.0.1:${gateway.port}${url}`, { headers: { accept } });
        assert.doesNotMatch(await res.text(), /fidelidade_/, `${url} (${accept})`);
      }
    }
    assert.deepEqual(
      api.hits.filter((hit) => hit.includes('metrics')),
      [],
    );
  } finally {
    await gateway.close();
    await api.close();
  }
});

test('a forwarded request is a span; the API gets its traceparent and its trace id as X-Request-Id', async () => {
  const api = await startMetricsApi();
  const exporter = new InMemorySpanExporter();
  const gateway = await startGateway(api.url, { tracing: createTracing({ serviceName: 'gw', exporter }) });
  const echo = async (headers: Record<string, string>) => {
    const res = await fetch(`http://127.0.0.1:${gateway.port}/api/v1/echo`, { headers });
    return ((await res.json()) as { headers: Record<string, string> }).headers;
  };
  try {
    const fresh = await echo({ traceparent: 'garbage', 'x-request-id': 'pedido-1' });
    const [, traceId, spanId] = (fresh.traceparent ?? '').split('-');
    assert.match(traceId ?? '', /^[0-9a-f]{32}$/);
    assert.equal(fresh['x-request-id'], traceId);
    const chosen = 'ab'.repeat(16);
    assert.equal((await echo({ 'x-request-id': chosen }))['x-request-id'], chosen);
    const parent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const continued = await echo({ traceparent: parent });
    assert.equal(continued['x-request-id'], '0af7651916cd43dd8448eb211c80319c');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const spans = exporter.getFinishedSpans();
    assert.equal(spans.length, 3);
    assert.equal(spans[0]?.spanContext().spanId, spanId);
    assert.equal(spans[0]?.name, 'GET /api');
    assert.equal(spans[0]?.attributes['http.response.status_code'], 200);
    assert.equal(spans[2]?.parentSpanContext?.spanId, 'b7ad6b7169203331');
  } finally {
    await gateway.close();
    await api.close();
  }
});
