import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

// Runs the production nginx config for real (Debian's nginx, on loopback) with the container paths
// mapped to a temporary folder, and checks the caching contract over HTTP.
const here = import.meta.dirname;
const work = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
let port = 0;
let nginx: ReturnType<typeof spawn> | undefined;

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  writeFileSync(path.join(work, file), content);
}

before(async () => {
  port = await freePort();
  write('srv/host/index.html', '<html>host</html>');
  write('srv/host/main.js', 'main');
  write('srv/registry/manifest.json', '{"remotes":{}}');
  write('srv/registry/registry.json', '{"private":true}');
  write('srv/registry/dashboard/1.0.0-abc/remoteEntry.js', 'entry');
  write('srv/registry/dashboard/1.0.0-abc/394.08c49e9530.js', 'chunk');
  write('srv/config/config.json', '{"apiBaseUrl":"/api/v1/"}');
  const site = readFileSync(path.join(here, '../nginx/fidelidade.conf'), 'utf8')
    .replaceAll('/srv/', `${work}/srv/`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('http://api:3001', 'http://127.0.0.1:9');
  write(
    'nginx.conf',
    // Workers must read the temporary folder (mode 700): keep them as the test's own user.
    `daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;${process.getuid?.() === 0 ? ' user root;' : ''}
events {}
http { access_log off; client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp;
  fastcgi_temp_path ${work}/tmp; uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  types { text/html html; application/javascript js; application/json json; }
  ${site} }`,
  );
  mkdirSync(path.join(work, 'tmp'));
  nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx não subiu');
});

after(() => nginx?.kill('SIGQUIT'));

const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);

test('SPA routes fall back to index.html, revalidated, with the security headers', async () => {
  const response = await get('/admin/dashboard');
  assert.equal(response.status, 200);
  assert.match(await response.text(), /host/);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
});

test('manifest and remote entries revalidate; hashed chunks are immutable', async () => {
  assert.equal((await get('/remotes/manifest.json')).headers.get('cache-control'), 'no-cache');
  const entry = await get('/remotes/dashboard/1.0.0-abc/remoteEntry.js');
  assert.equal(await entry.text(), 'entry');
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  const chunk = await get('/remotes/dashboard/1.0.0-abc/394.08c49e9530.js');
  assert.equal(await chunk.text(), 'chunk');
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test("the registry's private state is not served", async () => {
  assert.equal((await get('/remotes/registry.json')).status, 404);
});

test('runtime config is served without cache', async () => {
  const response = await get('/config.json');
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await response.json(), { apiBaseUrl: '/api/v1/' });
});
