import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type ErpFixture, startErpFixture } from '@fidelidade/erp-fixture';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '@fidelidade/telemetry/test-receiver';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { createErpIntegration } from '../services/erp-integration.ts';
import { insertErpTestRules } from '../test/erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../test/helpers.ts';

const SERVER_KIND = 2;
const CLIENT_KIND = 3;

/**
 * The API's outgoing calls in its traces (docs/operations.md, "Traces"): an ERP run is a trace of
 * its own (the job's root span) with a CLIENT span per ERP page it reads and its statements; a push
 * sent through the webhook is a CLIENT span under its delivery job's (linked to the request that ran
 * it), and the webhook receives that span's `traceparent`. The URL a span records has no query string (a webhook may carry a secret).
 */
describe('traces of outgoing calls (ERP, push webhook) and of job runs', () => {
  let ctx: TestContext;
  let erp: ErpFixture;
  let receiver: OtlpReceiver;
  let webhook: http.Server;
  const traceparents: string[] = [];

  before(async () => {
    receiver = await startOtlpReceiver();
    erp = await startErpFixture({ customers: 6, services: 0, purchases: 0, pageSize: 5 });
    webhook = http.createServer((req, res) => {
      traceparents.push(String(req.headers.traceparent ?? ''));
      req.resume().on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const hook = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/push?chave=segredo`;
    ctx = await createTestContext({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      SCHEDULER_INTERVAL_MS: 0,
      PUSH_PROVIDER: 'webhook',
      PUSH_WEBHOOK_URL: hook,
    });
    await insertFixtures(ctx.db);
    await insertErpTestRules(ctx.db);
    await createErpIntegration(ctx.db, erp.url);
  });
  after(async () => {
    await ctx?.close();
    await erp?.close();
    webhook?.closeAllConnections();
    await new Promise((resolve) => webhook?.close(resolve));
    await receiver?.close();
  });

  /** Spans are sent in batches: wait until the receiver holds what `accept` looks for. */
  const waitFor = (accept: (spans: ReceivedSpan[]) => boolean) => receiver.waitFor(accept, 20_000);

  test('an ERP run: the job is a root span, each ERP page read is its CLIENT child', async () => {
    const [task] = await ctx.db
      .select()
      .from(s.integrationTasks)
      .where(eq(s.integrationTasks.taskType, 'CUSTOMERS'));
    const [log] = await ctx.app.integrations.start([task?.id ?? 0], null, true);
    assert.equal(log?.status, 'success');
    const erpCalls = (spans: ReceivedSpan[]) =>
      spans.filter((sp) => sp.kind === CLIENT_KIND && sp.name === 'GET erp');
    const spans = await waitFor((all) => erpCalls(all).length >= 2);
    const job = spans.find((sp) => sp.name === 'job erp.sync');
    assert.ok(job, spans.map((sp) => sp.name).join(', '));
    assert.equal(job.parentSpanId, '', 'a run is a trace of its own');
    assert.equal(job.attributes['fidelidade.job.task'], 'erp.sync');
    const calls = erpCalls(spans).filter((sp) => sp.traceId === job.traceId);
    assert.ok(calls.length >= 2, 'two pages of five customers');
    for (const call of calls) {
      assert.equal(call.parentSpanId, job.spanId);
      assert.equal(call.attributes['http.response.status_code'], 200);
      assert.match(String(call.attributes['url.full']), /^http:\/\/127\.0\.0\.1:\d+\/customers$/);
    }
    const statements = await waitFor((all) =>
      all.some((sp) => sp.traceId === job.traceId && sp.attributes['db.system.name'] === 'postgresql'),
    );
    assert.ok(statements.some((sp) => sp.traceId === job.traceId && sp.name === 'INSERT'));
  });

  test('a push through the webhook: CLIENT span under its delivery job, linked to the request; traceparent sent', async () => {
    const token = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/communications/admin/send-push-notification/',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Rastreada', message: 'Olá' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const requestTrace = String(res.headers['x-request-id']);
    // The deliveries are written by the push's job (a trace of its own) that the request ran here.
    const isJob = (sp: ReceivedSpan) =>
      sp.name === 'job notifications.deliver' &&
      sp.attributes['fidelidade.job.caller_trace_id'] === requestTrace;
    const spans = await waitFor((all) => {
      const job = all.find(isJob);
      return Boolean(job && all.some((sp) => sp.traceId === job.traceId && sp.name === 'POST push-webhook'));
    });
    assert.ok(spans.some((sp) => sp.traceId === requestTrace && sp.kind === SERVER_KIND));
    const job = spans.find(isJob);
    const push = spans.find((sp) => sp.traceId === job?.traceId && sp.name === 'POST push-webhook');
    assert.ok(job && push);
    assert.equal(push.kind, CLIENT_KIND);
    assert.equal(push.parentSpanId, job.spanId);
    assert.equal(push.attributes['http.response.status_code'], 204);
    assert.ok(!String(push.attributes['url.full']).includes('segredo'), 'no query string in the span');
    assert.ok(traceparents.includes(`00-${job.traceId}-${push.spanId}-01`), traceparents.join(', '));
  });
});
