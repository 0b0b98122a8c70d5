import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { refreshTokens, users } from '../db/schema/index.ts';
import { hashPassword } from '../domain/password.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, login, type TestContext } from '../test/helpers.ts';
import { newCpf } from '../test/world.ts';

const decode = createDecoder();

/**
 * Sessions outlived logout and password changes — after logout the access token worked
 * for its remaining 15 minutes, after an admin set a new password the old refresh token still
 * refreshed, and every refresh granted a fresh 168-hour lifetime. Each attack keeps the tokens of
 * a session and replays them after the event.
 */
describe('attack: sessions that outlive their end', () => {
  let ctx: TestContext;
  let adminToken = '';
  let dealershipId = 0;
  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    dealershipId = fx.d1.id;
    adminToken = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  let seq = 0;
  /** A staff DEALERSHIP user of its own (each attack ends someone's sessions). */
  async function staffUser() {
    const email = `sessao${++seq}@teste.com.br`;
    const [row] = await ctx.db
      .insert(users)
      .values({
        cpf: newCpf(),
        email,
        fullName: `Sessão ${seq}`,
        userType: 'DEALERSHIP',
        isStaff: true,
        dealershipId,
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning({ id: users.id, cpf: users.cpf });
    if (!row) throw new Error('insert');
    const session = (await login(ctx.app, email, PASSWORD)).json<{ access: string; refresh: string }>();
    return { ...row, email, ...session };
  }

  const post = (url: string, payload: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const asAdmin = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
  const stats = (access: string) =>
    ctx.app.inject({ url: '/api/v1/users/dashboard/stats/', headers: { authorization: `Bearer ${access}` } });
  const refresh = (token: string) => post('/api/v1/auth/refresh/', { refresh: token });

  /** Both halves of a session are dead: the access token at once, the refresh token too. */
  async function assertEnded(session: { access: string; refresh: string }, label: string) {
    const res = await stats(session.access);
    assert.equal(res.statusCode, 401, `${label}: access token`);
    assert.equal((await refresh(session.refresh)).statusCode, 401, `${label}: refresh token`);
  }

  const userForm = (u: { cpf: string; email: string }, changes: object) => ({
    cpf: u.cpf,
    email: u.email,
    full_name: 'Sessão alterada',
    user_type: 'DEALERSHIP',
    is_staff: true,
    is_active: true,
    dealership_associated: dealershipId,
    ...changes,
  });

  test("logout ends this session's access token at once; the user's other device goes on", async () => {
    const user = await staffUser();
    const otherDevice = (await login(ctx.app, user.email, PASSWORD)).json<{
      access: string;
      refresh: string;
    }>();
    assert.equal((await stats(user.access)).statusCode, 200);
    assert.equal((await post('/api/v1/auth/logout/', { refresh: user.refresh })).statusCode, 200);
    await assertEnded(user, 'after logout');
    assert.equal((await stats(otherDevice.access)).statusCode, 200, 'Sair ends one device only');
    // Logging out again with the dead token is harmless.
    assert.equal((await post('/api/v1/auth/logout/', { refresh: user.refresh })).statusCode, 200);
  });

  test('an admin setting a new password ends the sessions signed in with the old one', async () => {
    const user = await staffUser();
    const res = await asAdmin('PUT', `/api/v1/users/${user.id}/`, {
      ...userForm(user, {}),
      password: 'nova-senha-123',
      password_confirm: 'nova-senha-123',
    });
    assert.equal(res.statusCode, 200, res.body);
    await assertEnded(user, 'after a password change');
    assert.equal((await login(ctx.app, user.email, 'nova-senha-123')).statusCode, 200);
  });

  test('deactivation and role changes end the sessions; other edits do not', async () => {
    const renamed = await staffUser();
    const edit = await asAdmin('PUT', `/api/v1/users/${renamed.id}/`, userForm(renamed, {}));
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal((await stats(renamed.access)).statusCode, 200, 'a new name keeps the session');

    const deactivated = await staffUser();
    const off = await asAdmin('PATCH', `/api/v1/users/${deactivated.id}/toggle-status/`, {
      is_active: false,
    });
    assert.equal(off.statusCode, 200, off.body);
    await asAdmin('PATCH', `/api/v1/users/${deactivated.id}/toggle-status/`, { is_active: true });
    await assertEnded(deactivated, 'after deactivation, even once reactivated');

    const demoted = await staffUser();
    const role = await asAdmin(
      'PUT',
      `/api/v1/users/${demoted.id}/`,
      userForm(demoted, { user_type: 'CLIENTE' }),
    );
    assert.equal(role.statusCode, 200, role.body);
    await assertEnded(demoted, 'after a role change');

    const unstaffed = await staffUser();
    await asAdmin('PUT', `/api/v1/users/${unstaffed.id}/`, userForm(unstaffed, { is_staff: false }));
    await assertEnded(unstaffed, 'after losing is_staff');
  });

  test('refreshing never extends a session past SESSION_MAX_DAYS from its sign-in', async () => {
    const user = await staffUser();
    const family = async () => {
      const [row] = await ctx.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, user.id));
      return row?.familyId ?? '';
    };
    const familyId = await family();
    // Signed in 30 days minus one hour ago: the next token lives one more hour, not 168.
    await ctx.db
      .update(refreshTokens)
      .set({ sessionStartedAt: sql`now() - interval '30 days' + interval '1 hour'` })
      .where(eq(refreshTokens.familyId, familyId));
    const rotated = await refresh(user.refresh);
    assert.equal(rotated.statusCode, 200, rotated.body);
    const next = rotated.json<{ refresh: string }>().refresh;
    const { exp } = decode(next) as { exp: number };
    const hoursLeft = (exp * 1000 - Date.now()) / 3_600_000;
    assert.ok(hoursLeft > 0.9 && hoursLeft <= 1, `${hoursLeft} h left`);

    // Past the absolute lifetime the refresh is refused, however recently the token was issued.
    await ctx.db
      .update(refreshTokens)
      .set({ sessionStartedAt: sql`now() - interval '31 days'` })
      .where(eq(refreshTokens.familyId, familyId));
    assert.equal((await refresh(next)).statusCode, 401);
  });

  test('a refresh token is only good for REFRESH_TTL_SECONDS of idleness', async () => {
    const user = await staffUser();
    const { exp, iat } = decode(user.refresh) as { exp: number; iat?: number };
    const issued = iat ?? Math.floor(Date.now() / 1000);
    assert.ok(exp - issued <= 7 * 24 * 3600, 'the idle timeout, not more');
  });
});
