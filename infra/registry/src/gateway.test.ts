import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildGateway } from './gateway.ts';
import { cacheControlFor } from './http-headers.ts';
import { send, startFakeApi, startGateway } from './test/gateway-kit.ts';

test('hashed chunks and published versions are immutable; manifests and pages are revalidated', () => {
  assert.equal(
    cacheControlFor('/remotes/dashboard/1.0.0-abc/394.08c49e9530.js'),
    'public, max-age=31536000, immutable',
  );
  assert.equal(
    cacheControlFor('/remotes/dashboard/1.0.0-abc/remoteEntry.js'),
    'public, max-age=31536000, immutable',
  );
  assert.equal(cacheControlFor('/remotes/manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/remotes/dashboard'), 'no-cache');
  assert.equal(cacheControlFor('/main.js'), 'no-cache');
});

test('gateway serves the SPA, the manifest, runtime config and remote files with the right headers', async () => {
  const hostDist = await mkdtemp(path.join(os.tmpdir(), 'host-'));
  const registryRoot = await mkdtemp(path.join(os.tmpdir(), 'registry-'));
  await writeFile(path.join(hostDist, 'index.html'), '<html>host</html>');
  await mkdir(path.join(registryRoot, 'dashboard', 'v1'), { recursive: true });
  await writeFile(path.join(registryRoot, 'dashboard', 'v1', 'remoteEntry.js'), 'entry');
  await writeFile(path.join(registryRoot, 'registry.json'), '{"secret":true}');
  await writeFile(path.join(registryRoot, '.lock'), '{"pid":1}');
  await mkdir(path.join(registryRoot, '.staging', 'dashboard-v2-x'), { recursive: true });
  await writeFile(path.join(registryRoot, '.staging', 'dashboard-v2-x', 'remoteEntry.js'), 'half');
  const app = await buildGateway({ hostDist, registryRoot, apiUrl: 'http://127.0.0.1:9' });
  try {
    const page = await app.inject({ url: '/admin/dashboard', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /host/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(String(page.headers['content-security-policy']), /default-src 'self'/);
    const manifest = await app.inject({ url: '/remotes/manifest.json' });
    assert.deepEqual(manifest.json(), { remotes: {} });
    const entry = await app.inject({ url: '/remotes/dashboard/v1/remoteEntry.js' });
    assert.equal(entry.body, 'entry');
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/remotes/dashboard/v1/nao-existe.js' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['cache-control'], 'no-cache');
    for (const url of [
      '/remotes/registry.json',
      '/remotes/.lock',
      '/remotes/.staging/dashboard-v2-x/remoteEntry.js',
    ]) {
      assert.notEqual((await app.inject({ url })).statusCode, 200, url);
    }
    const config = await app.inject({ url: '/config.json' });
    assert.equal(config.json().apiBaseUrl, '/api/v1/');
  } finally {
    await app.close();
  }
});

test("a browser's failure report goes on to the API; the gateway keeps a copy, even when the API is down", async () => {
  const api = await startFakeApi();
  const copies: string[] = [];
  const up = await startGateway(api.url, { onFailureReport: (body) => copies.push(body) });
  const down = await startGateway('http://127.0.0.1:9', { onFailureReport: (body) => copies.push(body) });
  const report = JSON.stringify({ remote: 'dashboard', version: '1.0.0-abc', kind: 'load' });
  try {
    const passed = await send(up.port, {
      path: '/api/v1/ops/remote-failures/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(report),
    });
    // The stand-in API has no such route: its own 404 shows the report reached it.
    assert.deepEqual([passed.status, passed.headers['x-from-upstream']], [404, '1']);
    const lost = await send(down.port, {
      path: '/api/v1/ops/remote-failures/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(report),
    });
    assert.equal(lost.status, 503);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(copies, [report, report]);
    // Nothing else is copied.
    await send(up.port, {
      path: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    assert.equal(copies.length, 2);
  } finally {
    await up.close();
    await down.close();
    await api.close();
  }
});
