import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, or, sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { auditRowsAfter, lastAuditId } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, login, type TestContext } from '../../test/helpers.ts';
import {
  auth,
  balanceMismatches,
  CUSTOMER_PASSWORD,
  credit,
  customerToken,
} from '../../test/loyalty-helpers.ts';

const API = '/api/v1';
const REPORT = `${API}/reports/redemption-reports/`;
const PERSON = {
  cpf: '52998224725',
  email: 'ana.souza@teste.com.br',
  fullName: 'Ana Souza',
  phone: '84999990000',
};

describe('DELETE users/{id}/ keeps the books; deactivation ends sessions', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '' };

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
  });
  after(() => ctx.close());

  const send = (method: 'DELETE' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(tokens.admin), ...(payload ? { payload } : {}) });
  const newCustomer = async (values: Partial<typeof s.users.$inferInsert>) => {
    const [row] = await ctx.db
      .insert(s.users)
      .values({ cpf: '39053344705', fullName: 'Sem Histórico', dealershipId: fx.d1.id, ...values })
      .returning({ id: s.users.id });
    return row?.id as number;
  };
  const ledgerOf = async (userId: number) => {
    const [row] = await ctx.db
      .select({ n: count(), sum: sql<number>`coalesce(sum(${s.pointsLedger.points}), 0)::int` })
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.userId, userId));
    return row;
  };

  test('a customer with history is anonymised: report totals, ledger and vouchers unchanged', async () => {
    const id = await newCustomer({ ...PERSON, externalId: 'ERP-77' });
    const token = await customerToken(ctx.app, ctx.db, id);
    await credit(ctx.db, id, 500, fx.d1.id);
    const [offer] = await ctx.db.select().from(s.offers).where(eq(s.offers.dealershipId, fx.d1.id)).limit(1);
    const burnt = { isUsed: true, usedAt: new Date() };
    const values = {
      totalValueOffer: '300.00',
      totalDiscountApplied: '30.00',
      totalValueSpentByUser: '270.00',
    };
    const redemptionRows = await ctx.db
      .insert(s.redemptions)
      .values([
        {
          userId: id,
          offerId: offer?.id as number,
          pointsSpent: 100,
          voucherCode: 'ANA-1',
          dealershipId: fx.d1.id,
        },
        {
          userId: id,
          offerId: offer?.id as number,
          pointsSpent: 100,
          voucherCode: 'ANA-2',
          dealershipId: fx.d1.id,
          ...burnt,
          ...values,
        },
      ])
      .returning({ id: s.redemptions.id });
    await ctx.db.insert(s.pointsLedger).values(
      redemptionRows.map((r) => ({
        userId: id,
        points: -100,
        kind: 'REDEMPTION' as const,
        redemptionId: r.id,
        dealershipId: fx.d1.id,
      })),
    );
    await ctx.db.insert(s.feedbacks).values({ userId: id, subject: 'Elogio', message: 'Ótimo atendimento' });
    const reports = async () => [
      (await getJson(ctx.app, `${REPORT}?dealership_id=${fx.d1.id}`, tokens.admin)).json(),
      (await getJson(ctx.app, REPORT, tokens.staff)).json(),
    ];
    const reportsBefore = await reports();
    assert.equal(reportsBefore[0].summary.total_redemptions, reportsBefore[0].data.length);
    const ledgerBefore = await ledgerOf(id);
    const auditFrom = await lastAuditId(ctx.db);

    assert.equal((await send('DELETE', `${API}/users/${id}/`)).statusCode, 204);

    const reportsAfter = await reports();
    for (const [i, report] of reportsAfter.entries()) {
      assert.deepEqual(report.summary, reportsBefore[i].summary, 'same totals: count and values');
      assert.equal(report.data.length, reportsBefore[i].data.length);
    }
    assert.ok(JSON.stringify(reportsAfter).includes('Cliente removido'));
    assert.ok(!JSON.stringify(reportsAfter).includes(PERSON.fullName));
    assert.deepEqual(await ledgerOf(id), ledgerBefore);
    const [vouchers] = await ctx.db
      .select({ n: count() })
      .from(s.redemptions)
      .where(eq(s.redemptions.userId, id));
    assert.equal(vouchers?.n, 2);
    assert.deepEqual(await balanceMismatches(ctx.db), []);

    // The personal data is gone from the row, and from every user row.
    const [row] = await ctx.db.select().from(s.users).where(eq(s.users.id, id));
    assert.equal(row?.fullName, 'Cliente removido');
    assert.match(row?.cpf ?? '', /^X\d{10}$/);
    assert.equal(row?.email, `cliente-removido-${id}@anonimizado.invalid`);
    assert.deepEqual(
      [row?.phone, row?.externalId, row?.passwordHash, row?.isActive],
      [null, null, null, false],
    );
    assert.ok(row?.anonymizedAt instanceof Date);
    const leftovers = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(
        or(
          eq(s.users.cpf, PERSON.cpf),
          eq(s.users.email, PERSON.email),
          eq(s.users.fullName, PERSON.fullName),
        ),
      );
    assert.deepEqual(leftovers, []);

    // The audit row names the target by id only.
    const [audit] = await auditRowsAfter(ctx.db, auditFrom);
    assert.deepEqual([audit?.action, audit?.targetType, audit?.targetId], ['delete', 'user', String(id)]);
    assert.deepEqual(audit?.changes, { anonymized: { before: false, after: true } });
    for (const personal of Object.values(PERSON)) assert.ok(!JSON.stringify(audit).includes(personal));

    // Sessions ended and the old credentials open nothing.
    assert.equal((await getJson(ctx.app, `${API}/loyalty/vouchers/`, token)).statusCode, 401);
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/auth/login/`,
      payload: { cpf: PERSON.cpf, password: CUSTOMER_PASSWORD },
    });
    assert.equal(relogin.statusCode, 401);

    // Screens show it as anonymised; it cannot be reactivated; deleting again changes nothing.
    const profile = (await getJson(ctx.app, `${API}/users/${id}/customer/`, tokens.staff)).json();
    assert.deepEqual(
      [profile.full_name, profile.anonymized, profile.is_active],
      ['Cliente removido', true, false],
    );
    assert.equal(profile.points_balance, ledgerBefore?.sum);
    const listed = (
      await getJson(ctx.app, `${API}/users/admin/list/?search=${PERSON.cpf}`, tokens.admin)
    ).json();
    assert.equal(listed.count, 0);
    assert.equal((await getJson(ctx.app, `${API}/users/${id}/`, tokens.admin)).json().anonymized, true);
    const reactivate = await send('PATCH', `${API}/users/${id}/toggle-status/`, { is_active: true });
    assert.deepEqual(
      [reactivate.statusCode, reactivate.json()],
      [400, { detail: 'Este cliente foi removido e não pode ser reativado.' }],
    );
    const rename = await send('PUT', `${API}/users/${id}/`, {
      user_type: 'CLIENTE',
      full_name: PERSON.fullName,
      cpf: PERSON.cpf,
      email: PERSON.email,
    });
    assert.deepEqual(
      [rename.statusCode, rename.json()],
      [400, { detail: 'Este cliente foi removido e não pode ser alterado.' }],
    );
    assert.equal((await send('DELETE', `${API}/users/${id}/`)).statusCode, 204);
    const [again] = await ctx.db.select().from(s.users).where(eq(s.users.id, id));
    assert.equal(again?.anonymizedAt?.getTime(), row?.anonymizedAt?.getTime());
  });

  test('feedback alone is history: anonymised, not removed', async () => {
    const id = await newCustomer({ cpf: '11144477735', fullName: 'Só Feedback' });
    await ctx.db.insert(s.feedbacks).values({ userId: id, subject: 'Dúvida', message: 'Como resgato?' });
    assert.equal((await send('DELETE', `${API}/users/${id}/`)).statusCode, 204);
    const [row] = await ctx.db.select().from(s.users).where(eq(s.users.id, id));
    assert.deepEqual([row?.fullName, row?.anonymizedAt instanceof Date], ['Cliente removido', true]);
  });

  test('a customer without history is removed', async () => {
    const id = await newCustomer({});
    const auditFrom = await lastAuditId(ctx.db);
    assert.equal((await send('DELETE', `${API}/users/${id}/`)).statusCode, 204);
    assert.deepEqual(await ctx.db.select().from(s.users).where(eq(s.users.id, id)), []);
    assert.equal((await getJson(ctx.app, `${API}/users/${id}/`, tokens.admin)).statusCode, 404);
    assert.equal((await send('DELETE', `${API}/users/${id}/`)).statusCode, 404);
    const [audit] = await auditRowsAfter(ctx.db, auditFrom);
    assert.deepEqual(audit?.changes.full_name, { before: 'Sem Histórico', after: null });
  });

  test("deactivation: that user's next request is a 401, staff and customer alike", async () => {
    const [staff] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.staff));
    const session = (await login(ctx.app, EMAILS.staff, PASSWORD)).json();
    const customer = await customerToken(ctx.app, ctx.db, fx.c3);
    const stats = `${API}/users/dashboard/stats/`;
    assert.equal((await getJson(ctx.app, stats, session.access)).statusCode, 200);
    assert.equal((await getJson(ctx.app, `${API}/loyalty/vouchers/`, customer)).statusCode, 200);

    for (const id of [staff?.id as number, fx.c3]) {
      const off = await send('PATCH', `${API}/users/${id}/toggle-status/`, { is_active: false });
      assert.deepEqual([off.statusCode, off.json().is_active], [200, false]);
    }
    const refused = await getJson(ctx.app, stats, session.access);
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [401, { detail: 'Usuário não encontrado ou inativo.', code: 'user_inactive' }],
    );
    assert.equal((await getJson(ctx.app, `${API}/loyalty/vouchers/`, customer)).statusCode, 401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: `${API}/auth/refresh/`,
      payload: { refresh: session.refresh },
    });
    assert.equal(refresh.statusCode, 401);

    // Reactivated, the old sessions stay ended: a new sign-in is needed.
    for (const id of [staff?.id as number, fx.c3])
      await send('PATCH', `${API}/users/${id}/toggle-status/`, { is_active: true });
    assert.equal((await getJson(ctx.app, stats, session.access)).statusCode, 401);
    assert.equal(
      (await getJson(ctx.app, stats, await accessToken(ctx.app, EMAILS.staff, PASSWORD))).statusCode,
      200,
    );
  });
});
