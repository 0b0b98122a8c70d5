import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createTracing } from '@fidelidade/telemetry';
import { type ReceivedSpan, startOtlpReceiver } from '@fidelidade/telemetry/test-receiver';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { type LocalGateway, startGateway } from '../test/instances.ts';
import { credit, insertRedeemableOffer } from '../test/loyalty-helpers.ts';
import { ensureBuilt, type ServerProcess, startServer, stop, waitReady } from '../test/server-process.ts';
import { createWorldDatabase } from '../test/world-database.ts';

const SERVER_KIND = 2;
const CLIENT_KIND = 3;

/**
 * A customer's redemption through the gateway is one trace (docs/operations.md, "Traces"): the
 * gateway's span, the built API's span as its child, and the API's statements as the API span's
 * children, all exported over OTLP/HTTP to a receiver in this test; the API logs the trace id as
 * the request id. On the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
test('POST loyalty/offers/redeem/ spans gateway → API → database in one trace', {
  timeout: 120_000,
}, async () => {
  ensureBuilt();
  const receiver = await startOtlpReceiver();
  const world = await createWorldDatabase('api_trace');
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-trace-'));
  let server: ServerProcess | undefined;
  let gateway: LocalGateway | undefined;
  try {
    const handle = await world.open();
    let offerId = 0;
    try {
      await handle.migrate();
      const fx = await insertFixtures(handle.db);
      const [customer] = await handle.db.select().from(s.users).where(eq(s.users.email, EMAILS.client));
      await credit(handle.db, customer?.id ?? 0, 100);
      offerId = await insertRedeemableOffer(handle.db, fx.s1.id, 'Resgate rastreado');
    } finally {
      await handle.close();
    }
    server = await startServer({
      ...world.env,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    });
    await waitReady(server);
    const tracing = createTracing({
      serviceName: 'fidelidade-gateway',
      endpoint: receiver.url,
      batchDelayMs: 100,
    });
    gateway = await startGateway([server.url], tracing);
    const post = (url: string, body: object, token?: string) =>
      fetch(`${gateway?.url}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const signedIn = await post('/api/v1/users/auth/login/', { email: EMAILS.client, password: PASSWORD });
    assert.equal(signedIn.status, 200);
    const { access } = (await signedIn.json()) as { access: string };
    const redeemed = await post('/api/v1/loyalty/offers/redeem/', { offer_id: offerId }, access);
    assert.equal(redeemed.status, 201, await redeemed.clone().text());
    const traceId = String(redeemed.headers.get('x-request-id'));
    assert.match(traceId, /^[0-9a-f]{32}$/);

    // Both flush what they hold when they close.
    await gateway.close();
    await stop(server, 'SIGTERM');
    const inTrace = (spans: ReceivedSpan[]) => spans.filter((s) => s.traceId === traceId);
    const spans = inTrace(
      await receiver.waitFor((all) =>
        inTrace(all).some((s) => s.service === 'fidelidade-api' && s.kind === SERVER_KIND),
      ),
    );
    const gatewaySpan = spans.find((s) => s.service === 'fidelidade-gateway');
    assert.ok(gatewaySpan, 'the gateway span');
    assert.equal(gatewaySpan.parentSpanId, '', 'the gateway starts the trace');
    assert.equal(gatewaySpan.kind, SERVER_KIND);
    const apiSpan = spans.find((s) => s.service === 'fidelidade-api' && s.kind === SERVER_KIND);
    assert.ok(apiSpan);
    assert.equal(apiSpan.parentSpanId, gatewaySpan.spanId, 'the API span is the gateway span’s child');
    assert.equal(apiSpan.name, 'POST /api/v1/loyalty/offers/redeem/');
    assert.equal(apiSpan.attributes['http.response.status_code'], 201);
    const statements = spans.filter((s) => s.kind === CLIENT_KIND && s.parentSpanId === apiSpan.spanId);
    assert.ok(
      statements.some((s) => s.name === 'INSERT'),
      statements.map((s) => s.name).join(', '),
    );
    assert.ok(statements.every((s) => s.attributes['db.system.name'] === 'postgresql'));
    assert.equal(statements[0]?.attributes['fidelidade.db.driver'], world.driver);
    // The API's access line carries the trace id as its request id.
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"msg":"requisição"') && l.includes('offers/redeem'));
    assert.ok(line, 'access log line of the redemption');
    assert.equal((JSON.parse(line) as { reqId: string }).reqId, traceId);
  } finally {
    await gateway?.close();
    await stop(server);
    await receiver.close();
    await world.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
});
