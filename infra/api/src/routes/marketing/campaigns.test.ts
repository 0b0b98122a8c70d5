import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { CAMPAIGNS_TASK } from '../../plugins/campaigns.ts';
import { EMAILS, grantConsents, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, requestAs, type TestContext } from '../../test/helpers.ts';
import { balanceMismatches, batchMismatches } from '../../test/loyalty-helpers.ts';

const API = '/api/v1/marketing/campaigns/';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Today's São Paulo month and day, 'MM-DD'. */
const spMonthDay = () => {
  const [, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-');
  return `${month}-${day}`;
};

describe('automatic campaigns', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '', partner: '' };
  /** D1 customers born today: two with the marketing consent, one without. */
  const born: number[] = [];
  let lapsed = 0;
  let recent = 0;

  const campaign = (extra: Record<string, unknown> = {}) => ({
    name: 'Aniversariantes',
    trigger: 'BIRTHDAY',
    title: 'Feliz aniversário!',
    message: 'Um presente da concessionária',
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ...extra,
  });
  const reachedBy = async (campaignId: number) =>
    (
      await ctx.db
        .select({ userId: s.campaignDeliveries.userId })
        .from(s.campaignDeliveries)
        .where(eq(s.campaignDeliveries.campaignId, campaignId))
    )
      .map((r) => r.userId)
      .sort((a, b) => a - b);
  const pushedBy = async (campaignId: number) =>
    (
      await ctx.db
        .select({ userId: s.notificationDeliveries.userId })
        .from(s.notificationDeliveries)
        .innerJoin(s.notifications, eq(s.notifications.id, s.notificationDeliveries.notificationId))
        .where(eq(s.notifications.campaignId, campaignId))
    )
      .map((r) => r.userId)
      .sort((a, b) => a - b);

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    let cpf = 50_000_000_000;
    const customer = async (name: string, extra: Partial<typeof s.users.$inferInsert>) => {
      const [row] = await ctx.db
        .insert(s.users)
        .values({ cpf: String(cpf++), fullName: name, dealershipId: fx.d1.id, ...extra })
        .returning({ id: s.users.id });
      return row?.id as number;
    };
    const today = spMonthDay();
    born.push(await customer('Aniversariante Um', { birthDate: `1990-${today}` }));
    born.push(await customer('Aniversariante Dois', { birthDate: `1985-${today}` }));
    // Born today too, but without the marketing consent: never reached.
    await customer('Aniversariante sem consentimento', { birthDate: `1970-${today}` });
    lapsed = await customer('Sumido', {});
    recent = await customer('Frequente', {});
    await grantConsents(ctx.db, [...born, lapsed, recent]);
    await ctx.db.insert(s.pointsLedger).values([
      {
        userId: lapsed,
        points: 10,
        kind: 'SERVICE',
        description: 'Revisão',
        createdAt: new Date(Date.now() - 200 * DAY),
      },
      {
        userId: recent,
        points: 10,
        kind: 'SERVICE',
        description: 'Revisão',
        createdAt: new Date(Date.now() - 10 * DAY),
      },
    ]);
    // Their points as OPENING batches, as a balance that came straight into the ledger gets them.
    await ctx.db.execute(sql`select points_open_batches()`);
  });
  after(() => ctx.close());

  test('a birthday campaign reaches each customer born today once, even when it runs twice at once', async () => {
    const created = await requestAs(ctx.app, 'POST', API, t.admin, campaign({ bonus_points: 50 }));
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    // Two instances run it at the same moment, then it runs once more.
    const other = await ctx.extraApp({});
    const [a, b] = await Promise.all([
      requestAs(ctx.app, 'POST', `${API}${id}/run/`, t.admin),
      requestAs(other, 'POST', `${API}${id}/run/`, t.admin),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200], `${a.body} ${b.body}`);
    assert.equal(
      a.json().reached + b.json().reached,
      2,
      'the two born today with consent, between both runs',
    );
    const again = await requestAs(ctx.app, 'POST', `${API}${id}/run/`, t.admin);
    assert.equal(again.json().reached, 0);
    assert.equal(again.json().detail, 'Campanha executada: 0 cliente(s) alcançado(s).');

    assert.deepEqual(await reachedBy(id), born, 'once each; never the one without consent');
    assert.deepEqual(await pushedBy(id), born, 'one push each, through the outbox');
    const bonuses = await ctx.db
      .select({ n: count() })
      .from(s.pointsBatches)
      .where(and(eq(s.pointsBatches.source, 'BONUS'), eq(s.pointsBatches.points, 50)));
    assert.equal(bonuses[0]?.n, 2, 'one bonus batch each');
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await batchMismatches(ctx.db), []);

    const listed = (await requestAs(ctx.app, 'GET', API, t.admin)).json().results[0];
    assert.equal(listed.total_reached, 2);
    assert.equal(listed.last_run_reached, 0, 'the last run reached nobody new');
    assert.ok(listed.last_run_at);
    // The history shows the run's push, named after the campaign's audience (none: every customer).
    const history = (
      await requestAs(ctx.app, 'GET', '/api/v1/communications/admin/notifications/list/', t.admin)
    ).json();
    const push = history.results.find((n: { campaign_id: number | null }) => n.campaign_id === id);
    assert.equal(push.total_recipients, 2);
  });

  test('the schedule runs every active campaign on the job engine; a second pass reaches nobody new', async () => {
    const created = await requestAs(ctx.app, 'POST', API, t.admin, campaign({ name: 'Pelo agendamento' }));
    const id = created.json().id;
    for (let pass = 0; pass < 2; pass++) {
      await ctx.app.jobs.enqueue(CAMPAIGNS_TASK, {}, { dedupeKey: `test-pass-${pass}` });
      for (let i = 0; i < 3; i++) {
        await ctx.app.jobs.runDue();
        await ctx.app.jobs.idle();
      }
    }
    assert.deepEqual(await reachedBy(id), born);
    assert.deepEqual(await pushedBy(id), born);
  });

  test('win-back: only the customers whose last service is older than N days', async () => {
    const created = await requestAs(
      ctx.app,
      'POST',
      API,
      t.staff,
      campaign({ name: 'Reconquista', trigger: 'WIN_BACK', trigger_days: 180 }),
    );
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().dealership_id, fx.d1.id);
    const run = await requestAs(ctx.app, 'POST', `${API}${created.json().id}/run/`, t.staff);
    assert.equal(run.statusCode, 200, run.body);
    assert.deepEqual(await reachedBy(created.json().id), [lapsed]);
  });

  test('points expiring within N days, and a first purchase after the campaign began', async () => {
    let cpf = 51_000_000_000;
    const customer = async (name: string) => {
      const [row] = await ctx.db
        .insert(s.users)
        .values({ cpf: String(cpf++), fullName: name, dealershipId: fx.d2.id })
        .returning({ id: s.users.id });
      await grantConsents(ctx.db, [row?.id as number]);
      return row?.id as number;
    };
    const expiring = await customer('Pontos a vencer');
    const later = await customer('Pontos que vencem depois');
    const now = new Date();
    const batch = (userId: number, inDays: number) => ({
      userId,
      source: 'BONUS' as const,
      points: 0,
      remaining: 0,
      earnedAt: now,
      availableAt: now,
      releasedAt: now,
      expiresAt: new Date(now.getTime() + inDays * DAY),
    });
    // Live points: a ledger credit and its batch (remaining > 0), expiring in 5 and in 40 days.
    for (const [userId, inDays] of [
      [expiring, 5],
      [later, 40],
    ] as const) {
      await ctx.db.insert(s.pointsLedger).values({ userId, points: 30, kind: 'BONUS', description: 'Bônus' });
      await ctx.db.insert(s.pointsBatches).values({ ...batch(userId, inDays), points: 30, remaining: 30 });
    }
    const soon = await requestAs(
      ctx.app,
      'POST',
      API,
      t.admin,
      campaign({ name: 'A vencer', trigger: 'POINTS_EXPIRING', trigger_days: 7 }),
    );
    assert.equal(soon.statusCode, 201, soon.body);
    await requestAs(ctx.app, 'POST', `${API}${soon.json().id}/run/`, t.admin);
    assert.deepEqual(await reachedBy(soon.json().id), [expiring]);

    const first = await requestAs(
      ctx.app,
      'POST',
      API,
      t.admin,
      campaign({ name: 'Primeira compra', trigger: 'FIRST_PURCHASE' }),
    );
    const buyer = await customer('Comprador novo');
    await ctx.db
      .insert(s.pointsLedger)
      .values({ userId: buyer, points: 5, kind: 'MERCHANDISE', description: 'Compra', amount: '100.00' });
    await ctx.db.execute(sql`select points_open_batches()`);
    await requestAs(ctx.app, 'POST', `${API}${first.json().id}/run/`, t.admin);
    // Customers who bought before the campaign began (the fixtures' c2, the lapsed one) are not new.
    assert.deepEqual(await reachedBy(first.json().id), [buyer]);
    await requestAs(ctx.app, 'POST', `${API}${first.json().id}/run/`, t.admin);
    assert.deepEqual(await reachedBy(first.json().id), [buyer], 'a first purchase is once');
  });

  test('a campaign for an audience reaches only its members; the audience cannot be deleted meanwhile', async () => {
    const audience = await requestAs(ctx.app, 'POST', '/api/v1/marketing/audiences/', t.staff, {
      name: 'Nascidos em 1990',
      rules: {
        combinator: 'and',
        groups: [{ combinator: 'and', rules: [{ field: 'customer_since', op: 'within_days', days: 1 }] }],
      },
    });
    assert.equal(audience.statusCode, 201, audience.body);
    // Members: customers created today (every test customer); the audience narrows to D1 (staff's).
    const created = await requestAs(
      ctx.app,
      'POST',
      API,
      t.staff,
      campaign({ name: 'Aniversário do público', audience_id: audience.json().id }),
    );
    assert.equal(created.json().audience_name, 'Nascidos em 1990');
    await requestAs(ctx.app, 'POST', `${API}${created.json().id}/run/`, t.staff);
    assert.deepEqual(await reachedBy(created.json().id), born);
    const refused = await requestAs(
      ctx.app,
      'DELETE',
      `/api/v1/marketing/audiences/${audience.json().id}/`,
      t.staff,
    );
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().detail, /^Este público está em uso pela campanha "Aniversário do público"/);
  });

  test('validation in pt-BR; a DEALERSHIP may not give bonus points; scope and capability', async () => {
    const bad = await requestAs(
      ctx.app,
      'POST',
      API,
      t.staff,
      campaign({
        name: ' ',
        trigger: 'WIN_BACK',
        bonus_points: 10,
        ends_at: new Date(Date.now() - 2 * HOUR).toISOString(),
      }),
    );
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), {
      name: ['Informe o nome da campanha.'],
      trigger_days: ['Informe o número de dias, de 1 a 3.650.'],
      bonus_points: ['Somente um administrador pode dar bônus de pontos em campanhas.'],
      ends_at: ['O fim da campanha deve ser posterior ao início.'],
    });
    assert.equal((await requestAs(ctx.app, 'GET', API, t.partner)).statusCode, 403);
    const adminOnly = await requestAs(ctx.app, 'POST', API, t.admin, campaign({ name: 'Só do admin' }));
    assert.equal((await requestAs(ctx.app, 'GET', `${API}${adminOnly.json().id}/`, t.staff)).statusCode, 404);
    const staffNames = (await requestAs(ctx.app, 'GET', API, t.staff))
      .json()
      .results.map((c: { name: string }) => c.name);
    assert.ok(!staffNames.includes('Só do admin'));
    const off = await requestAs(
      ctx.app,
      'PUT',
      `${API}${adminOnly.json().id}/`,
      t.admin,
      campaign({ name: 'Só do admin', is_active: false }),
    );
    assert.equal(off.statusCode, 200, off.body);
    const notRunnable = await requestAs(ctx.app, 'POST', `${API}${adminOnly.json().id}/run/`, t.admin);
    assert.deepEqual(notRunnable.json(), {
      detail: 'Esta campanha está inativa ou fora do seu período e não pode ser executada.',
    });
    assert.equal(
      (await requestAs(ctx.app, 'DELETE', `${API}${adminOnly.json().id}/`, t.admin)).statusCode,
      204,
    );
  });
});
