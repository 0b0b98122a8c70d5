import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startNginx } from './test/nginx-harness.ts';

// The production nginx config, run for real (test/nginx-harness.ts): the caching contract over HTTP.
let nginx: Awaited<ReturnType<typeof startNginx>>;
before(async () => {
  nginx = await startNginx();
});
after(() => nginx.close());

const get = (url: string) => fetch(`http://127.0.0.1:${nginx.port}${url}`);

test('SPA routes fall back to index.html, revalidated, with the security headers', async () => {
  const response = await get('/admin/dashboard');
  assert.equal(response.status, 200);
  assert.match(await response.text(), /host/);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
});

test('the manifest revalidates; hashed chunks and published versions are immutable', async () => {
  assert.equal((await get('/remotes/manifest.json')).headers.get('cache-control'), 'no-cache');
  const entry = await get('/remotes/dashboard/1.0.0-abc/remoteEntry.js');
  assert.equal(await entry.text(), 'entry');
  assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const missing = await get('/remotes/dashboard/1.0.0-abc/nao-existe.js');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('cache-control'), 'no-cache');
  const missingChunk = await get('/remotes/dashboard/1.0.0-abc/404.08c49e9530.js');
  assert.equal(missingChunk.status, 404);
  assert.equal(missingChunk.headers.get('cache-control'), 'no-cache');
  const chunk = await get('/remotes/dashboard/1.0.0-abc/394.08c49e9530.js');
  assert.equal(await chunk.text(), 'chunk');
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test("the registry's private state is not served", async () => {
  assert.equal((await get('/remotes/registry.json')).status, 404);
});

test('no source map is served: host entry and chunk, a remote entry and chunk, private copies (404)', async () => {
  for (const url of [
    '/main.js.map',
    '/startup-app.0123456789.js.map',
    '/remotes/dashboard/1.0.0-abc/remoteEntry.js.map',
    '/remotes/dashboard/1.0.0-abc/394.08c49e9530.js.map',
    '/remotes/.sourcemaps/dashboard/1.0.0-abc/remoteEntry.js.map',
    '/main.js%2Emap',
    '/main.js.map?x=1',
    '/main.js.MAP',
    '/admin/nao-existe.js.map',
  ]) {
    const response = await fetch(`http://127.0.0.1:${nginx.port}${url}`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(response.status, 404, url);
    assert.doesNotMatch(await response.text(), /segredo|host/, url);
  }
  assert.equal(await (await get('/main.js')).text(), 'main');
});

test('runtime config is served without cache', async () => {
  const response = await get('/config.json');
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await response.json(), { apiBaseUrl: '/api/v1/' });
});

test('metrics are never proxied: /metrics reaches no API instance (docs/security.md, "Metrics, traces and backups")', async () => {
  for (const url of ['/metrics', '/metrics?x=1', '/api/../metrics', '/%6detrics']) {
    const response = await get(url);
    assert.doesNotMatch(await response.text(), /fidelidade_|x-from-upstream/, url);
    assert.equal(response.headers.get('x-from-upstream'), null, url);
  }
  const hits = nginx.instances.flatMap((instance) => instance.hits.filter((hit) => hit.includes('metrics')));
  assert.deepEqual(hits, []);
});
