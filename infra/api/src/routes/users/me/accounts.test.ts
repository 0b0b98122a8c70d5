import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { users } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../domain/password.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

const API = '/api/v1';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('accounts: sessions, Meu Perfil, two-factor sign-in', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
  });
  after(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `${API}/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const signIn = async (email: string, password = PASSWORD, userAgent = CHROME) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/auth/admin-login/`,
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ access: string; refresh: string; user: Record<string, unknown> }>();
  };
  const stats = (token: string) => call('GET', 'users/dashboard/stats/', token);

  describe('sessions per device', () => {
    test('Sair ends this session only; the other device keeps working', async () => {
      const desk = await signIn(EMAILS.staff);
      const phone = await signIn(EMAILS.staff);
      const out = await ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/logout/`,
        payload: { refresh: phone.refresh },
      });
      assert.equal(out.statusCode, 200);
      assert.equal((await stats(phone.access)).statusCode, 401, 'its access token stops at once');
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/refresh/`,
        payload: { refresh: phone.refresh },
      });
      assert.equal(refresh.statusCode, 401);
      assert.equal((await stats(desk.access)).statusCode, 200, 'the desk goes on');
      const deskRefresh = await ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/refresh/`,
        payload: { refresh: desk.refresh },
      });
      assert.equal(deskRefresh.statusCode, 200);
    });

    test('the list shows each sign-in with device, address and times; Encerrar ends one', async () => {
      const a = await signIn(EMAILS.partner);
      const b = await signIn(
        EMAILS.partner,
        PASSWORD,
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
      );
      const list = await call('GET', 'users/me/sessions/', a.access);
      assert.equal(list.statusCode, 200);
      const rows = list.json<{ sessions: Array<Record<string, unknown>> }>().sessions;
      assert.equal(rows.length, 2);
      const mine = rows.find((r) => r.current);
      const other = rows.find((r) => !r.current);
      assert.equal(mine?.device, 'Chrome no Windows');
      assert.equal(other?.device, 'Safari no iOS');
      assert.equal(typeof other?.ip, 'string');
      assert.ok(Date.parse(String(other?.signed_in_at)) > 0 && Date.parse(String(other?.last_used_at)) > 0);
      const end = await call('DELETE', `users/me/sessions/${other?.id}/`, a.access);
      assert.equal(end.statusCode, 204);
      assert.equal((await stats(b.access)).statusCode, 401);
      assert.equal((await stats(a.access)).statusCode, 200);
      assert.equal((await call('GET', 'users/me/sessions/', a.access)).json().sessions.length, 1);
      // Another user's session, or an ended one: 404, nothing ends.
      const admin = await signIn(EMAILS.admin);
      assert.equal((await call('DELETE', `users/me/sessions/${mine?.id}/`, admin.access)).statusCode, 404);
      assert.equal((await call('DELETE', 'users/me/sessions/nao-e-uuid/', a.access)).statusCode, 400);
      assert.equal((await stats(a.access)).statusCode, 200);
    });

    test("'Sair de todos os dispositivos' ends every session, this one included", async () => {
      const a = await signIn(EMAILS.admin);
      const b = await signIn(EMAILS.admin);
      const res = await call('POST', 'users/me/sessions/end-all/', a.access);
      assert.equal(res.statusCode, 200);
      assert.equal((await stats(a.access)).statusCode, 401);
      assert.equal((await stats(b.access)).statusCode, 401);
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/refresh/`,
        payload: { refresh: b.refresh },
      });
      assert.equal(refresh.statusCode, 401);
    });
  });

  describe('Meu Perfil', () => {
    test('reads and changes name and e-mail; a taken or invalid e-mail is refused', async () => {
      const me = await signIn(EMAILS.partner);
      const profile = await call('GET', 'users/me/', me.access);
      assert.equal(profile.statusCode, 200);
      assert.equal(profile.json().email, EMAILS.partner);
      assert.equal(profile.json().two_factor_enabled, false);
      const bad = await call('PATCH', 'users/me/', me.access, { full_name: ' ', email: EMAILS.admin });
      assert.deepEqual(bad.json(), {
        full_name: ['Nome completo é obrigatório'],
        email: ['Já existe um usuário com este email.'],
      });
      const ok = await call('PATCH', 'users/me/', me.access, {
        full_name: 'Parceira Renomeada',
        email: EMAILS.partner.toUpperCase(),
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().full_name, 'Parceira Renomeada');
      assert.equal(ok.json().email, EMAILS.partner);
      assert.equal((await stats(me.access)).statusCode, 200, 'a name change keeps the session');
    });

    test('a password change asks the current one, follows the staff policy and ends the other sessions', async () => {
      const other = await signIn(EMAILS.staff);
      const me = await signIn(EMAILS.staff);
      const change = (body: object) => call('POST', 'users/me/password/', me.access, body);
      assert.deepEqual(
        (
          await change({
            current_password: 'errada',
            new_password: 'nova-senha-forte-1',
            new_password_confirm: 'nova-senha-forte-1',
          })
        ).json(),
        {
          current_password: ['Senha atual incorreta'],
        },
      );
      assert.deepEqual(
        (
          await change({
            current_password: PASSWORD,
            new_password: 'senha123456',
            new_password_confirm: 'senha123456',
          })
        ).json(),
        {
          new_password: ['Usuários do painel precisam de uma senha com pelo menos 12 caracteres'],
        },
      );
      const done = await change({
        current_password: PASSWORD,
        new_password: 'nova-senha-forte-1',
        new_password_confirm: 'nova-senha-forte-1',
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal((await stats(other.access)).statusCode, 401, 'other devices are signed out');
      assert.equal((await stats(me.access)).statusCode, 401, 'so is the old token of this one');
      assert.equal(
        (await stats(done.json().access)).statusCode,
        200,
        "the answer is this device's new session",
      );
      await signIn(EMAILS.staff, 'nova-senha-forte-1');
      // Back to the fixture's password for the other tests.
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(users.email, EMAILS.staff));
    });

    test('a staff account signing in with a weak password must change it before anything else', async () => {
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword('senha123') })
        .where(eq(users.email, EMAILS.partner));
      const weak = await signIn(EMAILS.partner, 'senha123');
      assert.equal(weak.user.password_change_required, true);
      const refused = await stats(weak.access);
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), {
        detail: 'Defina uma nova senha em Meu Perfil para continuar.',
        code: 'password_change_required',
      });
      assert.equal((await call('GET', 'users/me/', weak.access)).statusCode, 200, 'Meu Perfil answers');
      const changed = await call('POST', 'users/me/password/', weak.access, {
        current_password: 'senha123',
        new_password: PASSWORD,
        new_password_confirm: PASSWORD,
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal((await stats(changed.json().access)).statusCode, 200);
      assert.equal((await signIn(EMAILS.partner)).user.password_change_required, false);
    });
  });

  describe('two-factor sign-in (TOTP)', () => {
    test('setup with a QR code, confirm with a code, sign in with a code or a recovery code once', async () => {
      const me = await signIn(EMAILS.admin);
      const setup = await call('POST', 'users/me/two-factor/setup/', me.access);
      assert.equal(setup.statusCode, 200);
      const { secret, otpauth_url: url, qr_code: qr } = setup.json();
      assert.match(url, /^otpauth:\/\/totp\/Sistema%20de%20Fidelidade:/);
      assert.match(qr, /^data:image\/svg\+xml;base64,/);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, EMAILS.admin));
      assert.ok(
        row?.totpPendingSecret?.startsWith('v1.') && !row.totpPendingSecret.includes(secret),
        'sealed at rest',
      );

      assert.equal(
        (await call('POST', 'users/me/two-factor/confirm/', me.access, { code: '000000' })).statusCode,
        400,
      );
      const confirmed = await call('POST', 'users/me/two-factor/confirm/', me.access, {
        code: generateSync({ secret }),
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const codes: string[] = confirmed.json().recovery_codes;
      assert.equal(codes.length, 10);
      assert.equal(new Set(codes).size, 10);

      // The password alone no longer signs in: a challenge for the code step.
      const step1 = await ctx.app.inject({
        method: 'POST',
        url: `${API}/users/auth/admin-login/`,
        payload: { email: EMAILS.admin, password: PASSWORD },
      });
      assert.equal(step1.statusCode, 202);
      const { challenge } = step1.json();
      assert.ok(!('access' in step1.json()));
      const code = (c: string, ch = challenge) =>
        ctx.app.inject({
          method: 'POST',
          url: `${API}/users/auth/two-factor/`,
          payload: { challenge: ch, code: c },
        });
      assert.deepEqual((await code('123456')).json(), { detail: 'Código inválido.' });
      // The code confirmed at setup was used: a new step's code is needed (no replay).
      const now = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const ok = await code(now);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().user.two_factor_enabled, true);
      assert.equal((await stats(ok.json().access)).statusCode, 200);
      assert.equal((await code(now)).statusCode, 401, 'the same code twice is refused');

      // A recovery code works once.
      assert.equal((await code(codes[0]?.toUpperCase() ?? '')).statusCode, 200);
      assert.equal((await code(codes[0] ?? '')).statusCode, 401);
      assert.equal((await call('GET', 'users/me/', ok.json().access)).json().recovery_codes_left, 9);
      // A forged or foreign challenge is refused.
      assert.equal((await code(now, 'nao-e-um-desafio')).statusCode, 401);
    });

    test('ADMIN requires it for a role: its users are led to set it up; ADMIN resets one (audited)', async () => {
      const adminStep = await ctx.app.inject({
        method: 'POST',
        url: `${API}/users/auth/admin-login/`,
        payload: { email: EMAILS.admin, password: PASSWORD },
      });
      const [adminRow] = await ctx.db.select().from(users).where(eq(users.email, EMAILS.admin));
      const secret = ctx.app.secretBox.open(adminRow?.totpSecret ?? '') ?? '';
      // The previous test used this step's code already; forget it (30 s later it would be new).
      await ctx.db.update(users).set({ totpLastStep: null }).where(eq(users.email, EMAILS.admin));
      const admin = await ctx.app.inject({
        method: 'POST',
        url: `${API}/users/auth/two-factor/`,
        payload: { challenge: adminStep.json().challenge, code: generateSync({ secret }) },
      });
      const token = admin.json().access as string;
      assert.equal(
        (await call('PUT', 'users/two-factor-policy/', token, { required_roles: ['DEALERSHIP'] })).statusCode,
        200,
      );
      assert.deepEqual((await call('GET', 'users/two-factor-policy/', token)).json(), {
        required_roles: ['DEALERSHIP'],
      });

      const staff = await signIn(EMAILS.staff);
      assert.equal(staff.user.two_factor_setup_required, true);
      const refused = await stats(staff.access);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'two_factor_setup_required');
      const setup = await call('POST', 'users/me/two-factor/setup/', staff.access);
      const staffSecret = setup.json().secret;
      assert.equal(
        (
          await call('POST', 'users/me/two-factor/confirm/', staff.access, {
            code: generateSync({ secret: staffSecret }),
          })
        ).statusCode,
        200,
      );
      assert.equal((await stats(staff.access)).statusCode, 200, 'set up: the back office opens');
      const off = await call('POST', 'users/me/two-factor/disable/', staff.access, { password: PASSWORD });
      assert.deepEqual(off.json(), {
        detail: 'A verificação em duas etapas é obrigatória para o seu perfil.',
      });

      const [staffRow] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, EMAILS.staff));
      const reset = await call('POST', `users/${staffRow?.id}/two-factor/reset/`, token);
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal(reset.json().two_factor_enabled, false);
      assert.equal((await stats(staff.access)).statusCode, 401, 'the reset ends their sessions');
      const audit = (await ctx.db.execute(
        sql`select action, changes from audit_log where action = 'two_factor_reset'`,
      )) as unknown as { rows: unknown[] };
      assert.equal(audit.rows.length, 1);
      assert.equal(
        (await call('POST', `users/${staffRow?.id}/two-factor/reset/`, staff.access)).statusCode,
        401,
      );
      await call('PUT', 'users/two-factor-policy/', token, { required_roles: [] });
    });
  });
});
