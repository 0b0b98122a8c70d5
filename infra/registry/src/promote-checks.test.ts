import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { localRegistry } from './local-storage.ts';
import { checkPromotable, PromoteRefused } from './promote-checks.ts';
import { promote, RegistryError } from './registry.ts';

async function publishedVersion(sessionRange: string | null, withManifest = true) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registry-'));
  const dir = path.join(root, 'dashboard', 'v1');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
  const shared = sessionRange ? [{ name: '@fidelidade/session', requiredVersion: sessionRange }] : [];
  if (withManifest) await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared }));
  return root;
}

test('a version built against the live shared-package major passes', async () => {
  const root = await publishedVersion('^1.0.0');
  await checkPromotable(localRegistry(root), 'dashboard', 'v1', { sessionMajor: 1 });
});

test('an incompatible major of @fidelidade/session is refused', async () => {
  const root = await publishedVersion('^2.0.0');
  await assert.rejects(
    checkPromotable(localRegistry(root), 'dashboard', 'v1', { sessionMajor: 1 }),
    /incompatível/,
  );
  await assert.rejects(promote(root, 'dashboard', 'v1', { sessionMajor: 1 }), RegistryError);
});

test('a version without its federation manifest is refused', async () => {
  const root = await publishedVersion('^1.0.0', false);
  await assert.rejects(
    checkPromotable(localRegistry(root), 'dashboard', 'v1', { sessionMajor: 1 }),
    PromoteRefused,
  );
});

test('an origin outside the allow-list is refused', async () => {
  const root = await publishedVersion('^1.0.0');
  await assert.rejects(
    checkPromotable(localRegistry(root), 'dashboard', 'v1', {
      sessionMajor: 1,
      publicBaseUrl: 'https://cdn.exemplo.invalid',
      allowedOrigins: ['https://cdn.fidelidade.invalid'],
    }),
    /fora da lista permitida/,
  );
});

test('an allowed origin must actually serve the entry', async () => {
  const root = await publishedVersion('^1.0.0');
  const server = createServer((request, response) => {
    response.statusCode = request.url?.includes('/v1/remoteEntry.js') ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await checkPromotable(localRegistry(root), 'dashboard', 'v1', {
      sessionMajor: 1,
      publicBaseUrl: origin,
      allowedOrigins: [origin],
    });
    await mkdir(path.join(root, 'dashboard', 'v2'), { recursive: true });
    await writeFile(path.join(root, 'dashboard', 'v2', 'remoteEntry.js'), 'entry');
    await writeFile(
      path.join(root, 'dashboard', 'v2', 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: '@fidelidade/session', requiredVersion: '^1.0.0' }] }),
    );
    await assert.rejects(
      checkPromotable(localRegistry(root), 'dashboard', 'v2', {
        sessionMajor: 1,
        publicBaseUrl: origin,
        allowedOrigins: [origin],
      }),
      /inacessível/,
    );
  } finally {
    server.close();
  }
});

test('a failing smoke check refuses the promote and leaves the manifest alone', async () => {
  const root = await publishedVersion('^1.0.0');
  await assert.rejects(
    promote(root, 'dashboard', 'v1', {
      sessionMajor: 1,
      smoke: async () => {
        throw new Error('não renderizou');
      },
    }),
    /não renderizou/,
  );
  await assert.rejects(import('node:fs/promises').then((fs) => fs.access(path.join(root, 'manifest.json'))));
});
