import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { createTestContext, login, type TestContext } from '../test/helpers.ts';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { ensureBuilt, type ServerProcess, startServer, stop, waitReady } from '../test/server-process.ts';
import { suitePgliteDump } from '../test/template-database.ts';

/**
 * An outside attack on `npm start` found that the stack signed tokens with a default secret
 * written in the source, so anyone could mint an ADMIN token, and a token without `exp` never
 * expired. The attacks are replayed against an app without JWT_SECRET (as `npm start` runs) and
 * against the built server as a process.
 */

/** The secret the source used to ship: public, in the repository's history. */
const OLD_DEFAULT_SECRET = 'dev-only-insecure-jwt-secret-change-me';
const STATS = '/api/v1/users/dashboard/stats/';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const sign = (secret: string, payload: Record<string, unknown>) =>
  createSigner({ key: secret, algorithm: 'HS256' })(payload);

describe('attack: minting tokens', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let adminId = 0;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
    // As `npm start` runs it: no JWT_SECRET.
    app = await ctx.extraApp({ JWT_SECRET: undefined });
    const [admin] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAILS.admin));
    adminId = admin?.id ?? 0;
  });
  after(() => ctx.close());

  const statsWith = (token: string) =>
    app.inject({ url: STATS, headers: { authorization: `Bearer ${token}` } });

  test('tokens signed with the old source default are refused, exp or not', async () => {
    for (const payload of [
      { sub: '1', token_type: 'access' },
      { sub: String(adminId), token_type: 'access', user_type: 'ADMIN', sv: 0, exp: inAnHour() },
    ]) {
      const res = await statsWith(sign(OLD_DEFAULT_SECRET, payload));
      assert.equal(res.statusCode, 401, JSON.stringify(payload));
      assert.equal(res.json().code, 'token_not_valid');
    }
  });

  test('without JWT_SECRET a random secret is generated once and kept in the database', async () => {
    const [row] = await ctx.db.select().from(s.appSecrets);
    assert.ok(row, 'app_secrets has its row');
    assert.notEqual(row.jwtSecret, OLD_DEFAULT_SECRET);
    assert.equal(Buffer.from(row.jwtSecret, 'base64url').length, 48);
    // A restart (another app on the same database) keeps it: sessions survive, nothing is re-minted.
    const { access } = (await login(app, EMAILS.admin, PASSWORD)).json<{ access: string }>();
    const restarted = await ctx.extraApp({ JWT_SECRET: undefined });
    const res = await restarted.inject({ url: STATS, headers: { authorization: `Bearer ${access}` } });
    assert.equal(res.statusCode, 200);
    assert.equal((await ctx.db.select().from(s.appSecrets)).length, 1);
  });

  test('even with the real secret, a token without exp, sv, sub, type or session is refused', async () => {
    const [row] = await ctx.db.select().from(s.appSecrets);
    const secret = row?.jwtSecret ?? '';
    // The session a token names (sid) must exist: one sign-in's row.
    const sid = randomUUID();
    await ctx.db.insert(s.userSessions).values({ id: sid, userId: adminId });
    const full = {
      sub: String(adminId),
      token_type: 'access',
      user_type: 'ADMIN',
      sv: 0,
      sid,
      exp: inAnHour(),
    };
    assert.equal((await statsWith(sign(secret, full))).statusCode, 200, 'control: the complete token works');
    for (const claim of ['exp', 'sv', 'sub', 'token_type', 'sid'] as const) {
      const { [claim]: _dropped, ...partial } = full;
      const res = await statsWith(sign(secret, partial));
      assert.equal(res.statusCode, 401, `without ${claim}`);
    }
  });
});

describe('attack: minting tokens against the built server', { ...PGLITE_ONLY, timeout: 600_000 }, () => {
  let tmp = '';
  let adminId = 0;
  const servers: ServerProcess[] = [];
  before(async () => {
    ensureBuilt();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-attack-jwt-'));
    const handle = await openDatabase({ dataDir: path.join(tmp, 'pglite'), fromDump: suitePgliteDump() });
    try {
      await handle.migrate();
      await insertFixtures(handle.db);
      const [admin] = await handle.db
        .select({ id: s.users.id })
        .from(s.users)
        .where(eq(s.users.email, EMAILS.admin));
      adminId = admin?.id ?? 0;
    } finally {
      await handle.close();
    }
  });
  after(async () => {
    for (const server of servers) await stop(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const start = async () => {
    // JWT_SECRET empty = unset, as a plain `npm start`.
    const server = await startServer({
      DATA_DIR: path.join(tmp, 'pglite'),
      MEDIA_DIR: path.join(tmp, 'media'),
      JWT_SECRET: '',
    });
    servers.push(server);
    await waitReady(server);
    return server;
  };
  const stats = (server: ServerProcess, token: string) =>
    fetch(`${server.url}${STATS}`, { headers: { authorization: `Bearer ${token}` } });

  test('a forged ADMIN token is refused; a real one survives a restart', async () => {
    const first = await start();
    const forged = sign(OLD_DEFAULT_SECRET, {
      sub: String(adminId),
      token_type: 'access',
      sv: 0,
      exp: inAnHour(),
    });
    assert.equal((await stats(first, forged)).status, 401);
    assert.equal(
      (await stats(first, sign(OLD_DEFAULT_SECRET, { sub: '1', token_type: 'access' }))).status,
      401,
    );
    const signIn = await fetch(`${first.url}/api/v1/users/auth/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAILS.admin, password: PASSWORD }),
    });
    const { access } = (await signIn.json()) as { access: string };
    assert.equal((await stats(first, access)).status, 200);
    await stop(first, 'SIGTERM');

    const second = await start();
    assert.equal((await stats(second, access)).status, 200, 'the generated secret was kept');
    assert.equal((await stats(second, forged)).status, 401);
  });
});
