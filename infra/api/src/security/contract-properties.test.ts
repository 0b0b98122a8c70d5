import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  type Document,
  documentOf,
  guardedRoles,
  type Located,
  messagesOf,
  operations,
  refusals,
  requestsOf,
} from '../test/document-requests.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { bearer, buildWorld, ROLES, type Role, type World } from '../test/world.ts';

/**
 * The document is the API (docs/api.md, "Statuses"): requests generated from the published
 * OpenAPI document alone, valid by it, for a representative set of operations, sent as each role.
 * None may be refused for a reason the document does not state: the status must be one the
 * operation declares (401/403/404/409 are fine then), never a 5xx, and a 400 only with one of the
 * operation's own listed refusals (the rules no schema can state), never a schema error. Every
 * answer's body is checked against its schema too (test/contract-check.ts). FUZZ_RUNS scales the
 * runs (default 1).
 */

const RUNS = Math.max(1, Math.round(40 * (Number(process.env.FUZZ_RUNS ?? '1') || 1)));

/** Reads, filters and writes of every area, JSON bodies and query strings. */
const OPERATIONS = [
  'getUsersAdminList',
  'getUsersByIdPointsHistory',
  'getUsersDashboardTrends',
  'getLoyaltyAdminPointsSummary',
  'getLoyaltyAdminActivitiesRecent',
  'getLoyaltyAdminRedemptionsRecent',
  'getLoyaltyAdminOffersList',
  'getLoyaltyVouchers',
  'getLoyaltyOffers',
  'getPartnershipsLocations',
  'getPartnershipsPartnerLocations',
  'getReportsRedemptionReports',
  'getAudit',
  'getCommunicationsAdminFeedbackList',
  'getIntegrationsApiLogsLatest',
  'getOpsRemoteFailures',
  'postUsersCreate',
  'putUsersById',
  'postUsersByIdPointsAdjustments',
  'postUsersAuthLogin',
  'postPartnershipsLocations',
  'postPartnershipsPartners',
  'postPartnershipsDealerships',
  'postLoyaltyVouchersUse',
  'postLoyaltyOffersRedeem',
  'postCommunicationsFeedbacks',
  'postCommunicationsAdminFeedbackByIdRespond',
  'postCommunicationsAdminSendPushNotification',
  'postOpsRemoteSessions',
] as const;

describe('requests valid by the document are never refused for a reason it does not state', () => {
  let ctx: TestContext;
  let world: World;
  let document: Document;
  let ids: Record<string, readonly number[]>;
  /** Per operation, the roles its guard lets through (most runs use one of them). */
  const allowed = new Map<string, Role[]>();
  before(async () => {
    ctx = await createTestContext({ REMOTE_SESSION_RATE_MAX: 100_000 });
    world = await buildWorld(ctx.app, ctx.db);
    document = await documentOf(ctx.app);
    const { fx, customers, feedbacks } = world;
    // Rows that exist, so an operation gets past its 404 (customers and feedback of both tenants).
    ids = {
      id: [fx.c1, fx.c2, fx.c3, customers.cD1, customers.cD2, feedbacks.fbOwn.id, feedbacks.fbOther.id],
    };
    const known = operations(document);
    for (const [id, roles] of await guardedRoles(ctx.app, known, world.tokens, fx.c1))
      allowed.set(id, roles.length > 0 ? roles : [...ROLES]);
  });
  after(() => ctx.close());

  test('the operations exist in the document', () => {
    const known = operations(document);
    assert.deepEqual(
      OPERATIONS.filter((id) => !known.has(id)),
      [],
    );
  });

  test('each operation, each role: only declared statuses, a 400 only for a listed refusal', async () => {
    const known = operations(document);
    const located = OPERATIONS.map((id) => known.get(id) as Located);
    const roleFor = (op: Located) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...(allowed.get(op.operation.operationId) ?? ROLES)) },
        { weight: 1, arbitrary: fc.constantFrom(...ROLES) },
      );
    const requests = fc
      .constantFrom(...located)
      .chain((op) => fc.tuple(fc.constant(op), requestsOf(op, ids), roleFor(op)));
    await fc.assert(
      fc.asyncProperty(requests, async ([{ operation }, request, role]) => {
        const res = await ctx.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: bearer(world.tokens[role]),
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
        const where = `${operation.operationId} as ${role}: ${request.method} ${request.url} ${JSON.stringify(request.payload)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        assert.ok(res.statusCode < 500, where);
        assert.ok(String(res.statusCode) in operation.responses, `undeclared status: ${where}`);
        if (res.statusCode === 400) {
          const listed = refusals(operation, 400);
          const unstated = messagesOf(res.json()).filter((message) => !listed.some((r) => r.test(message)));
          assert.deepEqual(unstated, [], `a 400 the document does not state: ${where}`);
        }
      }),
      { numRuns: RUNS * OPERATIONS.length, endOnFailure: true },
    );
  });

  test('no pattern of a JSON body backtracks: 400 KB of adversarial text answers at once', async () => {
    const hasPattern = (schema: unknown): boolean =>
      typeof schema === 'object' && schema !== null && JSON.stringify(schema).includes('"pattern"');
    const fields = [...operations(document).values()].flatMap((located) =>
      Object.entries(located.operation.requestBody?.content['application/json']?.schema.properties ?? {})
        .filter(([, schema]) => hasPattern(schema))
        .map(([field]) => ({ located, field })),
    );
    assert.ok(fields.length >= 10, `${fields.length} fields with a pattern`);
    const n = 400_000;
    for (const { located, field } of fields)
      for (const text of [
        `a${' '.repeat(n)}`,
        `${'1'.repeat(n)}x`,
        `${' '.repeat(n)}-`,
        `a,${' ,a'.repeat(n / 3)}!`,
      ]) {
        const url = located.path.replace(/\{\w+\}/g, String(world.fx.c1));
        const role = allowed.get(located.operation.operationId)?.[0] ?? 'admin';
        const started = performance.now();
        const res = await ctx.app.inject({
          method: located.method as 'POST',
          url,
          headers: bearer(world.tokens[role]),
          payload: { [field]: text },
        });
        const ms = performance.now() - started;
        assert.ok(ms < 2000, `${located.operation.operationId} ${field}: ${Math.round(ms)} ms`);
        assert.ok(res.statusCode < 500, `${located.operation.operationId} ${field}: ${res.statusCode}`);
      }
  });
});
