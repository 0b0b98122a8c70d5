import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LedgerEntry, Paginated } from '@fidelidade/contract';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';
import { customerToken } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';
const NOT_FOUND = { detail: 'Cliente não encontrado.' };
const DAY = 86_400_000;

describe('customer page: GET users/{id}/customer/ and points-history/, feedback ?user=', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '', customer: '' };
  let busy = 0;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    tokens.customer = await customerToken(ctx.app, ctx.db, fx.c1);
    // A D1 customer with twelve entries, one a day at noon UTC (09:00 in Brasília), newest today.
    const [row] = await ctx.db
      .insert(s.users)
      .values({ cpf: '52998224725', fullName: 'Cliente Ocupado', dealershipId: fx.d1.id })
      .returning({ id: s.users.id });
    busy = row?.id as number;
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    await ctx.db.insert(s.pointsLedger).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: busy,
        points: i % 3 === 2 ? -5 : 10,
        kind: i % 3 === 2 ? ('EXPIRATION' as const) : ('SERVICE' as const),
        description: `Entrada ${i}`,
        dealershipId: fx.d1.id,
        createdAt: new Date(noon.getTime() - i * DAY),
      })),
    );
  });
  after(() => ctx.close());

  const profileUrl = (id: number | string) => `${API}/users/${id}/customer/`;
  const historyUrl = (id: number | string, query = '') => `${API}/users/${id}/points-history/${query}`;

  test('the profile figures are the ledger sums; voucher counts; personal fields', async () => {
    for (const id of [fx.c1, fx.c3, busy]) {
      const res = await getJson(ctx.app, profileUrl(id), tokens.admin);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      const [sums] = await ctx.db
        .select({
          balance: sql<number>`coalesce(sum(${s.pointsLedger.points}), 0)::int`,
          earned: sql<number>`coalesce(sum(${s.pointsLedger.points}) filter (where ${s.pointsLedger.points} > 0), 0)::int`,
          // Expired points are counted apart from what was spent (points lifecycle).
          spent: sql<number>`coalesce(-sum(${s.pointsLedger.points}) filter (where ${s.pointsLedger.points} < 0 and ${s.pointsLedger.kind} <> 'EXPIRATION'), 0)::int`,
          last: sql<string | null>`max(${s.pointsLedger.createdAt})`,
        })
        .from(s.pointsLedger)
        .where(eq(s.pointsLedger.userId, id));
      assert.deepEqual(
        [body.points_balance, body.points_earned, body.points_spent],
        [sums?.balance, sums?.earned, sums?.spent],
      );
      assert.equal(Date.parse(body.last_activity_at), Date.parse(String(sums?.last)));
      const vouchers = await ctx.db.select().from(s.redemptions).where(eq(s.redemptions.userId, id));
      assert.equal(body.vouchers_count, vouchers.length);
      assert.equal(body.vouchers_used_count, vouchers.filter((v) => v.isUsed).length);
    }
    const c1 = (await getJson(ctx.app, profileUrl(fx.c1), tokens.admin)).json();
    assert.deepEqual(
      [c1.id, c1.full_name, c1.email, c1.is_active, c1.anonymized],
      [fx.c1, 'Cliente Um', 'c1@teste.com.br', true, false],
    );
    assert.match(c1.cpf, /^\d{11}$/);
    assert.ok(Date.parse(c1.date_joined) > 0);
  });

  test('scope: each role opens exactly the customers its Tabelas → Usuários list shows', async () => {
    const customers = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.userType, 'CLIENTE'));
    for (const token of [tokens.admin, tokens.staff, tokens.partner]) {
      const list = await getJson(ctx.app, `${API}/loyalty/admin/points/summary/?page_size=100`, token);
      const listed = new Set(
        list.json<{ results: Array<{ user_id: number }> }>().results.map((r) => r.user_id),
      );
      assert.ok(listed.size > 0);
      for (const { id } of customers) {
        const res = await getJson(ctx.app, profileUrl(id), token);
        assert.equal(res.statusCode, listed.has(id) ? 200 : 404, `customer ${id}: ${res.body}`);
        if (!listed.has(id)) assert.deepEqual(res.json(), NOT_FOUND);
        const history = await getJson(ctx.app, historyUrl(id), token);
        assert.equal(history.statusCode, listed.has(id) ? 200 : 404);
      }
    }
  });

  test('a non-customer, unknown or malformed id; anonymous 401; a customer token 403', async () => {
    const [staff] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.staff));
    for (const id of [staff?.id as number, 999_999]) {
      const res = await getJson(ctx.app, profileUrl(id), tokens.admin);
      assert.deepEqual([res.statusCode, res.json()], [404, NOT_FOUND]);
      assert.equal((await getJson(ctx.app, historyUrl(id), tokens.admin)).statusCode, 404);
    }
    assert.equal((await getJson(ctx.app, profileUrl('abc'), tokens.admin)).statusCode, 400);
    assert.equal((await getJson(ctx.app, profileUrl(fx.c1))).statusCode, 401);
    assert.equal((await getJson(ctx.app, profileUrl(fx.c1), tokens.customer)).statusCode, 403);
    assert.equal((await getJson(ctx.app, historyUrl(fx.c1), tokens.customer)).statusCode, 403);
  });

  test('history: newest first, paged, signed points with their direction', async () => {
    const first = await getJson(ctx.app, historyUrl(busy, '?page_size=5'), tokens.staff);
    assert.equal(first.statusCode, 200, first.body);
    const page = first.json<Paginated<LedgerEntry>>();
    assert.deepEqual([page.count, page.total_pages, page.results.length], [12, 3, 5]);
    assert.deepEqual(
      page.results.map((e) => e.description),
      ['Entrada 0', 'Entrada 1', 'Entrada 2', 'Entrada 3', 'Entrada 4'],
    );
    const expiry = page.results[2] as LedgerEntry;
    assert.deepEqual(
      [expiry.kind, expiry.activity_type, expiry.points, expiry.reason, expiry.created_by],
      ['EXPIRATION', 'Subtração', -5, null, null],
    );
    assert.equal(page.results[0]?.activity_type, 'Adição');
    const last = (await getJson(ctx.app, historyUrl(busy, '?page_size=5&page=3'), tokens.staff)).json();
    assert.deepEqual(
      last.results.map((e: LedgerEntry) => e.description),
      ['Entrada 10', 'Entrada 11'],
    );
    assert.equal((await getJson(ctx.app, historyUrl(busy, '?page=4'), tokens.staff)).statusCode, 404);
  });

  test('history filters: kind and a period of Brasília days, both inclusive', async () => {
    const expirations = (await getJson(ctx.app, historyUrl(busy, '?kind=EXPIRATION'), tokens.admin)).json();
    assert.equal(expirations.count, 4);
    assert.ok(expirations.results.every((e: LedgerEntry) => e.kind === 'EXPIRATION'));
    const all = (await getJson(ctx.app, historyUrl(busy, '?kind='), tokens.admin)).json();
    assert.equal(all.count, 12);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
    // Entries sit at 09:00 in Brasília on each of the last twelve days.
    const period = await getJson(
      ctx.app,
      historyUrl(busy, `?date_from=${day(5)}&date_to=${day(3)}`),
      tokens.admin,
    );
    assert.deepEqual(
      period.json().results.map((e: LedgerEntry) => e.description),
      ['Entrada 3', 'Entrada 4', 'Entrada 5'],
    );
    const bad = await getJson(ctx.app, historyUrl(busy, '?date_from=2026-02-30'), tokens.admin);
    assert.deepEqual(
      [bad.statusCode, bad.json()],
      [400, { date_from: ['Formato de data inválido. Use AAAA-MM-DD.'] }],
    );
    const reversed = await getJson(
      ctx.app,
      historyUrl(busy, `?date_from=${day(1)}&date_to=${day(3)}`),
      tokens.admin,
    );
    assert.equal(reversed.statusCode, 400);
    assert.equal((await getJson(ctx.app, historyUrl(busy, '?kind=OUTRO'), tokens.admin)).statusCode, 400);
  });

  test('feedback list ?user= keeps only that customer’s feedback (ADMIN)', async () => {
    await ctx.db.insert(s.feedbacks).values([
      { userId: fx.c1, subject: 'Do cliente um', message: 'A' },
      { userId: fx.c3, subject: 'Do cliente três', message: 'B' },
    ]);
    const url = `${API}/communications/admin/feedback/list/`;
    const mine = (await getJson(ctx.app, `${url}?user=${fx.c1}`, tokens.admin)).json();
    assert.deepEqual(
      mine.results.map((f: { user: number; subject: string }) => [f.user, f.subject]),
      [[fx.c1, 'Do cliente um']],
    );
    assert.equal((await getJson(ctx.app, url, tokens.admin)).json().count, 2);
    assert.equal((await getJson(ctx.app, `${url}?user=abc`, tokens.admin)).statusCode, 400);
    assert.equal((await getJson(ctx.app, `${url}?user=${fx.c1}`, tokens.staff)).statusCode, 403);
  });
});
