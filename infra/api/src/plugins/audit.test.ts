import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import * as s from '../db/schema/index.ts';
import { auditRowsAfter, lastAuditId } from '../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, TEST_CONFIG, type TestContext } from '../test/helpers.ts';
import type { AuditRouteConfig } from './audit.ts';
import { loggerOptions } from './request-log.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION = /^\/api\/v1\/(users\/)?auth\//;

/** The writes that are deliberately not audited, outside the session endpoints, and why. */
const EXEMPT_WRITES = [
  // Counting a bulk selection: a read sent as POST (the selection's ids do not fit a URL).
  'POST /api/v1/bulk-actions/count/',
  'POST /api/v1/communications/feedbacks/',
  // An import's preview: the first rows checked, nothing written (start/ is audited).
  'POST /api/v1/imports/:id/preview/',
  'POST /api/v1/integrations/api/api-configs/:id/test_connection/',
  'POST /api/v1/loyalty/offers/redeem/',
  // The audience builder's live count: a read whose rules travel as a body; nothing is written.
  'POST /api/v1/marketing/audiences/preview/',
  // A browser's anonymous failure report: telemetry, not a back-office write.
  'POST /api/v1/ops/remote-failures/',
  // A browser tab's anonymous beacon (it loaded a remote version): telemetry too.
  'POST /api/v1/ops/remote-sessions/',
  // The customer app's own consents: the consent history records each change, its source and time.
  'PUT /api/v1/users/consents/',
  // Meu Perfil ending the caller's own sessions: session endpoints (their sign-ins), no business data.
  'DELETE /api/v1/users/me/sessions/:id/',
  'POST /api/v1/users/me/sessions/end-all/',
  // A pending TOTP secret: nothing changes until two-factor/confirm/, which is audited.
  'POST /api/v1/users/me/two-factor/setup/',
];

describe('audit plugin', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  const logLines: string[] = [];

  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
    app = await buildApp({
      db: ctx.handle,
      config: TEST_CONFIG,
      logger: loggerOptions('error', { write: (line) => logLines.push(line) }),
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  test('every non-GET route says how it is audited, or why it is not', () => {
    const writes = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => !READS.has(method))
        .map((method) => ({ key: `${method} ${route.url}`, audit: route.config?.audit })),
    );
    assert.ok(writes.length >= 30, `only ${writes.length} writes found`);
    const missing = writes.filter((w) => w.audit === undefined).map((w) => w.key);
    assert.deepEqual(missing, [], `writes without config.audit: ${missing.join(', ')}`);
    const exempt = writes.filter(
      (w): w is { key: string; audit: Extract<AuditRouteConfig, { exempt: string }> } =>
        Boolean(w.audit && 'exempt' in w.audit),
    );
    for (const { key, audit } of exempt) assert.ok(audit.exempt.trim().length >= 10, `reason of ${key}`);
    // A new exemption is a decision: it must be named here too.
    assert.deepEqual(
      exempt.map((w) => w.key).filter((key) => !SESSION.test(key.slice(key.indexOf(' ') + 1))),
      EXEMPT_WRITES,
    );
  });

  test('a failed audit insert keeps the write and its 2xx, and is logged loudly', async () => {
    const token = await accessToken(app, EMAILS.admin, PASSWORD);
    const before = await lastAuditId(ctx.db);
    logLines.length = 0;
    // A real database fault: the table is gone for the duration of one request.
    await ctx.db.execute(sql`alter table audit_log rename to audit_log_away`);
    let res: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      res = await app.inject({
        method: 'POST',
        url: '/api/v1/partnerships/partners/',
        headers: { authorization: `Bearer ${token}` },
        payload: { brand_name: 'Marca Sem Auditoria', category: 'varejo' },
      });
    } finally {
      await ctx.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    assert.equal(res.statusCode, 201, res.body);
    const [partner] = await ctx.db
      .select()
      .from(s.partners)
      .where(eq(s.partners.brandName, 'Marca Sem Auditoria'));
    assert.ok(partner, 'the write stands');
    assert.deepEqual(await auditRowsAfter(ctx.db, before), []);
    const failure = logLines.map((line) => JSON.parse(line)).find((l) => /audit_write_failed/.test(l.msg));
    assert.ok(failure, `no audit_write_failed line in: ${logLines.join('')}`);
    assert.equal(failure.level, 50);
    assert.equal(failure.audit.action, 'create');
    assert.equal(failure.audit.targetType, 'partner');
    assert.equal(failure.audit.targetId, String(partner.id));
  });
});
