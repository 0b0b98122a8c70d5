import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { SCHEDULED_MESSAGES } from '../../services/scheduled-notifications.ts';
import { auditRowsAfter } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';

const API = '/api/v1/communications/admin';
const MINUTE = 60_000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

describe('scheduled pushes: count first, edit and cancel until sent', () => {
  let ctx: TestContext;
  const t = { admin: '', staff: '', partner: '' };

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const schedule = async (token: string, title = 'Revisão gratuita') => {
    const res = await call('POST', `${API}/send-push-notification/`, token, {
      title,
      message: 'Agende já',
      scheduled_for: inMinutes(30),
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().notification.id as number;
  };
  const deliveries = async (id: number) =>
    (
      await ctx.db
        .select({ n: count() })
        .from(s.notificationDeliveries)
        .where(eq(s.notificationDeliveries.notificationId, id))
    )[0]?.n;

  before(async () => {
    ctx = await createTestContext({ PUSH_CONFIRM_ABOVE: 2 });
    await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  test('the recipient count of the sender and the confirmation threshold', async () => {
    const admin = await call('GET', `${API}/send-push/recipients/`, t.admin);
    assert.deepEqual(admin.json(), { recipients: 3, confirm_above: 2 });
    const staff = await call('GET', `${API}/send-push/recipients/`, t.staff);
    assert.deepEqual(staff.json(), { recipients: 1, confirm_above: 2 }, "its dealership's customers only");
    assert.equal((await call('GET', `${API}/send-push/recipients/`, t.partner)).statusCode, 403);
  });

  test('an edit keeps it scheduled with the new text and time; the audit names the fields', async () => {
    const id = await schedule(t.admin);
    const when = inMinutes(90);
    const res = await call('PUT', `${API}/notifications/${id}/`, t.admin, {
      title: ' Revisão com desconto ',
      message: 'Só esta semana',
      priority: 'HIGH',
      scheduled_for: when,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.status, 'SCHEDULED');
    assert.equal(body.title, 'Revisão com desconto');
    assert.equal(body.priority, 'HIGH');
    assert.equal(body.scheduled_for, when);
    const [audit] = (await auditRowsAfter(ctx.db, 0)).filter(
      (row) => row.targetId === String(id) && row.action === 'update',
    );
    assert.equal(audit?.targetType, 'notification');
    assert.ok(audit?.changes && 'title' in audit.changes, JSON.stringify(audit?.changes));
  });

  test('an edit is checked like a send and must stay scheduled', async () => {
    const id = await schedule(t.admin);
    const res = await call('PUT', `${API}/notifications/${id}/`, t.admin, {
      title: '   ',
      message: 'x',
      scheduled_for: new Date(Date.now() - MINUTE).toISOString(),
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json()).sort(), ['scheduled_for', 'title']);
  });

  test('a cancelled push is never sent, and can be neither edited nor cancelled again', async () => {
    const id = await schedule(t.admin, 'Cancelar esta');
    const res = await call('POST', `${API}/notifications/${id}/cancel/`, t.admin);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'CANCELLED');
    const later = new Date(Date.now() + 60 * MINUTE);
    const run = await ctx.app.dispatchDueNotifications(later);
    assert.ok(run.sent.length > 0, 'what else was due went out');
    assert.ok(!run.sent.includes(id) && !run.failed.includes(id));
    assert.equal(await deliveries(id), 0);
    const again = await call('POST', `${API}/notifications/${id}/cancel/`, t.admin);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { detail: SCHEDULED_MESSAGES.notScheduled });
    const edit = await call('PUT', `${API}/notifications/${id}/`, t.admin, {
      title: 'x',
      message: 'y',
      scheduled_for: inMinutes(120),
    });
    assert.equal(edit.statusCode, 409);
    const [audit] = (await auditRowsAfter(ctx.db, 0)).filter(
      (row) => row.targetId === String(id) && row.action === 'cancel',
    );
    assert.equal(audit?.targetType, 'notification');
  });

  test('a sent push cannot be cancelled (409); another dealership cannot see it (404)', async () => {
    const id = await schedule(t.admin, 'Já enviada');
    const run = await ctx.app.dispatchDueNotifications(new Date(Date.now() + 60 * MINUTE));
    assert.ok(run.sent.includes(id));
    assert.equal((await call('POST', `${API}/notifications/${id}/cancel/`, t.admin)).statusCode, 409);
    assert.ok(((await deliveries(id)) ?? 0) > 0);
    const staffOwn = await schedule(t.staff, 'Da concessionária');
    assert.equal((await call('POST', `${API}/notifications/${id}/cancel/`, t.staff)).statusCode, 404);
    assert.equal((await call('POST', `${API}/notifications/${staffOwn}/cancel/`, t.staff)).statusCode, 200);
    assert.equal((await call('POST', `${API}/notifications/${staffOwn}/cancel/`, t.partner)).statusCode, 403);
  });
});
