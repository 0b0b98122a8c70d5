import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { auditRowsAfter, lastAuditId } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';
import { auth, balanceMismatches, balanceOf, credit } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';
const REASON = { reason: ['Informe o motivo do ajuste (mínimo de 3 caracteres).'] };
const ZERO = { points: ['Informe um ajuste diferente de zero.'] };
const belowZero = (balance: number) => ({
  points: [`O ajuste deixaria o saldo negativo (saldo atual: ${balance.toLocaleString('pt-BR')} pontos).`],
});

describe('POST users/{id}/points-adjustments/', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '' };
  let adminId = 0;

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    const [admin] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.admin));
    adminId = admin?.id as number;
  });
  after(() => ctx.close());

  const url = (id: number | string) => `${API}/users/${id}/points-adjustments/`;
  const adjust = (id: number | string, payload: object, token = tokens.admin) =>
    ctx.app.inject({ method: 'POST', url: url(id), headers: auth(token), payload });
  const adjustments = async (userId: number) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, userId), eq(s.pointsLedger.kind, 'ADJUSTMENT')));
    return row?.n ?? 0;
  };

  test('a credit: 201, an ADJUSTMENT entry with its reason and author, the balance grows', async () => {
    const before = await balanceOf(ctx.db, fx.c1);
    const auditFrom = await lastAuditId(ctx.db);
    const res = await adjust(fx.c1, { points: 50, reason: '  Compensação por atraso  ' });
    assert.equal(res.statusCode, 201, res.body);
    const entry = res.json();
    assert.deepEqual(
      [entry.kind, entry.activity_type, entry.points, entry.reason, entry.created_by],
      ['ADJUSTMENT', 'Adição', 50, 'Compensação por atraso', { id: adminId, full_name: 'Admin Teste' }],
    );
    assert.equal(entry.description, 'Ajuste manual: crédito de 50 pontos');
    assert.equal(await balanceOf(ctx.db, fx.c1), before + 50);
    const history = (await getJson(ctx.app, `${API}/users/${fx.c1}/points-history/`, tokens.admin)).json();
    assert.deepEqual(history.results[0], entry, 'first in the history, as answered');
    const profile = (await getJson(ctx.app, `${API}/users/${fx.c1}/customer/`, tokens.staff)).json();
    assert.equal(profile.points_balance, before + 50);
    const [audit] = await auditRowsAfter(ctx.db, auditFrom);
    assert.deepEqual(
      [audit?.action, audit?.targetType, audit?.targetId, audit?.actorId],
      ['create', 'user', String(fx.c1), adminId],
    );
    assert.deepEqual(audit?.changes.points_balance, { before, after: before + 50 });
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });

  test('a debit: Subtração, down to exactly zero; one point more is refused with the balance', async () => {
    const balance = await balanceOf(ctx.db, fx.c1);
    const refused = await adjust(fx.c1, { points: -(balance + 1), reason: 'Estorno de pontos' });
    assert.deepEqual([refused.statusCode, refused.json()], [400, belowZero(balance)]);
    const ok = await adjust(fx.c1, { points: -balance, reason: 'Estorno de pontos' });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.deepEqual(
      [ok.json().activity_type, ok.json().points, ok.json().description],
      ['Subtração', -balance, `Ajuste manual: débito de ${balance} pontos`],
    );
    assert.equal(await balanceOf(ctx.db, fx.c1), 0);
    const zero = await adjust(fx.c1, { points: -1, reason: 'Outro estorno' });
    assert.deepEqual([zero.statusCode, zero.json()], [400, belowZero(0)]);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });

  test('amounts in the description and the refusal carry thousands separators (1.500)', async () => {
    const credited = await adjust(fx.c3, { points: 1500, reason: 'Campanha de fidelidade' });
    assert.equal(credited.statusCode, 201, credited.body);
    assert.equal(credited.json().description, 'Ajuste manual: crédito de 1.500 pontos');
    const balance = await balanceOf(ctx.db, fx.c3);
    assert.ok(balance >= 1500);
    const refused = await adjust(fx.c3, { points: -(balance + 1000), reason: 'Estorno grande' });
    assert.deepEqual(refused.json().points, [
      `O ajuste deixaria o saldo negativo (saldo atual: ${balance.toLocaleString('pt-BR')} pontos).`,
    ]);
    assert.match(refused.json().points[0], /saldo atual: \d\.\d{3} pontos/);
  });

  test('the body rules answer as field errors and write nothing', async () => {
    const before = await adjustments(fx.c3);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ points: 0, reason: 'Motivo válido' }, ZERO],
      [{ points: 10 }, REASON],
      [{ points: 10, reason: '  ab  ' }, REASON],
      [
        { points: 0, reason: '' },
        { ...ZERO, ...REASON },
      ],
      [
        { points: 10, reason: 'x'.repeat(501) },
        { reason: ['O motivo do ajuste pode ter no máximo 500 caracteres.'] },
      ],
    ];
    for (const [payload, expected] of cases) {
      const res = await adjust(fx.c3, payload);
      assert.deepEqual([res.statusCode, res.json()], [400, expected], JSON.stringify(payload));
    }
    for (const payload of [
      { points: 1_000_001, reason: 'Motivo' },
      { points: 1.5, reason: 'Motivo' },
      { reason: 'M' },
    ]) {
      const res = await adjust(fx.c3, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.ok(Array.isArray(res.json().points), res.body);
    }
    assert.equal((await adjust(fx.c3, { points: 1_000_000, reason: 'O maior crédito' })).statusCode, 201);
    assert.equal(await adjustments(fx.c3), before + 1);
  });

  test('ADMIN only: DEALERSHIP and PARCEIRO 403 even for their own customers; anonymous 401', async () => {
    const before = await adjustments(fx.c1);
    for (const token of [tokens.staff, tokens.partner]) {
      const res = await adjust(fx.c1, { points: 5, reason: 'Tentativa' }, token);
      assert.deepEqual([res.statusCode, res.json()], [403, { detail: 'Acesso negado' }]);
    }
    assert.equal((await adjust(fx.c1, { points: 5, reason: 'Tentativa' }, '')).statusCode, 401);
    assert.equal(await adjustments(fx.c1), before);
  });

  test('a non-customer or unknown id is a 404; a DEALERSHIP reads another dealership’s customer as 404', async () => {
    const [staff] = await ctx.db.select().from(s.users).where(eq(s.users.email, EMAILS.staff));
    for (const id of [staff?.id as number, 999_999]) {
      const res = await adjust(id, { points: 5, reason: 'Motivo' });
      assert.deepEqual([res.statusCode, res.json()], [404, { detail: 'Cliente não encontrado.' }]);
    }
    assert.equal((await adjust('abc', { points: 5, reason: 'Motivo' })).statusCode, 400);
    // c3 belongs to D2: the D1 clerk cannot even see it.
    const other = await getJson(ctx.app, `${API}/users/${fx.c3}/customer/`, tokens.staff);
    assert.deepEqual([other.statusCode, other.json()], [404, { detail: 'Cliente não encontrado.' }]);
  });

  test('concurrent debits never take the balance below zero', async () => {
    await credit(ctx.db, fx.c2, 100 - (await balanceOf(ctx.db, fx.c2)), fx.d1.id);
    assert.equal(await balanceOf(ctx.db, fx.c2), 100);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => adjust(fx.c2, { points: -30, reason: 'Débito simultâneo' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [201, 201, 201, 400, 400, 400, 400, 400]);
    assert.equal(await balanceOf(ctx.db, fx.c2), 10);
    // Each debit saw the balance the previous one left: every refusal came at the last 10 points.
    for (const refused of results.filter((r) => r.statusCode === 400))
      assert.deepEqual(refused.json(), belowZero(10));
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });
});
