import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { accessToken, createTestContext, getJson, sessionAccess, type TestContext } from '../test/helpers.ts';
import { DEMO_ACCOUNTS, seedDatabase } from './index.ts';

const API = '/api/v1/communications';

describe('demo seed: feedback and notifications', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await seedDatabase(ctx.db);
  });
  after(() => ctx.close());

  test('feedback in every status and type, some answered; customer text stored as-is', async () => {
    const rows = await ctx.db.select().from(s.feedbacks);
    assert.deepEqual(new Set(rows.map((r) => r.status)), new Set(s.FEEDBACK_STATUSES));
    assert.deepEqual(new Set(rows.map((r) => r.feedbackType)), new Set(s.FEEDBACK_TYPES));
    const answered = rows.filter((r) => r.adminResponse);
    assert.ok(answered.length > 0 && answered.length < rows.length);
    assert.ok(answered.every((r) => r.respondedById && r.respondedAt));
    assert.equal(rows.filter((r) => r.message.includes('<script>alert(1)</script>')).length, 1);

    const admin = await accessToken(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const page = (await getJson(ctx.app, `${API}/admin/feedback/list/?search=script`, admin)).json();
    assert.equal(page.count, 1);
    assert.match(page.results[0].message, /<script>alert\(1\)<\/script>/);
  });

  test('notifications sent, scheduled and failed, from the admin and the demo dealership', async () => {
    const rows = await ctx.db.select().from(s.notifications);
    assert.deepEqual(new Set(rows.map((r) => r.status)), new Set(['SENT', 'SCHEDULED', 'FAILED']));
    assert.equal(new Set(rows.map((r) => r.priority)).size, 4);
    assert.ok(rows.some((r) => r.dealershipId === null) && rows.some((r) => r.dealershipId !== null));
    for (const r of rows.filter((n) => n.status === 'SENT')) {
      const [d] = await ctx.db
        .select({ n: count() })
        .from(s.notificationDeliveries)
        .where(eq(s.notificationDeliveries.notificationId, r.id));
      assert.equal(d?.n, r.totalRecipients);
      assert.equal(r.pushSentSuccess, r.totalRecipients);
    }
    assert.ok(
      rows.filter((r) => r.status === 'SCHEDULED').every((r) => (r.scheduledFor as Date) > new Date()),
    );

    const staff = await accessToken(
      ctx.app,
      DEMO_ACCOUNTS.dealership.email,
      DEMO_ACCOUNTS.dealership.password,
    );
    const own = (await getJson(ctx.app, `${API}/admin/notifications/list/`, staff)).json();
    assert.equal(own.count, rows.filter((r) => r.dealershipId !== null).length);
    const admin = await accessToken(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const all = (await getJson(ctx.app, `${API}/admin/notifications/list/`, admin)).json();
    assert.equal(all.count, rows.length);
  });

  test('a customer sees delivered, unexpired ones; the scheduler later sends the scheduled ones', async () => {
    const [staff] = await ctx.db
      .select()
      .from(s.users)
      .where(eq(s.users.email, DEMO_ACCOUNTS.dealership.email));
    const [customer] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(
        and(
          eq(s.users.dealershipId, staff?.dealershipId ?? -1),
          eq(s.users.userType, 'CLIENTE'),
          eq(s.users.isActive, true),
        ),
      )
      .orderBy(s.users.id)
      .limit(1);
    const token = await sessionAccess(ctx.app, {
      id: customer?.id as number,
      userType: 'CLIENTE',
      sessionVersion: 0,
    });
    const page = (await getJson(ctx.app, `${API}/notifications/?page_size=100`, token)).json();
    const titles = page.results.map((r: { title: string }) => r.title);
    assert.ok(titles.includes('Revisão com 15% em pontos'));
    assert.ok(!titles.includes('Promoção relâmpago encerrada'), 'expired');
    assert.ok(!titles.includes('Pesquisa de satisfação'), 'failed');
    assert.ok(!titles.includes('Black Friday da fidelidade'), 'scheduled');

    // Eight days on: every scheduled one is due; 'Test drive premiado' has expired by then.
    const result = await ctx.app.dispatchDueNotifications(new Date(Date.now() + 8 * 24 * 3_600_000));
    assert.equal(result.sent.length, 2);
    assert.equal(result.failed.length, 1);
  });
});
