import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startNginx } from './test/nginx-harness.ts';

// A browser's remote-failure report through the production nginx config: the path the host beacons
// to (the API's POST ops/remote-failures/, which stores it: infra/api/src/routes/ops) reaches the
// API whole, with the client address nginx states; an oversized one is refused by nginx itself.
let nginx: Awaited<ReturnType<typeof startNginx>>;
before(async () => {
  nginx = await startNginx();
});
after(() => nginx.close());

const report = JSON.stringify({
  remote: 'acoes',
  version: '1.4.0-0123456789',
  kind: 'load',
  page: '/admin/acoes',
  message: 'ScriptExternalLoadError: /remotes/acoes/1.4.0-0123456789/remoteEntry.js',
  session_id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
});
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${nginx.port}/api/v1/ops/remote-failures/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

interface Echo {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

test('a failure report reaches the API whole, from the address nginx states', async () => {
  const response = await post(report, { 'x-forwarded-for': '6.6.6.6' });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('x-from-upstream'), '1');
  const echo = (await response.json()) as Echo;
  assert.deepEqual([echo.method, echo.url, echo.body], ['POST', '/api/v1/ops/remote-failures/', report]);
  assert.equal(echo.headers['content-type'], 'application/json');
  // The API's per-address limit counts the real client, not what it claims.
  assert.equal(echo.headers['x-forwarded-for'], '127.0.0.1');
});

test('a report over 4 KB is refused by nginx, in Portuguese, announced or streamed', async () => {
  const oversized = JSON.stringify({ message: 'x'.repeat(5000) });
  for (const streamed of [false, true]) {
    const body = streamed
      ? new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(oversized));
            controller.close();
          },
        })
      : oversized;
    const response = await fetch(`http://127.0.0.1:${nginx.port}/api/v1/ops/remote-failures/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      ...(streamed ? { duplex: 'half' } : {}),
    } as RequestInit);
    assert.equal(response.status, 413);
    assert.equal(response.headers.get('x-from-upstream'), null);
    assert.deepEqual(await response.json(), {
      detail: 'O corpo da requisição excede o tamanho máximo permitido.',
    });
  }
});
