import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';
import { auth } from '../../test/loyalty-helpers.ts';

const CREATE = '/api/v1/users/create/';
const LIST = '/api/v1/users/admin/list/';
const LOGIN = '/api/v1/users/auth/login/';
// Valid CPFs (check digits).
const CPF_A = '52998224725';
const CPF_B = '11144477735';
const CPF_C = '39053344705';

describe('users', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const tokens = { admin: '', staff: '', partner: '' };
  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(() => ctx.close());

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    token = tokens.admin,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A back-office account's password must meet docs/product.md §5.7 (12 characters, not common). */
  const staffPassword = { password: 'senha-forte-do-painel', password_confirm: 'senha-forte-do-painel' };
  const valid = (extra: Record<string, unknown> = {}) => ({
    cpf: CPF_A,
    email: 'Novo@Teste.com.br',
    full_name: 'Novo Cliente',
    user_type: 'CLIENTE',
    password: 'segredo1',
    password_confirm: 'segredo1',
    is_staff: true,
    is_active: true,
    account_for_qr_code_burn: true,
    dealership_associated: fx.d1.id,
    ...extra,
  });

  describe('POST users/create/', () => {
    test('ADMIN creates a customer: 201, no hash, is_staff/qr flags dropped for CLIENTE', async () => {
      const res = await send('POST', CREATE, valid());
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.equal(body.cpf, CPF_A);
      assert.equal(body.email, 'novo@teste.com.br');
      assert.equal(body.user_type, 'CLIENTE');
      assert.equal(body.is_staff, false);
      assert.equal(body.account_for_qr_code_burn, false);
      assert.equal(body.dealership_associated, fx.d1.id);
      assert.equal(body.dealership_name, 'Concessionária Um');
      assert.equal(body.points_balance, 0);
      assert.ok(!('password' in body) && !('password_hash' in body) && !('passwordHash' in body));
      const [row] = await ctx.db.select().from(users).where(eq(users.id, body.id));
      assert.match(row?.passwordHash ?? '', /^\$argon2id\$/);
    });

    test('DEALERSHIP keeps is_staff and may burn QR codes; PARCEIRO keeps its partner only', async () => {
      const dealer = await send(
        'POST',
        CREATE,
        valid({ cpf: CPF_B, email: 'vendedor@teste.com.br', user_type: 'DEALERSHIP', ...staffPassword }),
      );
      assert.equal(dealer.statusCode, 201, dealer.body);
      assert.deepEqual([dealer.json().is_staff, dealer.json().account_for_qr_code_burn], [true, true]);
      const partner = await send(
        'POST',
        CREATE,
        valid({
          cpf: CPF_C,
          email: null,
          user_type: 'PARCEIRO',
          partner: fx.p2.id,
          is_staff: true,
          ...staffPassword,
        }),
      );
      assert.equal(partner.statusCode, 201, partner.body);
      const body = partner.json();
      assert.deepEqual(
        [body.is_staff, body.partner, body.partner_name, body.dealership_associated, body.email],
        [false, fx.p2.id, 'Parceiro Dois', null, null],
      );
    });

    test('every user-form rule answers with its message as a DRF field error', async () => {
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ cpf: '' }, { cpf: ['CPF é obrigatório'] }],
        [{ cpf: undefined }, { cpf: ['CPF é obrigatório'] }],
        [{ cpf: '123' }, { cpf: ['CPF deve ter 11 dígitos'] }],
        [{ cpf: '12345678900' }, { cpf: ['CPF inválido.'] }],
        [{ cpf: '111.111.111-11' }, { cpf: ['CPF inválido.'] }],
        [{ cpf: '529.982.247-25' }, { cpf: ['Já existe um usuário com este CPF.'] }],
        [
          { cpf: '86288366757', email: 'NOVO@teste.com.br' },
          { email: ['Já existe um usuário com este email.'] },
        ],
        [{ cpf: '86288366757', email: 'sem-arroba' }, { email: ['Insira um endereço de email válido.'] }],
        [
          { cpf: '86288366757', email: null, full_name: '  ' },
          { full_name: ['Nome completo é obrigatório'] },
        ],
        [{ cpf: '86288366757', email: null, password: '' }, { password: ['Senha é obrigatória'] }],
        [
          { cpf: '86288366757', email: null, password_confirm: 'outra123' },
          { password_confirm: ['As senhas não coincidem'] },
        ],
        [
          { cpf: '86288366757', email: null, password: '12345', password_confirm: '12345' },
          { password: ['A senha deve ter pelo menos 6 caracteres'] },
        ],
        [
          {
            cpf: '86288366757',
            email: null,
            user_type: 'DEALERSHIP',
            dealership_associated: null,
            ...staffPassword,
          },
          { dealership_associated: ['Concessionária é obrigatória para usuários do tipo Concessionária'] },
        ],
        [
          { cpf: '86288366757', email: null, user_type: 'PARCEIRO', ...staffPassword },
          { partner: ['Parceiro é obrigatório para usuários do tipo Parceiro'] },
        ],
        [
          { cpf: '86288366757', email: null, dealership_associated: 99999 },
          { dealership_associated: ['Pk inválido "99999" - objeto não existe.'] },
        ],
      ];
      for (const [patch, expected] of cases) {
        const res = await send('POST', CREATE, valid({ email: null, ...patch }));
        assert.equal(res.statusCode, 400, JSON.stringify(patch));
        assert.deepEqual(res.json(), expected, JSON.stringify(patch));
      }
    });

    test('several failures come together, keys in form order', async () => {
      const res = await send('POST', CREATE, {
        user_type: 'DEALERSHIP',
        password: 'abc',
        password_confirm: 'abd',
      });
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.deepEqual(Object.keys(body), [
        'cpf',
        'full_name',
        'password',
        'password_confirm',
        'dealership_associated',
      ]);
    });

    test('schema errors: bad user_type, non-boolean, wrong JSON → 400, never 500', async () => {
      const bad = await send('POST', CREATE, valid({ user_type: 'ADMIN' }));
      assert.equal(bad.statusCode, 400);
      assert.ok(Array.isArray(bad.json().user_type));
      const flag = await send('POST', CREATE, valid({ is_active: 'talvez' }));
      assert.equal(flag.statusCode, 400);
      const arr = await send('POST', CREATE, [1]);
      assert.equal(arr.statusCode, 400);
      const huge = await send('POST', CREATE, valid({ dealership_associated: 1e12 }));
      assert.equal(huge.statusCode, 400);
    });

    test('anonymous 401; DEALERSHIP and PARCEIRO 403', async () => {
      assert.equal((await send('POST', CREATE, valid(), '')).statusCode, 401);
      for (const token of [tokens.staff, tokens.partner]) {
        const res = await send('POST', CREATE, valid({ cpf: '86288366757' }), token);
        assert.deepEqual([res.statusCode, res.json()], [403, { detail: 'Acesso negado' }]);
      }
    });
  });

  describe('list, read, update, toggle, delete', () => {
    test('admin list: page shape, search by name/email/cpf, filters', async () => {
      const all = (await getJson(ctx.app, LIST, tokens.admin)).json();
      assert.equal(all.count, 12);
      assert.equal(all.results.length, 10);
      assert.equal(all.total_pages, 2);
      // A part of the CPF finds it, masked; the whole CPF shows it whole (docs/security.md, LGPD).
      const byCpf = (await getJson(ctx.app, `${LIST}?search=529.982`, tokens.admin)).json();
      assert.deepEqual(
        byCpf.results.map((u: { cpf: string }) => u.cpf),
        ['***.982.247-**'],
      );
      const whole = (await getJson(ctx.app, `${LIST}?search=${CPF_A}`, tokens.admin)).json();
      assert.deepEqual(
        whole.results.map((u: { cpf: string }) => u.cpf),
        [CPF_A],
      );
      const byEmail = (await getJson(ctx.app, `${LIST}?search=PARCEIRO@`, tokens.admin)).json();
      assert.equal(byEmail.count, 1);
      const partners = (await getJson(ctx.app, `${LIST}?user_type=PARCEIRO`, tokens.admin)).json();
      assert.equal(partners.count, 2);
      const inactive = (await getJson(ctx.app, `${LIST}?is_active=false`, tokens.admin)).json();
      assert.equal(inactive.count, 2);
      assert.equal((await getJson(ctx.app, `${LIST}?user_type=X`, tokens.admin)).statusCode, 400);
      assert.equal((await getJson(ctx.app, `${LIST}?page=9`, tokens.admin)).statusCode, 404);
      assert.equal((await getJson(ctx.app, LIST, tokens.staff)).statusCode, 403);
      assert.equal((await getJson(ctx.app, LIST)).statusCode, 401);
    });

    test('GET users/{id}/: 200, unknown 404, malformed 400, non-admin 403', async () => {
      const res = await getJson(ctx.app, `/api/v1/users/${fx.c1}/`, tokens.admin);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().full_name, 'Cliente Um');
      assert.equal(res.json().points_balance, 100);
      assert.equal((await getJson(ctx.app, '/api/v1/users/999999/', tokens.admin)).statusCode, 404);
      assert.equal((await getJson(ctx.app, '/api/v1/users/abc/', tokens.admin)).statusCode, 400);
      assert.equal((await getJson(ctx.app, `/api/v1/users/${fx.c1}/`, tokens.partner)).statusCode, 403);
    });

    test('PUT users/{id}/: same rules, blank password keeps the old one, unique excluding itself', async () => {
      const created = (await getJson(ctx.app, `${LIST}?search=${CPF_A}`, tokens.admin)).json().results[0];
      const url = `/api/v1/users/${created.id}/`;
      const ok = await send('PUT', url, {
        cpf: CPF_A,
        email: 'novo@teste.com.br',
        full_name: 'Nome Alterado',
        user_type: 'CLIENTE',
        dealership_associated: fx.d2.id,
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual([ok.json().full_name, ok.json().dealership_associated], ['Nome Alterado', fx.d2.id]);
      const login = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: CPF_A, password: 'segredo1' },
      });
      assert.equal(login.statusCode, 200, 'password unchanged');
      const clash = await send('PUT', url, { cpf: CPF_B, full_name: 'X', user_type: 'CLIENTE' });
      assert.deepEqual(
        [clash.statusCode, clash.json()],
        [400, { cpf: ['Já existe um usuário com este CPF.'] }],
      );
      const short = await send('PUT', url, {
        cpf: CPF_A,
        full_name: 'X',
        user_type: 'CLIENTE',
        password: 'abc',
        password_confirm: 'abc',
      });
      assert.deepEqual(short.json(), { password: ['A senha deve ter pelo menos 6 caracteres'] });
      assert.equal((await send('PUT', '/api/v1/users/999999/', valid())).statusCode, 404);
      const admin = (await getJson(ctx.app, `${LIST}?user_type=ADMIN&is_active=true`, tokens.admin)).json();
      const locked = await send(
        'PUT',
        `/api/v1/users/${admin.results[0].id}/`,
        valid({ cpf: '86288366757' }),
      );
      assert.equal(locked.statusCode, 403);
      assert.equal((await send('PUT', url, valid(), tokens.staff)).statusCode, 403);
    });

    test('PATCH toggle-status and inactive customers cannot sign in', async () => {
      const created = (await getJson(ctx.app, `${LIST}?search=${CPF_A}`, tokens.admin)).json().results[0];
      const url = `/api/v1/users/${created.id}/toggle-status/`;
      const off = await send('PATCH', url, { is_active: false });
      assert.deepEqual([off.statusCode, off.json().is_active], [200, false]);
      const login = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: CPF_A, password: 'segredo1' },
      });
      // The wrong-password answer: it must not confirm an inactive account's password.
      assert.deepEqual([login.statusCode, login.json()], [401, { detail: 'CPF/email ou senha inválidos.' }]);
      const on = await send('PATCH', url, { is_active: true });
      assert.equal(on.json().is_active, true);
      assert.equal((await send('PATCH', url, { is_active: 'x' })).statusCode, 400);
      assert.equal((await send('PATCH', url, {})).statusCode, 400);
      assert.equal(
        (await send('PATCH', '/api/v1/users/999999/toggle-status/', { is_active: true })).statusCode,
        404,
      );
      assert.equal((await send('PATCH', url, { is_active: false }, tokens.partner)).statusCode, 403);
    });

    test('DELETE users/{id}/: 204 then 404; admins are locked; non-admin 403', async () => {
      const created = (await getJson(ctx.app, `${LIST}?search=${CPF_C}`, tokens.admin)).json().results[0];
      const url = `/api/v1/users/${created.id}/`;
      assert.equal((await send('DELETE', url, undefined, tokens.staff)).statusCode, 403);
      const res = await send('DELETE', url);
      assert.equal(res.statusCode, 204);
      assert.equal((await send('DELETE', url)).statusCode, 404);
      assert.equal((await getJson(ctx.app, url, tokens.admin)).statusCode, 404);
      const admin = (await getJson(ctx.app, `${LIST}?user_type=ADMIN&is_active=true`, tokens.admin)).json();
      assert.equal((await send('DELETE', `/api/v1/users/${admin.results[0].id}/`)).statusCode, 403);
    });

    test('GET users/form-options/: dealerships, partners and stores for the selects (ADMIN)', async () => {
      const res = await getJson(ctx.app, '/api/v1/users/form-options/', tokens.admin);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        dealerships: [
          { id: fx.d2.id, name: 'Concessionária Dois' },
          { id: fx.d1.id, name: 'Concessionária Um' },
        ],
        partners: [
          { id: fx.p2.id, brand_name: 'Parceiro Dois' },
          { id: fx.p1.id, brand_name: 'Parceiro Um' },
        ],
        // An ATENDENTE's store, with its partner.
        partner_locations: [
          { id: fx.s2.id, store_name: 'Loja Dois', partner_name: 'Parceiro Dois' },
          { id: fx.s1.id, store_name: 'Loja Um', partner_name: 'Parceiro Um' },
        ],
      });
      assert.equal((await getJson(ctx.app, '/api/v1/users/form-options/', tokens.staff)).statusCode, 403);
      assert.equal((await getJson(ctx.app, '/api/v1/users/form-options/')).statusCode, 401);
    });
  });

  describe('POST users/auth/login/ (customer app)', () => {
    test('by formatted CPF or by email → tokens and the user; the token works on customer routes', async () => {
      const byCpf = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: '529.982.247-25', password: 'segredo1' },
      });
      assert.equal(byCpf.statusCode, 200, byCpf.body);
      const body = byCpf.json();
      assert.equal(typeof body.access, 'string');
      assert.equal(typeof body.refresh, 'string');
      assert.equal(body.user.user_type, 'CLIENTE');
      assert.equal(body.user.points_balance, 0);
      const byEmail = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: EMAILS.client, password: PASSWORD },
      });
      assert.equal(byEmail.statusCode, 200);
      const vouchers = await getJson(ctx.app, '/api/v1/loyalty/vouchers/', byEmail.json().access);
      assert.equal(vouchers.statusCode, 200);
      const backOffice = await getJson(ctx.app, '/api/v1/users/dashboard/stats/', byEmail.json().access);
      assert.equal(backOffice.statusCode, 403, 'a customer token never opens the back-office');
    });

    test('wrong password 401; back-office accounts 401 alike; neither cpf nor email 400', async () => {
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: CPF_A, password: 'errada' },
      });
      assert.deepEqual([wrong.statusCode, wrong.json()], [401, { detail: 'CPF/email ou senha inválidos.' }]);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: '000', password: 'x' },
      });
      assert.equal(unknown.statusCode, 401);
      const admin = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: EMAILS.admin, password: PASSWORD },
      });
      assert.deepEqual([admin.statusCode, admin.json()], [401, { detail: 'CPF/email ou senha inválidos.' }]);
      const none = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { password: 'x' } });
      assert.equal(none.statusCode, 400);
      assert.ok(Array.isArray(none.json().non_field_errors));
      const missing = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { cpf: CPF_A } });
      assert.deepEqual(missing.json(), { password: ['Este campo é obrigatório.'] });
    });

    test('rate-limited per CPF like admin-login', async () => {
      const app = await ctx.extraApp({ LOGIN_RATE_MAX: 100, LOGIN_RATE_ACCOUNT_MAX: 2 });
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { cpf: CPF_B, password: 'errada' },
        });
        assert.equal(res.statusCode, 401);
      }
      const blocked = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: '111.444.777-35', password: 'x' },
      });
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      const other = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { cpf: CPF_A, password: 'segredo1' },
      });
      assert.equal(other.statusCode, 200, 'another CPF has its own counter');
    });
  });
});
