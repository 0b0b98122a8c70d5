import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildGateway } from './gateway.ts';
import { sourceMapsDirName } from './local-storage.ts';
import { publish } from './registry.ts';
import { send } from './test/gateway-kit.ts';

// The front-end's sources are not public (docs/security.md, source maps; the build's hidden maps are
// checked in shared/build-config/source-maps.test.cjs): publishing a remote keeps its maps out of the public version folder, and the
// gateway answers 404 for any *.map, the host's and a remote's, entry and chunk alike.
const MAP = '{"version":3,"sources":["webpack://fidelidade/./src/segredo.tsx"]}';
let port = 0;
let close: () => Promise<void>;
let registryRoot = '';
let version = '';

async function write(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

before(async () => {
  const base = await mkdtemp(path.join(os.tmpdir(), 'source-maps-'));
  const hostDist = path.join(base, 'host');
  registryRoot = path.join(base, 'registry');
  await write(path.join(hostDist, 'index.html'), '<html>host</html>');
  for (const file of ['main.js', 'startup-app.0123456789.js'])
    await Promise.all([
      write(path.join(hostDist, file), 'code'),
      write(path.join(hostDist, `${file}.map`), MAP),
    ]);
  // A remote's build as webpack writes it (hidden-source-map: a .map beside each script).
  const remoteDist = path.join(base, 'remote', 'dist');
  await write(path.join(base, 'remote', 'package.json'), '{"version":"1.0.0"}');
  for (const file of ['remoteEntry.js', '394.08c49e9530.js'])
    await Promise.all([
      write(path.join(remoteDist, file), 'code'),
      write(path.join(remoteDist, `${file}.map`), MAP),
    ]);
  ({ version } = await publish(registryRoot, 'dashboard', remoteDist));
  const app = await buildGateway({ hostDist, registryRoot, apiUrl: 'http://127.0.0.1:9' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  close = () => app.close();
});
after(() => close());

test('a published remote keeps its maps outside the public version folder', async () => {
  assert.deepEqual((await readdir(path.join(registryRoot, 'dashboard', version))).sort(), [
    '394.08c49e9530.js',
    'remoteEntry.js',
  ]);
  assert.deepEqual((await readdir(path.join(registryRoot, sourceMapsDirName, 'dashboard', version))).sort(), [
    '394.08c49e9530.js.map',
    'remoteEntry.js.map',
  ]);
});

test('every kind of source map is 404 (host entry and chunk, remote entry and chunk), however spelt', async () => {
  const remote = `/remotes/dashboard/${version}`;
  const maps = [
    '/main.js.map',
    '/startup-app.0123456789.js.map',
    `${remote}/remoteEntry.js.map`,
    `${remote}/394.08c49e9530.js.map`,
    `/remotes/${sourceMapsDirName}/dashboard/${version}/remoteEntry.js.map`,
    '/main.js%2Emap',
    '/main.js.map?x=1',
    '/admin/main.js.map',
    '/main.js.MAP',
  ];
  for (const url of maps) {
    for (const accept of ['*/*', 'text/html']) {
      const answer = await send(port, { path: url, headers: { accept } });
      assert.equal(answer.status, 404, `${url} (${accept})`);
      assert.ok(!answer.body.includes('segredo.tsx'), url);
    }
  }
  // The scripts themselves are still served.
  for (const url of [
    '/main.js',
    '/startup-app.0123456789.js',
    `${remote}/remoteEntry.js`,
    `${remote}/394.08c49e9530.js`,
  ])
    assert.equal((await send(port, { path: url })).status, 200, url);
});
