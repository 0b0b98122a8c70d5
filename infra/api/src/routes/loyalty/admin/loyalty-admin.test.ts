import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { pointsRules, users } from '../../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { customerToken } from '../../../test/loyalty-helpers.ts';

const SUMMARY = '/api/v1/loyalty/admin/points/summary/';
const REDEMPTIONS = '/api/v1/loyalty/admin/redemptions/recent/';
const RULES = '/api/v1/loyalty/admin/rules/pontuation/';

describe('loyalty admin: points summary, redemptions, rules', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '', customer: '' };
  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    await ctx.db.insert(pointsRules).values([
      { name: 'Serviços de oficina', transactionTypeKey: 'SERVICE', weight: '0.1000' },
      { name: 'Compra de peças', transactionTypeKey: 'MERCHANDISE', weight: '0.0500' },
      { name: 'Indicação', transactionTypeKey: 'REFERRAL', weight: '0.0000', isActive: false },
    ]);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    tokens.customer = await customerToken(ctx.app, ctx.db, fx.c1);
  });
  after(() => ctx.close());

  describe('GET points/summary', () => {
    test('ADMIN: every customer with ledger totals, most recent activity first', async () => {
      const res = await getJson(ctx.app, SUMMARY, tokens.admin);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.count, 4);
      const byName = Object.fromEntries(body.results.map((r: { user_name: string }) => [r.user_name, r]));
      assert.deepEqual(
        { ...byName['Cliente Um'], last_activity: typeof byName['Cliente Um'].last_activity },
        {
          user_id: fx.c1,
          user_name: 'Cliente Um',
          user_cpf: byName['Cliente Um'].user_cpf,
          points_balance: 100,
          points_pending: 0,
          points_expiring: 0,
          total_earned: 200,
          total_spent: 100,
          user_type: 'CLIENTE',
          is_active: true,
          last_activity: 'string',
        },
      );
      assert.deepEqual(
        [byName['Cliente Três'].points_balance, byName['Cliente Três'].total_spent],
        [260, 40],
      );
      assert.equal(byName['Cliente Com Senha'].points_balance, 0);
      assert.equal(byName['Cliente Com Senha'].last_activity, null);
      assert.equal(body.results[0].user_name, 'Cliente Três', 'newest activity first');
      assert.equal(body.results.at(-1).last_activity, null, 'customers without entries last');
    });

    test('search by name or CPF digits; active_only', async () => {
      const byName = (await getJson(ctx.app, `${SUMMARY}?search=tr%C3%AAs`, tokens.admin)).json();
      assert.equal(byName.count, 1);
      // Listed masked (LGPD); a search by the whole CPF, formatted or not, shows it whole.
      const masked = byName.results[0].user_cpf as string;
      assert.match(masked, /^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      const [row] = await ctx.db.select({ cpf: users.cpf }).from(users).where(eq(users.id, fx.c3));
      const cpf = row?.cpf as string;
      const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      for (const search of [cpf, formatted]) {
        const byCpf = (await getJson(ctx.app, `${SUMMARY}?search=${search}`, tokens.admin)).json();
        assert.deepEqual(
          byCpf.results.map((r: { user_cpf: string }) => r.user_cpf),
          [cpf],
        );
      }
      const active = (await getJson(ctx.app, `${SUMMARY}?active_only=true`, tokens.admin)).json();
      assert.equal(active.count, 3);
      assert.equal((await getJson(ctx.app, `${SUMMARY}?active_only=talvez`, tokens.admin)).statusCode, 400);
      assert.equal((await getJson(ctx.app, `${SUMMARY}?page=0`, tokens.admin)).statusCode, 400);
    });

    test('scoped: DEALERSHIP its customers, PARCEIRO customers with activity at its stores', async () => {
      const staff = (await getJson(ctx.app, SUMMARY, tokens.staff)).json();
      assert.deepEqual(staff.results.map((r: { user_name: string }) => r.user_name).sort(), [
        'Cliente Dois',
        'Cliente Um',
      ]);
      const partner = (await getJson(ctx.app, SUMMARY, tokens.partner)).json();
      assert.deepEqual(
        partner.results.map((r: { user_name: string }) => r.user_name),
        ['Cliente Três'],
      );
    });

    test('anonymous 401; customer token 403', async () => {
      assert.equal((await getJson(ctx.app, SUMMARY)).statusCode, 401);
      assert.equal((await getJson(ctx.app, SUMMARY, tokens.customer)).statusCode, 403);
    });
  });

  describe('GET redemptions/recent', () => {
    test('page of redemptions with status, newest first', async () => {
      const body = (await getJson(ctx.app, REDEMPTIONS, tokens.admin)).json();
      assert.equal(body.count, 2);
      assert.deepEqual(Object.keys(body.results[0]).sort(), [
        'created_at',
        'id',
        'is_used',
        'offer_title',
        'points_spent',
        'status',
        'user_name',
        'user_type',
      ]);
      const used = (await getJson(ctx.app, `${REDEMPTIONS}?status=utilizado`, tokens.admin)).json();
      assert.deepEqual(
        used.results.map((r: { offer_title: string; status: string }) => [r.offer_title, r.status]),
        [['Café grátis', 'utilizado']],
      );
      const pending = (await getJson(ctx.app, `${REDEMPTIONS}?status=pendente`, tokens.admin)).json();
      assert.deepEqual(
        pending.results.map((r: { offer_title: string; is_used: boolean }) => [r.offer_title, r.is_used]),
        [['Kit de limpeza', false]],
      );
      const search = (await getJson(ctx.app, `${REDEMPTIONS}?search=caf%C3%A9`, tokens.admin)).json();
      assert.equal(search.count, 1);
      assert.equal((await getJson(ctx.app, `${REDEMPTIONS}?status=usado`, tokens.admin)).statusCode, 400);
      assert.equal((await getJson(ctx.app, `${REDEMPTIONS}?page=5`, tokens.admin)).statusCode, 404);
    });

    test('cross-tenant: DEALERSHIP sees only its dealership, PARCEIRO only its stores', async () => {
      const staff = (await getJson(ctx.app, REDEMPTIONS, tokens.staff)).json();
      assert.deepEqual(
        staff.results.map((r: { offer_title: string }) => r.offer_title),
        ['Kit de limpeza'],
      );
      const partner = (await getJson(ctx.app, REDEMPTIONS, tokens.partner)).json();
      assert.deepEqual(
        partner.results.map((r: { offer_title: string }) => r.offer_title),
        ['Café grátis'],
      );
      assert.equal((await getJson(ctx.app, REDEMPTIONS)).statusCode, 401);
      assert.equal((await getJson(ctx.app, REDEMPTIONS, tokens.customer)).statusCode, 403);
    });
  });

  describe('GET rules/pontuation', () => {
    test('weights as fractions; readable by every back-office user', async () => {
      for (const token of [tokens.admin, tokens.staff, tokens.partner]) {
        const res = await getJson(ctx.app, `${RULES}?page_size=2`, token);
        assert.equal(res.statusCode, 200);
        const body = res.json();
        assert.equal(body.count, 3);
        assert.equal(body.total_pages, 2);
        assert.deepEqual(body.results[0], {
          id: body.results[0].id,
          name: 'Serviços de oficina',
          transaction_type_key: 'SERVICE',
          weight: 0.1,
          is_active: true,
          // No dated edit waiting (points lifecycle).
          next_change: null,
        });
      }
      const last = (await getJson(ctx.app, `${RULES}?page_size=2&page=2`, tokens.admin)).json();
      assert.deepEqual([last.results[0].weight, last.results[0].is_active], [0, false]);
      assert.equal((await getJson(ctx.app, `${RULES}?page_size=abc`, tokens.admin)).statusCode, 400);
      assert.equal((await getJson(ctx.app, RULES)).statusCode, 401);
      assert.equal((await getJson(ctx.app, RULES, tokens.customer)).statusCode, 403);
    });
  });
});
