import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AudienceRules } from '@fidelidade/contract';
import { asc, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import type { PushProvider } from '../../services/push-provider.ts';
import { EMAILS, grantConsents, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, requestAs, type TestContext } from '../../test/helpers.ts';

const API = '/api/v1';
const SEND = `${API}/communications/admin/send-push-notification/`;
const RECIPIENTS = `${API}/communications/admin/send-push/recipients/`;
const AUDIENCES = `${API}/marketing/audiences/`;
const MINUTE = 60_000;

const byState = (uf: string): AudienceRules => ({
  combinator: 'and',
  groups: [{ combinator: 'and', rules: [{ field: 'state', op: 'in', values: [uf] }] }],
});

describe('push to an audience', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '' };
  /** Customers of a Bahia dealership: b1..b4 active, b5 inactive (and one without the marketing consent). */
  const bahia: number[] = [];
  let dBahia = 0;
  let audienceBA = 0;
  let audienceD1 = 0;

  const recipientsOf = async (notificationId: number) =>
    (
      await ctx.db
        .select({ userId: s.notificationDeliveries.userId })
        .from(s.notificationDeliveries)
        .where(eq(s.notificationDeliveries.notificationId, notificationId))
        .orderBy(asc(s.notificationDeliveries.userId))
    ).map((r) => r.userId);
  const notification = async (id: number) =>
    (await ctx.db.select().from(s.notifications).where(eq(s.notifications.id, id)))[0];
  let cpf = 30_000_000_000;
  /** A customer of the Bahia dealership, with the marketing consent unless `consent` is false. */
  const addCustomer = async (
    name: string,
    extra: Partial<typeof s.users.$inferInsert> = {},
    consent = true,
  ) => {
    const [row] = await ctx.db
      .insert(s.users)
      .values({ cpf: String(cpf++), fullName: name, dealershipId: dBahia, ...extra })
      .returning({ id: s.users.id });
    if (consent) await grantConsents(ctx.db, [row?.id as number]);
    return row?.id as number;
  };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    const [loc] = await ctx.db
      .insert(s.locations)
      .values({ address: 'Av. Sete, 7', city: 'Salvador', state: 'BA' })
      .returning();
    const [d] = await ctx.db
      .insert(s.dealerships)
      .values({ name: 'Concessionária Bahia', cnpj: '44.444.444/0001-44', locationId: loc?.id })
      .returning();
    dBahia = d?.id as number;
    for (let i = 1; i <= 5; i++) bahia.push(await addCustomer(`Baiano ${i}`, { isActive: i !== 5 }));
    // A member who never gave the marketing consent: counted in the audience, never pushed.
    await addCustomer('Baiano sem consentimento', {}, false);
    const created = await requestAs(ctx.app, 'POST', AUDIENCES, t.admin, {
      name: 'Baianos',
      rules: byState('BA'),
    });
    audienceBA = created.json().id;
    const own = await requestAs(ctx.app, 'POST', AUDIENCES, t.staff, {
      name: 'Clientes do D1',
      rules: {
        combinator: 'and',
        groups: [{ combinator: 'and', rules: [{ field: 'status', op: 'active' }] }],
      },
    });
    audienceD1 = own.json().id;
  });
  after(() => ctx.close());

  test('the count before sending: the audience’s members a push reaches (active)', async () => {
    const res = await requestAs(ctx.app, 'GET', `${RECIPIENTS}?audience_id=${audienceBA}`, t.admin);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().recipients, 4, 'Baiano 5 is inactive, one never consented');
    const preview = await requestAs(ctx.app, 'POST', `${AUDIENCES}preview/`, t.admin, {
      rules: byState('BA'),
    });
    assert.equal(preview.json().count, 6, 'members: all six');
    assert.equal(preview.json().reachable, 4, 'the same count as the builder’s');
    // Without an audience: every active customer (today's behaviour).
    const all = await requestAs(ctx.app, 'GET', RECIPIENTS, t.admin);
    assert.equal(all.json().recipients, 3 + 4);
    // Staff: its own audience only.
    const own = await requestAs(ctx.app, 'GET', `${RECIPIENTS}?audience_id=${audienceD1}`, t.staff);
    assert.equal(own.json().recipients, 1, 'c1 (c2 is inactive)');
    const foreign = await requestAs(ctx.app, 'GET', `${RECIPIENTS}?audience_id=${audienceBA}`, t.staff);
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(foreign.json(), { audience_id: ['Público não encontrado.'] });
    assert.equal((await requestAs(ctx.app, 'GET', `${RECIPIENTS}?audience_id=abc`, t.admin)).statusCode, 400);
  });

  test('sent now: exactly the members, once each; the history names the audience and the count', async () => {
    const res = await requestAs(ctx.app, 'POST', SEND, t.admin, {
      title: 'Oferta na Bahia',
      message: 'Só para baianos',
      audience_id: audienceBA,
    });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(body.total_recipients, 4);
    assert.equal(body.notification.status, 'SENT');
    assert.equal(body.notification.audience_id, audienceBA);
    assert.equal(body.notification.audience_name, 'Baianos');
    assert.deepEqual(await recipientsOf(body.notification.id), bahia.slice(0, 4));

    const list = await requestAs(ctx.app, 'GET', `${API}/communications/admin/notifications/list/`, t.admin);
    const item = list.json().results.find((n: { id: number }) => n.id === body.notification.id);
    assert.equal(item.audience_name, 'Baianos');
    assert.equal(item.total_recipients, 4);
    const csv = await requestAs(
      ctx.app,
      'GET',
      `${API}/communications/admin/notifications/list/?format=csv`,
      t.admin,
    );
    const lines = csv.body.split('\r\n');
    assert.ok(lines[0]?.endsWith(';Público;Destinatários'), lines[0]);
    assert.ok(lines.some((l) => l.startsWith('Oferta na Bahia;') && l.endsWith(';Baianos;4')));

    // A DEALERSHIP cannot send to someone else's audience; to its own it reaches its own members.
    const foreign = await requestAs(ctx.app, 'POST', SEND, t.staff, {
      title: 'x',
      message: 'y',
      audience_id: audienceBA,
    });
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(foreign.json(), { audience_id: ['Público não encontrado.'] });
    const own = await requestAs(ctx.app, 'POST', SEND, t.staff, {
      title: 'Do D1',
      message: 'y',
      audience_id: audienceD1,
    });
    assert.equal(own.statusCode, 201);
    assert.deepEqual(await recipientsOf(own.json().notification.id), [fx.c1]);
  });

  test('scheduled: the audience is resolved when it goes out, not when it was scheduled', async () => {
    const res = await requestAs(ctx.app, 'POST', SEND, t.admin, {
      title: 'Agendada para baianos',
      message: 'Amanhã',
      audience_id: audienceBA,
      scheduled_for: new Date(Date.now() + 30 * MINUTE).toISOString(),
    });
    assert.equal(res.statusCode, 201);
    const id = res.json().notification.id;
    assert.equal(res.json().total_recipients, 4, 'the count as of scheduling');
    // Before it goes out: one more customer in Bahia, one customer leaves for another state.
    const newcomer = await addCustomer('Baiano novo');
    await ctx.db
      .update(s.users)
      .set({ state: 'SE' })
      .where(eq(s.users.id, bahia[0] as number));

    // The audience is in use by the scheduled push: it cannot be deleted meanwhile.
    const refused = await requestAs(ctx.app, 'DELETE', `${AUDIENCES}${audienceBA}/`, t.admin);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      detail:
        'Este público está em uso pela notificação "Agendada para baianos", ainda não enviada e não pode ser excluído. Troque o público de lá antes de excluí-lo.',
    });

    const out = await ctx.app.dispatchDueNotifications(new Date(Date.now() + 60 * MINUTE));
    assert.deepEqual(out.sent, [id]);
    assert.deepEqual(
      await recipientsOf(id),
      [...bahia.slice(1, 4), newcomer].sort((a, b) => a - b),
    );
    const row = await notification(id);
    assert.equal(row?.totalRecipients, 4);
    assert.equal(row?.pushSentSuccess, 4);
    assert.equal(row?.audienceName, 'Baianos');
    await ctx.db
      .update(s.users)
      .set({ state: null })
      .where(eq(s.users.id, bahia[0] as number));
  });

  test('batched through the job engine: chunks commit with their cursor; a failure resumes, each recipient once', async () => {
    const app = await ctx.extraApp({ PUSH_DELIVERY_CHUNK: 2, PUSH_WAIT_MS: 0 });
    const provider = app.pushProvider as { send: PushProvider['send'] };
    const send = provider.send;
    const calls: number[][] = [];
    provider.send = async (message, recipients) => {
      calls.push([...recipients]);
      if (calls.length === 2) throw new Error('conexão perdida');
      return send(message, recipients);
    };
    // PUSH_WAIT_MS 0: the answer does not wait for the job (202, SENDING).
    const res = await requestAs(app, 'POST', SEND, t.admin, {
      title: 'Em lotes',
      message: 'z',
      audience_id: audienceBA,
    });
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json().notification.status, 'SENDING');
    assert.equal(res.json().detail, 'Envio em andamento. Acompanhe no Histórico de Notificações.');
    const id = res.json().notification.id;
    await app.jobs.idle();
    assert.equal((await notification(id))?.status, 'SENDING', 'the failed chunk waits for its retry');
    assert.equal((await recipientsOf(id)).length, 2, 'the first chunk stayed committed');
    const [job] = await ctx.db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.dedupeKey, `notification:${id}`));
    assert.equal(job?.task, 'notifications.deliver');
    await (await app.jobs.runNow(job?.id as number))?.done;
    const row = await notification(id);
    assert.equal(row?.status, 'SENT');
    assert.equal(row?.totalRecipients, 5);
    const members = await recipientsOf(id);
    assert.equal(members.length, 5, 'b1–b4 and the newcomer, once each');
    assert.equal(new Set(members).size, 5);
    assert.deepEqual(
      calls.map((c) => c.length),
      [2, 2, 2, 1],
      'chunks of two; the failed one sent again',
    );
  });

  test('an audience no longer used by a push to go out can be deleted; the history keeps its name', async () => {
    const res = await requestAs(ctx.app, 'DELETE', `${AUDIENCES}${audienceBA}/`, t.admin);
    assert.equal(res.statusCode, 204);
    const sent = await ctx.db
      .select()
      .from(s.notifications)
      .where(eq(s.notifications.title, 'Oferta na Bahia'));
    assert.equal(sent[0]?.audienceId, null);
    assert.equal(sent[0]?.audienceName, 'Baianos');
  });
});
