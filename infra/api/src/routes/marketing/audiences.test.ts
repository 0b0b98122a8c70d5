import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AudienceRule, AudienceRules } from '@fidelidade/contract';
import { AUDIENCE_FIELDS, AUDIENCE_OPS } from '@fidelidade/contract/enums';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as s from '../../db/schema/index.ts';
import { EMAILS, grantConsents, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, requestAs, type TestContext } from '../../test/helpers.ts';

const API = '/api/v1/marketing/audiences';
const DAY = 86_400_000;

const one = (rule: AudienceRule, combinator: 'and' | 'or' = 'and'): AudienceRules => ({
  combinator: 'and',
  groups: [{ combinator, rules: [rule] }],
});
/** Rules every customer matches (active or not): the whole scope. */
const EVERYONE: AudienceRules = {
  combinator: 'and',
  groups: [
    {
      combinator: 'or',
      rules: [
        { field: 'status', op: 'active' },
        { field: 'status', op: 'inactive' },
      ],
    },
  ],
};

/** The São Paulo month (1–12) of now. */
const spMonth = () =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', month: 'numeric' }).format(new Date()),
  );
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

describe('audiences', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '', partner: '' };
  /** The customers of D3, each with known facts (the rules below are checked against them). */
  const a = { a1: 0, a2: 0, a3: 0, a4: 0, a5: 0 };
  let d3 = 0;
  let offerX = 0;
  let offerD2 = 0;

  const preview = (rules: unknown, token = t.admin) =>
    requestAs(ctx.app, 'POST', `${API}/preview/`, token, { rules });
  /** The ids of D3's customers the rule matches (through the API's sample: at most 10, D3 has 5). */
  const matching = async (rule: AudienceRule, token = t.admin) => {
    const rules: AudienceRules = {
      combinator: 'and',
      groups: [
        { combinator: 'and', rules: [{ field: 'home_dealership', op: 'in', values: [d3] }] },
        { combinator: 'and', rules: [rule] },
      ],
    };
    const res = await preview(rules, token);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<{ count: number; sample: Array<{ id: number }> }>();
    assert.equal(body.count, body.sample.length);
    return body.sample.map((m) => m.id).sort((x, y) => x - y);
  };
  const ids = (...keys: Array<keyof typeof a>) => keys.map((k) => a[k]).sort((x, y) => x - y);

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);

    const [loc] = await ctx.db
      .insert(s.locations)
      .values({ address: 'Rua C, 3', city: 'Curitiba', state: 'PR' })
      .returning();
    const [dealership] = await ctx.db
      .insert(s.dealerships)
      .values({ name: 'Concessionária Três', cnpj: '33.333.333/0001-33', locationId: loc?.id })
      .returning();
    d3 = dealership?.id as number;
    const otherMonth = (spMonth() % 12) + 1;
    let cpf = 20_000_000_000;
    const customer = async (name: string, extra: Partial<typeof s.users.$inferInsert>) => {
      const [row] = await ctx.db
        .insert(s.users)
        .values({ cpf: String(cpf++), fullName: name, dealershipId: d3, ...extra })
        .returning({ id: s.users.id });
      return row?.id as number;
    };
    a.a1 = await customer('Ana Campinas', {
      city: 'Campinas',
      state: 'SP',
      birthDate: `1990-${String(otherMonth).padStart(2, '0')}-15`,
      createdAt: new Date(Date.now() - 400 * DAY),
    });
    a.a2 = await customer('Bruno Curitiba', {
      birthDate: `1985-${String(spMonth()).padStart(2, '0')}-10`,
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    a.a3 = await customer('Carla São Paulo', {
      city: 'São Paulo',
      state: 'SP',
      isActive: false,
      createdAt: new Date(Date.now() - 100 * DAY),
    });
    a.a4 = await customer('Davi Sem Cidade', { createdAt: new Date(Date.now() - 30 * DAY) });
    a.a5 = await customer('Eva Mercadoria', { createdAt: new Date(Date.now() - 70 * DAY) });
    // Everyone but a2 said yes to marketing pushes: a2 is a member no push reaches.
    await grantConsents(ctx.db, [a.a1, a.a3, a.a4, a.a5]);

    const entry = (
      userId: number,
      kind: 'SERVICE' | 'MERCHANDISE' | 'BONUS',
      points: number,
      msAgo: number,
      amount?: string,
    ) => ({
      userId,
      points,
      kind,
      description: `${kind} de teste`,
      dealershipId: d3,
      amount: amount ?? null,
      createdAt: new Date(Date.now() - msAgo),
    });
    await ctx.db
      .insert(s.pointsLedger)
      .values([
        entry(a.a1, 'SERVICE', 10, 200 * DAY, '1500.00'),
        entry(a.a1, 'BONUS', 990, 150 * DAY),
        entry(a.a2, 'BONUS', 50, 5 * DAY),
        entry(a.a3, 'SERVICE', 10, 5 * DAY, '200.00'),
        entry(a.a5, 'MERCHANDISE', 5, 60 * DAY, '300.00'),
      ]);
    // 30 of a2's points expire in 5 days.
    await ctx.db.insert(s.pointsBatches).values({
      userId: a.a2,
      source: 'BONUS',
      points: 30,
      remaining: 30,
      earnedAt: new Date(),
      availableAt: new Date(),
      releasedAt: new Date(),
      expiresAt: new Date(Date.now() + 5 * DAY),
    });
    const valid = { validFrom: new Date(Date.now() - DAY), validUntil: new Date(Date.now() + 30 * DAY) };
    const [ox, oy, od2] = await ctx.db
      .insert(s.offers)
      .values([
        { title: 'Brinde D3', offerType: 'GIFT', pointsCost: 1, dealershipId: d3, ...valid },
        { title: 'Cupom D3', offerType: 'CUPOM_DESCONTO', pointsCost: 1, dealershipId: d3, ...valid },
        { title: 'Brinde D2', offerType: 'GIFT', pointsCost: 1, dealershipId: fx.d2.id, ...valid },
      ])
      .returning();
    offerX = ox?.id as number;
    offerD2 = od2?.id as number;
    await ctx.db.insert(s.redemptions).values([
      { userId: a.a3, offerId: offerX, pointsSpent: 1, voucherCode: 'AUD-1', dealershipId: d3 },
      // Cancelled: it does not count as redeemed.
      {
        userId: a.a4,
        offerId: oy?.id as number,
        pointsSpent: 1,
        voucherCode: 'AUD-2',
        dealershipId: d3,
        cancelledAt: new Date(),
      },
    ]);
  });
  after(() => ctx.close());

  describe('the rules match the customers whose facts they name', () => {
    test('the ledger keeps the facts: last service, first purchase, total spent', async () => {
      const [row] = await ctx.db.select().from(s.users).where(eq(s.users.id, a.a1));
      assert.equal(row?.totalSpent, '1500.00');
      assert.ok(
        row?.lastServiceAt && Math.abs(row.lastServiceAt.getTime() - (Date.now() - 200 * DAY)) < 60_000,
      );
      const [eva] = await ctx.db.select().from(s.users).where(eq(s.users.id, a.a5));
      assert.equal(eva?.lastServiceAt, null, 'a purchase of merchandise is not a service');
      assert.ok(eva?.firstPurchaseAt);
    });

    test('home dealership, city and UF (own address, else the home dealership’s; accents ignored)', async () => {
      assert.deepEqual(await matching({ field: 'city', op: 'in', values: ['sao paulo'] }), ids('a3'));
      assert.deepEqual(
        await matching({ field: 'city', op: 'in', values: ['CURITIBA'] }),
        ids('a2', 'a4', 'a5'),
      );
      assert.deepEqual(
        await matching({ field: 'city', op: 'not_in', values: ['Curitiba'] }),
        ids('a1', 'a3'),
      );
      assert.deepEqual(await matching({ field: 'state', op: 'in', values: ['SP'] }), ids('a1', 'a3'));
      assert.deepEqual(
        await matching({ field: 'state', op: 'not_in', values: ['SP'] }),
        ids('a2', 'a4', 'a5'),
      );
      assert.deepEqual(await matching({ field: 'home_dealership', op: 'not_in', values: [d3] }), []);
    });

    test('points balance, points expiring, total spent', async () => {
      assert.deepEqual(await matching({ field: 'points_balance', op: 'between', min: 100 }), ids('a1'));
      assert.deepEqual(
        await matching({ field: 'points_balance', op: 'between', max: 50 }),
        ids('a2', 'a3', 'a4', 'a5'),
      );
      assert.deepEqual(
        await matching({ field: 'points_balance', op: 'between', min: 10, max: 10 }),
        ids('a3'),
      );
      assert.deepEqual(await matching({ field: 'points_expiring', op: 'within_days', days: 7 }), ids('a2'));
      assert.deepEqual(await matching({ field: 'points_expiring', op: 'within_days', days: 3 }), []);
      assert.deepEqual(await matching({ field: 'points_expiring', op: 'within_days', days: 7, min: 31 }), []);
      assert.deepEqual(await matching({ field: 'total_spent', op: 'between', min: 1000 }), ids('a1'));
      assert.deepEqual(
        await matching({ field: 'total_spent', op: 'between', min: 100, max: 500 }),
        ids('a3', 'a5'),
      );
    });

    test('last service, birthday month, customer since, status', async () => {
      assert.deepEqual(await matching({ field: 'last_service', op: 'more_than_days', days: 100 }), ids('a1'));
      assert.deepEqual(await matching({ field: 'last_service', op: 'within_days', days: 30 }), ids('a3'));
      assert.deepEqual(await matching({ field: 'last_service', op: 'never' }), ids('a2', 'a4', 'a5'));
      assert.deepEqual(await matching({ field: 'birthday_month', op: 'current_month' }), ids('a2'));
      assert.deepEqual(
        await matching({ field: 'birthday_month', op: 'in', values: [(spMonth() % 12) + 1] }),
        ids('a1'),
      );
      assert.deepEqual(await matching({ field: 'customer_since', op: 'within_days', days: 20 }), ids('a2'));
      assert.deepEqual(
        await matching({ field: 'customer_since', op: 'more_than_days', days: 365 }),
        ids('a1'),
      );
      assert.deepEqual(
        await matching({ field: 'customer_since', op: 'before', date: day(200 * DAY) }),
        ids('a1'),
      );
      assert.deepEqual(
        await matching({ field: 'customer_since', op: 'after', date: day(50 * DAY) }),
        ids('a2', 'a4'),
      );
      assert.deepEqual(await matching({ field: 'status', op: 'inactive' }), ids('a3'));
      assert.deepEqual(await matching({ field: 'status', op: 'active' }), ids('a1', 'a2', 'a4', 'a5'));
    });

    test('redeemed offer X or an offer of type Y (a cancelled redemption does not count)', async () => {
      assert.deepEqual(await matching({ field: 'redeemed_offer', op: 'in', values: [offerX] }), ids('a3'));
      assert.deepEqual(
        await matching({ field: 'redeemed_offer', op: 'not_in', values: [offerX] }),
        ids('a1', 'a2', 'a4', 'a5'),
      );
      assert.deepEqual(
        await matching({ field: 'redeemed_offer_type', op: 'in', values: ['GIFT'] }),
        ids('a3'),
      );
      assert.deepEqual(
        await matching({ field: 'redeemed_offer_type', op: 'in', values: ['CUPOM_DESCONTO'] }),
        [],
      );
    });

    test('AND/OR groups; count, reachable (active) and a sample by name', async () => {
      const rules: AudienceRules = {
        combinator: 'and',
        groups: [
          { combinator: 'and', rules: [{ field: 'home_dealership', op: 'in', values: [d3] }] },
          {
            combinator: 'or',
            rules: [
              { field: 'state', op: 'in', values: ['SP'] },
              { field: 'points_expiring', op: 'within_days', days: 7 },
            ],
          },
        ],
      };
      const res = await preview(rules);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.count, 3, 'a1, a2 and a3');
      assert.equal(body.reachable, 1, 'a3 is inactive, a2 never consented to marketing pushes');
      assert.deepEqual(
        body.sample.map((m: { full_name: string }) => m.full_name),
        ['Ana Campinas', 'Bruno Curitiba', 'Carla São Paulo'],
      );
      assert.deepEqual(Object.keys(body.sample[0]).sort(), [
        'city',
        'dealership_name',
        'full_name',
        'id',
        'is_active',
        'points_balance',
        'state',
      ]);
      // The same audience with OR between its groups: D3 or anyone matching the second group.
      const either = await preview({ ...rules, combinator: 'or' });
      const [d3Count] = await ctx.db
        .select({ n: count() })
        .from(s.users)
        .where(and(eq(s.users.dealershipId, d3), eq(s.users.userType, 'CLIENTE')));
      assert.ok(either.json().count >= (d3Count?.n ?? 0));
    });

    test('rules every customer meets: the whole scope, as the database counts them', async () => {
      const res = await preview(EVERYONE);
      const [db] = await ctx.db
        .select({ n: count() })
        .from(s.users)
        .where(and(eq(s.users.userType, 'CLIENTE'), isNull(s.users.anonymizedAt)));
      assert.equal(res.json().count, db?.n);
      assert.equal(res.json().sample.length, Math.min(10, db?.n ?? 0), 'at most 10 in the sample');
    });

    test('no rule is no longer everyone: a new audience without rules holds nobody (a static list)', async () => {
      const res = await preview({ combinator: 'and', groups: [] });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { count: 0, reachable: 0, sample: [] });
    });
  });

  describe('validation: pt-BR messages per rule, never a 5xx', () => {
    test('each rule’s problem on its own path', async () => {
      const res = await preview({
        combinator: 'and',
        groups: [
          {
            combinator: 'and',
            rules: [
              { field: 'status', op: 'between' },
              { field: 'city', op: 'in', values: [] },
              { field: 'state', op: 'in', values: ['XX'] },
              { field: 'birthday_month', op: 'in', values: [13] },
              { field: 'points_balance', op: 'between', min: 10, max: 5 },
              { field: 'total_spent', op: 'between' },
              { field: 'last_service', op: 'more_than_days', days: 0 },
              { field: 'customer_since', op: 'before', date: '2024-02-30' },
              { field: 'redeemed_offer_type', op: 'in', values: ['NADA'] },
              { field: 'home_dealership', op: 'in', values: [2_000_000] },
            ],
          },
        ],
      });
      assert.equal(res.statusCode, 400);
      const p = 'rules.groups.0.rules';
      assert.deepEqual(res.json(), {
        [`${p}.0.op`]: ['Comparação inválida para "Situação".'],
        [`${p}.1.values`]: ['Escolha pelo menos um valor.'],
        [`${p}.2.values`]: ['UF inválida.'],
        [`${p}.3.values`]: ['Mês inválido: escolha de janeiro a dezembro.'],
        [`${p}.4.max`]: ['O mínimo deve ser menor ou igual ao máximo.'],
        [`${p}.5.min`]: ['Informe um mínimo, um máximo ou os dois.'],
        [`${p}.6.days`]: ['Informe um número inteiro de dias entre 1 e 3.650.'],
        [`${p}.7.date`]: ['Informe uma data válida (AAAA-MM-DD).'],
        [`${p}.8.values`]: ['Tipo de oferta inválido.'],
        [`${p}.9.values`]: ['Concessionária inexistente ou fora do seu escopo.'],
      });
    });

    test('a field or an op the contract does not know, and a malformed body: 400 from the schema', async () => {
      for (const rules of [
        one({ field: 'nope', op: 'in', values: [1] } as unknown as AudienceRule),
        one({ field: 'city', op: 'like', values: ['x'] } as unknown as AudienceRule),
        { combinator: 'xor', groups: [] },
        {
          combinator: 'and',
          groups: [{ combinator: 'and', rules: [{ field: 'city', op: 'in', extra: 1 }] }],
        },
        'tudo',
        null,
      ]) {
        const res = await preview(rules);
        assert.equal(res.statusCode, 400, JSON.stringify(rules));
      }
    });

    test('saving: a name; an empty group is refused (no group at all is a static list)', async () => {
      const res = await requestAs(ctx.app, 'POST', `${API}/`, t.admin, {
        name: '  ',
        rules: { combinator: 'and', groups: [{ combinator: 'and', rules: [] }] },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        name: ['Informe o nome do público.'],
        'rules.groups.0.rules': ['Adicione pelo menos uma regra ao grupo.'],
      });
    });

    test('random rules answer 200 or 400, never a 5xx', async () => {
      const value = fc.oneof(
        fc.integer({ min: -5, max: 3_000_000_000 }),
        fc.string({ maxLength: 12 }),
        fc.constantFrom('SP', 'GIFT', 'São Paulo', '\u0000', 'x'.repeat(100)),
      );
      const number = fc.oneof(
        fc.constant(null),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
      const rule = fc.record(
        {
          field: fc.constantFrom(...AUDIENCE_FIELDS),
          op: fc.constantFrom(...AUDIENCE_OPS),
          values: fc.array(value, { maxLength: 4 }),
          min: number,
          max: number,
          days: fc.oneof(fc.constant(null), fc.integer({ min: -10, max: 100_000 })),
          date: fc.oneof(
            fc.constant(null),
            fc.string({ maxLength: 10 }),
            fc.constantFrom('2024-01-01', '1900-13-01'),
          ),
        },
        { requiredKeys: ['field', 'op'] },
      );
      const rules = fc.record({
        combinator: fc.constantFrom('and', 'or'),
        groups: fc.array(
          fc.record({ combinator: fc.constantFrom('and', 'or'), rules: fc.array(rule, { maxLength: 3 }) }),
          {
            maxLength: 3,
          },
        ),
      });
      await fc.assert(
        fc.asyncProperty(rules, async (r) => {
          const res = await preview(r);
          assert.ok(
            [200, 400].includes(res.statusCode),
            `${res.statusCode} ${res.body} ${JSON.stringify(r)}`,
          );
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('saved audiences', () => {
    let id = 0;
    const rules = one({ field: 'state', op: 'in', values: ['SP'] });

    test('save, read, list (search), edit, delete — audited', async () => {
      const created = await requestAs(ctx.app, 'POST', `${API}/`, t.admin, { name: ' Paulistas ', rules });
      assert.equal(created.statusCode, 201, created.body);
      const body = created.json();
      id = body.id;
      assert.equal(body.name, 'Paulistas');
      assert.deepEqual(body.rules, rules);
      assert.equal(body.created_by, 'Admin Teste');
      assert.equal(body.dealership_id, null);

      assert.equal((await requestAs(ctx.app, 'GET', `${API}/${id}/`, t.admin)).json().name, 'Paulistas');
      const list = await requestAs(ctx.app, 'GET', `${API}/?search=paulis`, t.admin);
      assert.equal(list.statusCode, 200);
      assert.deepEqual(
        list.json().results.map((r: { id: number }) => r.id),
        [id],
      );
      assert.deepEqual((await requestAs(ctx.app, 'GET', `${API}/options/`, t.admin)).json(), [
        { id, name: 'Paulistas' },
      ]);

      const edited = await requestAs(ctx.app, 'PUT', `${API}/${id}/`, t.admin, {
        name: 'Paranaenses',
        rules: one({ field: 'state', op: 'in', values: ['PR'] }),
      });
      assert.equal(edited.statusCode, 200);
      assert.equal(edited.json().rules.groups[0].rules[0].values[0], 'PR');
      const badEdit = await requestAs(ctx.app, 'PUT', `${API}/${id}/`, t.admin, {
        name: 'x',
        rules: one({ field: 'state', op: 'in', values: ['ZZ'] }),
      });
      assert.equal(badEdit.statusCode, 400);

      const audit = await ctx.db
        .select({ action: s.auditLog.action })
        .from(s.auditLog)
        .where(and(eq(s.auditLog.targetType, 'audience'), eq(s.auditLog.targetId, String(id))));
      assert.deepEqual(audit.map((r) => r.action).sort(), ['create', 'update']);

      assert.equal((await requestAs(ctx.app, 'DELETE', `${API}/${id}/`, t.admin)).statusCode, 204);
      assert.equal((await requestAs(ctx.app, 'GET', `${API}/${id}/`, t.admin)).statusCode, 404);
      assert.equal((await requestAs(ctx.app, 'DELETE', `${API}/${id}/`, t.admin)).statusCode, 404);
    });
  });

  describe('scope: a DEALERSHIP or PARCEIRO reaches only its own customers', () => {
    test('DEALERSHIP: its customers only; another dealership or its offers cannot be named', async () => {
      const res = await preview(EVERYONE, t.staff);
      const [db] = await ctx.db
        .select({ n: count() })
        .from(s.users)
        .where(and(eq(s.users.userType, 'CLIENTE'), eq(s.users.dealershipId, fx.d1.id)));
      assert.equal(res.json().count, db?.n);
      assert.ok(
        res
          .json()
          .sample.every((m: { dealership_name: string }) => m.dealership_name === 'Concessionária Um'),
      );
      // Rules that would reach D3's customers reach none of them from D1.
      const sp = await preview(one({ field: 'state', op: 'in', values: ['SP'] }), t.staff);
      assert.ok(sp.json().sample.every((m: { id: number }) => m.id !== a.a1 && m.id !== a.a3));

      const other = await preview(one({ field: 'home_dealership', op: 'in', values: [d3] }), t.staff);
      assert.equal(other.statusCode, 400);
      assert.deepEqual(other.json(), {
        'rules.groups.0.rules.0.values': ['Concessionária inexistente ou fora do seu escopo.'],
      });
      const offer = await preview(one({ field: 'redeemed_offer', op: 'in', values: [offerD2] }), t.staff);
      assert.deepEqual(offer.json(), {
        'rules.groups.0.rules.0.values': ['Oferta inexistente ou fora do seu escopo.'],
      });
    });

    test('PARCEIRO: the customers with activity at its stores', async () => {
      const res = await preview(EVERYONE, t.partner);
      assert.equal(res.statusCode, 200);
      const rows = await ctx.db.execute(
        sql`select count(*)::int as n from partner_customers pc join users u on u.id = pc.user_id where pc.partner_id = ${fx.p1.id} and u.user_type = 'CLIENTE'`,
      );
      const n = (rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
      assert.ok((n ?? 0) > 0);
      assert.equal(res.json().count, n);
    });

    test('each sees its own saved audiences; another’s is 404 (ADMIN sees every one)', async () => {
      const mine = await requestAs(ctx.app, 'POST', `${API}/`, t.staff, {
        name: 'Do D1',
        rules: one({ field: 'status', op: 'active' }),
      });
      assert.equal(mine.statusCode, 201);
      assert.equal(mine.json().dealership_id, fx.d1.id);
      const partners = await requestAs(ctx.app, 'POST', `${API}/`, t.partner, {
        name: 'Do P1',
        rules: one({ field: 'status', op: 'active' }),
      });
      assert.equal(partners.json().partner_id, fx.p1.id);
      const admins = await requestAs(ctx.app, 'POST', `${API}/`, t.admin, {
        name: 'Do admin',
        rules: one({ field: 'status', op: 'active' }),
      });

      const names = async (token: string) =>
        (await requestAs(ctx.app, 'GET', `${API}/`, token, undefined))
          .json()
          .results.map((r: { name: string }) => r.name)
          .sort();
      assert.deepEqual(await names(t.staff), ['Do D1']);
      assert.deepEqual(await names(t.partner), ['Do P1']);
      assert.deepEqual(await names(t.admin), ['Do D1', 'Do P1', 'Do admin']);
      assert.equal((await requestAs(ctx.app, 'GET', `${API}/${admins.json().id}/`, t.staff)).statusCode, 404);
      assert.equal(
        (
          await requestAs(ctx.app, 'PUT', `${API}/${partners.json().id}/`, t.staff, {
            name: 'x',
            rules: one({ field: 'status', op: 'active' }),
          })
        ).statusCode,
        404,
      );
      assert.equal(
        (await requestAs(ctx.app, 'DELETE', `${API}/${mine.json().id}/`, t.partner)).statusCode,
        404,
      );
      // ADMIN reads a DEALERSHIP's audience; it still counts only that dealership's customers.
      assert.equal((await requestAs(ctx.app, 'GET', `${API}/${mine.json().id}/`, t.admin)).statusCode, 200);
    });
  });
});
