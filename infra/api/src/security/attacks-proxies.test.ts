import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../test/helpers.ts';

/**
 * The API believed forwarded headers from anyone (a client chose its own address for
 * the login limit and the host of the pagination links). Now only TRUSTED_PROXIES (default
 * loopback: the local gateway, which overwrites X-Forwarded-For) may set them, links are relative
 * or on PUBLIC_ORIGIN, and the login limit counts per account and per client address.
 */
describe('attack: forwarded headers and the login limit', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
  });
  after(() => ctx.close());

  const GATEWAY = '127.0.0.1';
  const signIn = (
    app: FastifyInstance,
    peer: string,
    email: string,
    password: string,
    forwardedFor?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/admin-login/',
      payload: { email, password },
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  test('from an untrusted peer, a new X-Forwarded-For per attempt does not reset the limit', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 3, LOGIN_RATE_ACCOUNT_MAX: 3 });
    for (let i = 0; i < 3; i++) {
      const res = await signIn(app, '203.0.113.5', `ninguem${i}@teste.com.br`, 'errada', `198.51.100.${i}`);
      assert.equal(res.statusCode, 401);
    }
    const blocked = await signIn(app, '203.0.113.5', EMAILS.admin, PASSWORD, '198.51.100.99');
    assert.equal(blocked.statusCode, 429, 'the header was ignored: the peer is the client');
  });

  test('behind the trusted gateway, one client reaching the limit does not lock out the others', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 3, LOGIN_RATE_ACCOUNT_MAX: 3 });
    for (let i = 0; i < 3; i++)
      await signIn(app, GATEWAY, `spray${i}@teste.com.br`, 'errada', '198.51.100.7');
    assert.equal((await signIn(app, GATEWAY, EMAILS.admin, PASSWORD, '198.51.100.7')).statusCode, 429);
    const neighbour = await signIn(app, GATEWAY, EMAILS.admin, PASSWORD, '198.51.100.8');
    assert.equal(neighbour.statusCode, 200, 'another client behind the same proxy still signs in');
  });

  test('per account, sources that never signed in wait after the free failures, whatever the addresses', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 50, LOGIN_RATE_ACCOUNT_MAX: 2 });
    await signIn(app, GATEWAY, EMAILS.partner, 'errada', '198.51.100.20');
    await signIn(app, '203.0.113.21', EMAILS.partner, 'errada');
    // Past the free failures the wait doubles from 1 s: a few more, from other addresses again, so
    // it outlasts a slow machine between the calls.
    for (let i = 0; i < 3; i++) await signIn(app, GATEWAY, EMAILS.partner, 'errada', `198.51.100.${30 + i}`);
    const third = await signIn(app, GATEWAY, EMAILS.partner, PASSWORD, '198.51.100.22');
    assert.equal(third.statusCode, 429);
    assert.equal((await signIn(app, GATEWAY, EMAILS.staff, PASSWORD, '198.51.100.22')).statusCode, 200);
  });

  test('IPv6 clients count per /64: rotating the interface id does not reset the limit', async () => {
    const app = await ctx.extraApp({ LOGIN_RATE_MAX: 2, LOGIN_RATE_ACCOUNT_MAX: 2 });
    await signIn(app, '2001:db8:5:6::1', 'v6a@teste.com.br', 'errada');
    await signIn(app, '2001:db8:5:6::2', 'v6b@teste.com.br', 'errada');
    assert.equal((await signIn(app, '2001:db8:5:6:abcd::3', EMAILS.admin, PASSWORD)).statusCode, 429);
    assert.equal((await signIn(app, '2001:db8:5:7::1', EMAILS.admin, PASSWORD)).statusCode, 200);
  });

  describe('pagination links', () => {
    const SPOOFED = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'javascript',
    };
    const firstPage = async (app: FastifyInstance, peer: string) => {
      const token = await accessToken(app, EMAILS.admin, PASSWORD);
      const res = await app.inject({
        url: '/api/v1/users/admin/list/?page_size=1&search=',
        remoteAddress: peer,
        headers: { ...SPOOFED, authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ next: string | null }>();
    };

    test('are relative, never on Host or X-Forwarded-Host/Proto (even from the gateway)', async () => {
      for (const peer of [GATEWAY, '203.0.113.9']) {
        const { next } = await firstPage(ctx.app, peer);
        assert.equal(next, '/api/v1/users/admin/list/?page_size=1&search=&page=2');
      }
    });

    test('are on PUBLIC_ORIGIN when it is configured', async () => {
      const app = await ctx.extraApp({ PUBLIC_ORIGIN: 'https://fidelidade.example' });
      const { next } = await firstPage(app, GATEWAY);
      assert.equal(next, 'https://fidelidade.example/api/v1/users/admin/list/?page_size=1&search=&page=2');
    });
  });
});
