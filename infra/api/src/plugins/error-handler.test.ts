import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../test/helpers.ts';

/**
 * The answers found before a route runs (docs/api.md, "Statuses"): a method the path does not
 * answer (405 with Allow), a path parameter over 100 characters (414) and a path that does not
 * decode (400), all in pt-BR `{detail}` like the error handler's and before authentication; and
 * what Node's HTTP parser refuses (a request line over 16 KB), never Fastify's English.
 */
describe('errors before the route', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  before(async () => {
    ctx = await createTestContext();
    app = ctx.app;
  });
  after(() => ctx.close());

  test('405 with Allow for a method a known path does not answer, before authentication', async () => {
    for (const [method, url, allow] of [
      ['POST', '/api/v1/users/7/', 'DELETE, GET, HEAD, PUT'],
      ['OPTIONS', '/api/v1/users/7', 'DELETE, GET, HEAD, PUT'],
      ['DELETE', '/api/v1/health/', 'GET, HEAD'],
      ['PUT', '/api/v1/loyalty/vouchers/use/?x=1', 'POST'],
    ] as const) {
      const res = await app.inject({ method, url });
      assert.equal(res.statusCode, 405, `${method} ${url}`);
      assert.equal(res.headers.allow, allow, `${method} ${url}`);
      assert.deepEqual(res.json(), { detail: `Método "${method}" não é permitido.` });
      // Like any other answer: no-store but on the public probes (plugins/no-store.ts).
      if (!url.includes('health')) assert.equal(res.headers['cache-control'], 'no-store');
    }
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/nada/' });
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, { detail: 'Não encontrado.' }]);
    assert.equal((await app.inject({ method: 'GET', url: '/media/' })).statusCode, 404);
  });

  test('a path parameter over 100 characters is a 414 in pt-BR, before authentication', async () => {
    for (const url of [
      `/api/v1/users/${'1'.repeat(101)}/`,
      `/api/v1/loyalty/vouchers/code/${'A'.repeat(200)}/`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 414, url);
      assert.deepEqual(res.json(), { detail: 'Parâmetro da URL longo demais (máximo de 100 caracteres).' });
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    // 100 characters still reach the route: its own rules answer (here, no token).
    assert.equal((await app.inject({ url: `/api/v1/users/${'1'.repeat(100)}/` })).statusCode, 401);
  });

  test('a path that does not decode is a 400 in pt-BR', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/%E0%A4%A/' });
    assert.deepEqual([res.statusCode, res.json()], [400, { detail: 'URL inválida.' }]);
  });

  test("a request line over Node's 16 KB limit: 431 in pt-BR on the socket", async () => {
    const served = await ctx.extraApp({});
    await served.listen({ port: 0, host: '127.0.0.1' });
    const address = served.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/v1/health/?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 431 /);
    assert.match(answer, /cache-control: no-store/i);
    assert.ok(answer.endsWith(JSON.stringify({ detail: 'URL ou cabeçalhos grandes demais.' })), answer);
  });
});
