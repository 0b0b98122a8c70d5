import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as s from '../../db/schema/index.ts';
import type { PushProvider } from '../../services/push-provider.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import {
  accessToken,
  createTestContext,
  getJson,
  sessionAccess,
  type TestContext,
} from '../../test/helpers.ts';

const API = '/api/v1/communications';
const SEND = `${API}/admin/send-push-notification/`;
const LIST = `${API}/admin/notifications/list/`;
const MINUTE = 60_000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('push notifications', () => {
  let ctx: TestContext;
  const t = { admin: '', staff: '', partner: '', c1: '', c3: '', client: '' };
  let fx: Awaited<ReturnType<typeof insertFixtures>>;

  const deliveries = async (notificationId: number, status?: 'DELIVERED' | 'FAILED') => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(s.notificationDeliveries)
      .where(
        and(
          eq(s.notificationDeliveries.notificationId, notificationId),
          status ? eq(s.notificationDeliveries.status, status) : undefined,
        ),
      );
    return row?.n ?? 0;
  };
  const statusOf = async (id: number) =>
    (await ctx.db.select().from(s.notifications).where(eq(s.notifications.id, id)))[0]?.status;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    t.c1 = await sessionAccess(ctx.app, { id: fx.c1, userType: 'CLIENTE', sessionVersion: 0 });
    t.c3 = await sessionAccess(ctx.app, { id: fx.c3, userType: 'CLIENTE', sessionVersion: 0 });
    const [client] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.client));
    t.client = await sessionAccess(ctx.app, {
      id: client?.id as number,
      userType: 'CLIENTE',
      sessionVersion: 0,
    });
  });
  after(() => ctx.close());

  describe('send', () => {
    test('ADMIN, immediate: every active customer (3), SENT, one delivery row each', async () => {
      const res = await post(ctx.app, SEND, { title: 'Promoção', message: 'Dobro de pontos hoje' }, t.admin);
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.push_sent, true);
      assert.equal(body.is_scheduled, false);
      assert.equal(body.total_recipients, 3);
      const n = body.notification;
      assert.deepEqual(Object.keys(n).sort(), [
        'audience_id',
        'audience_name',
        'campaign_id',
        'created_at',
        'created_by',
        'dealership_id',
        'expires_at',
        'id',
        'message',
        'priority',
        'push_sent_success',
        'scheduled_for',
        'sent_at',
        'status',
        'title',
        'total_recipients',
      ]);
      assert.equal(n.status, 'SENT');
      assert.equal(n.scheduled_for, null);
      assert.equal(n.priority, 'MEDIUM');
      assert.equal(n.created_by, 'Admin Teste');
      assert.equal(n.dealership_id, null);
      assert.equal(n.push_sent_success, 3);
      assert.ok(n.sent_at);
      assert.equal(await deliveries(n.id, 'DELIVERED'), 3);
    });

    test('DEALERSHIP staff: only its dealership’s active customers; body sender fields cannot widen it', async () => {
      const res = await post(
        ctx.app,
        SEND,
        {
          title: 'Revisão',
          message: 'Agende sua revisão',
          priority: 'HIGH',
          created_by_id: 1,
          user_type: 'ADMIN',
          dealership_id: fx.d2.id,
        },
        t.staff,
      );
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.total_recipients, 1, 'c1 only (c2 is inactive)');
      assert.equal(body.notification.dealership_id, fx.d1.id);
      assert.equal(body.notification.created_by, 'Staff Um');
      assert.equal(body.notification.priority, 'HIGH');
      const rows = await ctx.db
        .select({ userId: s.notificationDeliveries.userId })
        .from(s.notificationDeliveries)
        .where(eq(s.notificationDeliveries.notificationId, body.notification.id));
      assert.deepEqual(
        rows.map((r) => r.userId),
        [fx.c1],
      );
    });

    test('scheduled: SCHEDULED, not pushed, recipients counted; alias send-push/ behaves the same', async () => {
      const when = inMinutes(30);
      const res = await post(
        ctx.app,
        `${API}/admin/send-push/`,
        {
          title: 'Agendada',
          message: 'Mais tarde',
          priority: 'LOW',
          scheduled_for: when,
          expires_at: inMinutes(90),
        },
        t.admin,
      );
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.push_sent, false);
      assert.equal(body.is_scheduled, true);
      assert.equal(body.total_recipients, 3);
      assert.equal(body.notification.status, 'SCHEDULED');
      assert.equal(body.notification.scheduled_for, when);
      assert.equal(body.notification.sent_at, null);
      assert.equal(await deliveries(body.notification.id), 0);
    });

    test('a date-time without offset is Brasília time', async () => {
      const local = new Date(Date.now() + 2 * 60 * MINUTE - 3 * 60 * MINUTE).toISOString().slice(0, 16);
      const res = await post(ctx.app, SEND, { title: 'T', message: 'M', scheduled_for: local }, t.staff);
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().notification.scheduled_for, new Date(`${local}-03:00`).toISOString());
    });

    test('validation: required, blank, dates in the past / out of order / malformed, priority', async () => {
      const missing = await post(ctx.app, SEND, { priority: 'HIGH' }, t.admin);
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json(), {
        title: ['Este campo é obrigatório.'],
        message: ['Este campo é obrigatório.'],
      });
      const blank = await post(ctx.app, SEND, { title: '  ', message: 'x' }, t.admin);
      assert.deepEqual(blank.json(), { title: ['Este campo não pode ficar em branco.'] });
      const past = await post(
        ctx.app,
        SEND,
        { title: 'a', message: 'b', scheduled_for: inMinutes(-5) },
        t.admin,
      );
      assert.deepEqual(past.json(), { scheduled_for: ['A data de agendamento deve estar no futuro.'] });
      const order = await post(
        ctx.app,
        SEND,
        { title: 'a', message: 'b', scheduled_for: inMinutes(60), expires_at: inMinutes(30) },
        t.admin,
      );
      assert.deepEqual(order.json(), {
        expires_at: ['A data de expiração deve ser posterior à data de agendamento.'],
      });
      const expired = await post(
        ctx.app,
        SEND,
        { title: 'a', message: 'b', expires_at: inMinutes(-1) },
        t.admin,
      );
      assert.deepEqual(expired.json(), { expires_at: ['A data de expiração deve estar no futuro.'] });
      const malformed = await post(
        ctx.app,
        SEND,
        { title: 'a', message: 'b', scheduled_for: 'amanhã', expires_at: '2026-13-45T99:00:00Z' },
        t.admin,
      );
      assert.equal(malformed.statusCode, 400);
      assert.ok(malformed.json().scheduled_for && malformed.json().expires_at);
      const priority = await post(ctx.app, SEND, { title: 'a', message: 'b', priority: 'MAX' }, t.admin);
      assert.equal(priority.statusCode, 400);
      assert.ok(Array.isArray(priority.json().priority));
      // Empty optional fields (null) are accepted as "not set".
      const nulls = await post(
        ctx.app,
        SEND,
        { title: 'a', message: 'b', scheduled_for: null, expires_at: null, dealership_id: null },
        t.admin,
      );
      assert.equal(nulls.statusCode, 201);
    });

    test('PARCEIRO → 403 (before validation), customers → 403, anonymous → 401', async () => {
      for (const url of [SEND, `${API}/admin/send-push/`]) {
        const partner = await post(ctx.app, url, {}, t.partner);
        assert.equal(partner.statusCode, 403);
        assert.deepEqual(partner.json(), { detail: 'Acesso negado' });
        assert.equal((await post(ctx.app, url, { title: 'a', message: 'b' }, t.c1)).statusCode, 403);
        assert.equal((await post(ctx.app, url, { title: 'a', message: 'b' })).statusCode, 401);
      }
    });
  });

  describe('history', () => {
    test('list: page of 20 by default, newest first, filters status/priority/search', async () => {
      await ctx.db.insert(s.notifications).values(
        Array.from({ length: 22 }, (_, i) => ({
          title: `Antiga ${i}`,
          message: i === 3 ? 'Troca de ÓLEO grátis' : `Mensagem ${i}`,
          priority: (['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const)[i % 4],
          status: i % 2 === 0 ? ('SENT' as const) : ('FAILED' as const),
          sentAt: new Date(Date.now() - (i + 10) * MINUTE),
          createdAt: new Date(Date.now() - (i + 10) * MINUTE),
          createdById: null,
        })),
      );
      const res = await getJson(ctx.app, LIST, t.admin);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.results.length, 20);
      assert.ok(body.count > 22);
      assert.match(body.next, /page=2/);
      const dates = body.results.map((r: { created_at: string }) => Date.parse(r.created_at));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );
      const q = async (qs: string) => (await getJson(ctx.app, `${LIST}?${qs}`, t.admin)).json();
      assert.equal((await q('status=FAILED')).count, 11);
      assert.equal((await q('status=SCHEDULED')).count, 2);
      assert.equal(
        (await q('priority=URGENT&status=SENT')).count,
        0,
        'URGENT ones are i%4==3, i odd → FAILED',
      );
      assert.equal((await q('search=%C3%B3leo')).count, 1);
      assert.equal((await q('search=agendada')).count, 1);
      assert.equal((await q('status=&priority=&search=')).count, body.count);
      assert.equal((await getJson(ctx.app, `${LIST}?status=ENVIADA`, t.admin)).statusCode, 400);
      const simple = (await getJson(ctx.app, `${API}/admin/notifications/?page_size=5`, t.admin)).json();
      assert.equal(simple.count, body.count);
      assert.equal(simple.results.length, 5);
    });

    test('DEALERSHIP sees only its own; another’s id → 404; ADMIN sees every one', async () => {
      const staff = (await getJson(ctx.app, LIST, t.staff)).json();
      assert.equal(staff.count, 2);
      assert.ok(staff.results.every((r: { dealership_id: number }) => r.dealership_id === fx.d1.id));
      const adminOnes = (await getJson(ctx.app, `${LIST}?search=Promo%C3%A7%C3%A3o`, t.admin)).json();
      const adminId = adminOnes.results[0].id;
      assert.equal(
        (await getJson(ctx.app, `${API}/admin/notifications/${adminId}/`, t.staff)).statusCode,
        404,
      );
      const own = await getJson(ctx.app, `${API}/admin/notifications/${staff.results[0].id}/`, t.staff);
      assert.equal(own.statusCode, 200);
      assert.equal(own.json().created_by, 'Staff Um');
      const byAdmin = await getJson(ctx.app, `${API}/admin/notifications/${staff.results[0].id}/`, t.admin);
      assert.equal(byAdmin.statusCode, 200);
      assert.equal((await getJson(ctx.app, `${API}/admin/notifications/999999/`, t.admin)).statusCode, 404);
    });

    test('PARCEIRO → 403, customer → 403, anonymous → 401', async () => {
      for (const url of [LIST, `${API}/admin/notifications/`, `${API}/admin/notifications/1/`]) {
        assert.equal((await getJson(ctx.app, url, t.partner)).statusCode, 403);
        assert.equal((await getJson(ctx.app, url, t.c1)).statusCode, 403);
        assert.equal((await getJson(ctx.app, url)).statusCode, 401);
      }
    });
  });

  describe('customer app', () => {
    test('own delivered notifications, newest first; others’ or undelivered → 404', async () => {
      const c1 = (await getJson(ctx.app, `${API}/notifications/`, t.c1)).json();
      assert.deepEqual(
        c1.results.map((r: { title: string }) => r.title),
        ['a', 'Revisão', 'Promoção'],
      );
      assert.deepEqual(Object.keys(c1.results[0]).sort(), [
        'created_at',
        'expires_at',
        'id',
        'message',
        'priority',
        'sent_at',
        'title',
      ]);
      const c3 = (await getJson(ctx.app, `${API}/notifications/`, t.c3)).json();
      assert.deepEqual(
        c3.results.map((r: { title: string }) => r.title),
        ['a', 'Promoção'],
      );
      const revisao = c1.results[1].id;
      assert.equal((await getJson(ctx.app, `${API}/notifications/${revisao}/`, t.c1)).statusCode, 200);
      assert.equal((await getJson(ctx.app, `${API}/notifications/${revisao}/`, t.c3)).statusCode, 404);
      const scheduled = (await getJson(ctx.app, `${LIST}?status=SCHEDULED`, t.admin)).json().results[0].id;
      assert.equal((await getJson(ctx.app, `${API}/notifications/${scheduled}/`, t.c1)).statusCode, 404);
    });

    test('expired notifications are hidden', async () => {
      const sent = (
        await post(
          ctx.app,
          SEND,
          { title: 'Relâmpago', message: 'Só hoje', expires_at: inMinutes(10) },
          t.admin,
        )
      ).json();
      const id = sent.notification.id;
      assert.equal((await getJson(ctx.app, `${API}/notifications/${id}/`, t.c3)).statusCode, 200);
      const before = (await getJson(ctx.app, `${API}/notifications/`, t.c3)).json();
      assert.ok(
        before.results.some((r: { id: number }) => r.id === id),
        'listed until it expires',
      );
      await ctx.db
        .update(s.notifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(s.notifications.id, id));
      assert.equal((await getJson(ctx.app, `${API}/notifications/${id}/`, t.c3)).statusCode, 404);
      const list = (await getJson(ctx.app, `${API}/notifications/`, t.c3)).json();
      assert.ok(list.results.every((r: { id: number }) => r.id !== id));
    });

    test('back-office token → 403; anonymous → 401', async () => {
      assert.equal((await getJson(ctx.app, `${API}/notifications/`, t.admin)).statusCode, 403);
      assert.equal((await getJson(ctx.app, `${API}/notifications/`)).statusCode, 401);
      assert.equal((await getJson(ctx.app, `${API}/notifications/1/`)).statusCode, 401);
    });
  });

  describe('dispatchDueNotifications', () => {
    const schedule = async (token: string, title: string, minutes = 10) =>
      (
        await post(ctx.app, SEND, { title, message: 'agendada', scheduled_for: inMinutes(minutes) }, token)
      ).json().notification.id as number;

    test('sends due ones once, even with two instances dispatching concurrently', async () => {
      // Leave only this test's notifications scheduled.
      await ctx.db
        .update(s.notifications)
        .set({ status: 'DRAFT' })
        .where(eq(s.notifications.status, 'SCHEDULED'));
      const ids = [
        await schedule(t.admin, 'Due A'),
        await schedule(t.staff, 'Due B'),
        await schedule(t.admin, 'Due C'),
        await schedule(t.admin, 'Due D'),
      ];
      const later = await schedule(t.admin, 'Later', 120);
      assert.deepEqual(await ctx.app.dispatchDueNotifications(new Date()), { sent: [], failed: [] });

      const other = await ctx.extraApp({});
      const at = new Date(Date.now() + 60 * MINUTE);
      const [a, b] = await Promise.all([
        ctx.app.dispatchDueNotifications(at),
        other.dispatchDueNotifications(at),
      ]);
      const sent = [...a.sent, ...b.sent].sort((x, y) => x - y);
      assert.deepEqual(sent, ids, 'each due notification exactly once across both instances');
      assert.deepEqual([...a.failed, ...b.failed], []);
      for (const id of ids) assert.equal(await statusOf(id), 'SENT');
      assert.equal(await deliveries(ids[0] as number), 3);
      assert.equal(await deliveries(ids[1] as number), 1);
      assert.equal(await statusOf(later), 'SCHEDULED');
      assert.deepEqual(await ctx.app.dispatchDueNotifications(at), { sent: [], failed: [] });
      const row = (await getJson(ctx.app, `${API}/admin/notifications/${ids[0]}/`, t.admin)).json();
      assert.equal(row.push_sent_success, 3);
      assert.ok(row.sent_at);
      const c1 = (await getJson(ctx.app, `${API}/notifications/`, t.c1)).json();
      assert.ok(c1.results.some((r: { title: string }) => r.title === 'Due B'));
    });

    test('a provider that throws mid-run: the job resumes after its last chunk, nobody twice', async () => {
      await ctx.db
        .update(s.notifications)
        .set({ status: 'DRAFT' })
        .where(eq(s.notifications.status, 'SCHEDULED'));
      const id = await schedule(t.admin, 'Frágil');
      // One recipient per chunk (a commit each); the second provider call fails once.
      const app = await ctx.extraApp({ PUSH_DELIVERY_CHUNK: 1 });
      const provider = app.pushProvider as { send: PushProvider['send'] };
      const send = provider.send;
      let calls = 0;
      provider.send = async (message, recipients) => {
        calls++;
        if (calls === 2) throw new Error('conexão perdida');
        return send(message, recipients);
      };
      const at = new Date(Date.now() + 60 * MINUTE);
      const first = await app.dispatchDueNotifications(at);
      assert.deepEqual(first, { sent: [], failed: [] });
      assert.equal(await statusOf(id), 'SENDING', 'its job will try again');
      assert.equal(await deliveries(id), 1, 'the first chunk stays committed, the second rolled back');
      // The retry goes on from the cursor (run here now rather than after its backoff).
      const [job] = await ctx.db
        .select({ id: s.jobs.id })
        .from(s.jobs)
        .where(eq(s.jobs.dedupeKey, `notification:${id}`));
      await (await app.jobs.runNow(job?.id as number))?.done;
      assert.equal(await statusOf(id), 'SENT');
      assert.equal(await deliveries(id, 'DELIVERED'), 3, 'each recipient exactly once');
      assert.equal(calls, 4, 'three chunks, one of them twice');
    });

    test('a notification that expired before its turn is FAILED without deliveries', async () => {
      await ctx.db
        .update(s.notifications)
        .set({ status: 'DRAFT' })
        .where(eq(s.notifications.status, 'SCHEDULED'));
      const res = await post(
        ctx.app,
        SEND,
        { title: 'Tarde demais', message: 'x', scheduled_for: inMinutes(5), expires_at: inMinutes(6) },
        t.admin,
      );
      const id = res.json().notification.id;
      const result = await ctx.app.dispatchDueNotifications(new Date(Date.now() + 10 * MINUTE));
      assert.deepEqual(result, { sent: [], failed: [id] });
      assert.equal(await deliveries(id), 0);
    });

    test('the engine dispatches due notifications on its schedule, once per slot', async () => {
      await ctx.db
        .update(s.notifications)
        .set({ status: 'DRAFT' })
        .where(eq(s.notifications.status, 'SCHEDULED'));
      const id = await schedule(t.admin, 'Pelo agendador', 10);
      await ctx.db
        .update(s.notifications)
        .set({ scheduledFor: new Date(Date.now() - 1000) })
        .where(eq(s.notifications.id, id));
      const app = await ctx.extraApp({ SCHEDULER_INTERVAL_MS: 60_000, JOBS_POLL_INTERVAL_MS: 20 });
      assert.equal(app.jobs.started, false, 'not started unless asked');
      app.jobs.start();
      for (let i = 0; i < 100 && (await statusOf(id)) !== 'SENT'; i++)
        await new Promise((r) => setTimeout(r, 20));
      assert.equal(await statusOf(id), 'SENT');
      await app.jobs.stop();
      // One slot of 60 s, many passes of 20 ms: one dispatch job.
      const fired = await ctx.db
        .select()
        .from(s.jobs)
        .where(eq(s.jobs.scheduleName, 'notifications.dispatch'));
      assert.equal(fired.length, 1);
      assert.equal(fired[0]?.state, 'succeeded');
    });
  });

  describe('webhook provider', () => {
    let server: http.Server;
    let url = '';
    const received: Array<{ notification: { id: number; title: string }; recipients: number[] }> = [];
    let mode: 'ok' | 'error' | 'hang' = 'ok';

    before(async () => {
      server = http.createServer((req, res) => {
        let data = '';
        req.on('data', (chunk) => {
          data += chunk;
        });
        req.on('end', () => {
          if (mode === 'hang') return;
          received.push(JSON.parse(data));
          res.writeHead(mode === 'ok' ? 204 : 500).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
    });
    after(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    // A short timeout only where the test waits for it (the hanging webhook): on a loaded machine the
    // stand-in's answer may take longer than 200 ms.
    const webhookApp = (timeoutMs = 10_000) =>
      ctx.extraApp({ PUSH_PROVIDER: 'webhook', PUSH_WEBHOOK_URL: url, PUSH_WEBHOOK_TIMEOUT_MS: timeoutMs });

    test('PUSH_PROVIDER=webhook POSTs {notification, recipients}', async () => {
      const app = await webhookApp();
      assert.equal(app.pushProvider.name, 'webhook');
      mode = 'ok';
      const res = await post(app, SEND, { title: 'Via webhook', message: 'Olá' }, t.admin);
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().push_sent, true);
      const call = received.at(-1);
      assert.equal(call?.notification.title, 'Via webhook');
      assert.equal(call?.notification.id, res.json().notification.id);
      assert.deepEqual(
        [...(call?.recipients ?? [])].sort((x, y) => x - y),
        [
          fx.c1,
          fx.c3,
          (await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.client)))[0]?.id,
        ].sort((x, y) => (x as number) - (y as number)),
      );
      const [row] = await ctx.db
        .select()
        .from(s.notificationDeliveries)
        .where(eq(s.notificationDeliveries.notificationId, res.json().notification.id))
        .limit(1);
      assert.equal(row?.provider, 'webhook');
      assert.equal(row?.status, 'DELIVERED');
    });

    test('an error or a timeout marks it FAILED (502, push_sent false) with the error per delivery', async () => {
      const app = await webhookApp(200);
      for (const m of ['error', 'hang'] as const) {
        mode = m;
        const res = await post(app, SEND, { title: `Falha ${m}`, message: 'x' }, t.admin);
        assert.equal(res.statusCode, 502);
        const body = res.json();
        assert.equal(body.push_sent, false);
        assert.equal(body.notification.status, 'FAILED');
        assert.equal(body.notification.push_sent_success, 0);
        assert.equal(body.total_recipients, 3);
        const [row] = await ctx.db
          .select()
          .from(s.notificationDeliveries)
          .where(eq(s.notificationDeliveries.notificationId, body.notification.id))
          .limit(1);
        assert.equal(row?.status, 'FAILED');
        assert.match(row?.error ?? '', m === 'error' ? /HTTP 500/ : /200 ms/);
      }
      // Customers do not see failed deliveries.
      const c3 = (await getJson(ctx.app, `${API}/notifications/`, t.c3)).json();
      assert.ok(c3.results.every((r: { title: string }) => !r.title.startsWith('Falha')));
    });
  });
});
