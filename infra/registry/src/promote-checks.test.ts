import assert from 'node:assert/strict';
import { access, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { VersionRequires } from '@fidelidade/contract/version-contract';
import { localRegistry } from './local-storage.ts';
import { checkPromotable, PromoteRefused } from './promote-checks.ts';
import { promote, publish, RegistryError } from './registry.ts';
import type { PublicManifest } from './registry-state.ts';
import {
  compatibleRequires,
  curatedSurface,
  fakeBuild,
  liveHostProvides,
  requiresAgainst,
} from './test/fixtures.ts';

const live = { provides: liveHostProvides };

/** A published dashboard@v1 whose build wrote these files (absent ones are left out). */
async function publishedVersion(
  files: { requires?: VersionRequires | string; manifest?: boolean } = { requires: compatibleRequires },
) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registry-'));
  const dir = path.join(root, 'dashboard', 'v1');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
  if (files.manifest !== false)
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  if (files.requires !== undefined) {
    const text = typeof files.requires === 'string' ? files.requires : JSON.stringify(files.requires);
    await writeFile(path.join(dir, 'requires.json'), text);
  }
  return root;
}

const manifestExists = (root: string) =>
  access(path.join(root, 'manifest.json')).then(
    () => true,
    () => false,
  );

test('a version built against what the live host provides passes', async () => {
  const root = await publishedVersion();
  await checkPromotable(localRegistry(root), 'dashboard', 'v1', live);
});

test('a remote built against a host with one more antd component is refused, naming it', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registry-'));
  const liveAntd = liveHostProvides.antd?.names ?? [];
  const newerHost = { ...liveHostProvides, antd: curatedSurface('6.6.8', [...liveAntd, 'Segmented']) };
  const dist = await fakeBuild(
    'segmented',
    '1.3.0',
    requiresAgainst(newerHost, { antd: ['Button', 'Segmented'], react: [] }),
  );
  const { version } = await publish(root, 'dashboard', dist);
  await assert.rejects(
    promote(root, 'dashboard', version, live),
    (error: Error) =>
      error instanceof RegistryError &&
      error.message ===
        `Promoção de dashboard@${version} recusada: incompatível com o host ativo: antd: faltam no host ativo: Segmented`,
  );
  assert.equal(await manifestExists(root), false, 'the manifest was not touched');

  // The same screen built against the live host goes live, and browsers get its requires.
  const good = await publish(root, 'dashboard', await fakeBuild('button', '1.3.0', compatibleRequires));
  await promote(root, 'dashboard', good.version, live);
  const manifest = JSON.parse(await readFile(path.join(root, 'manifest.json'), 'utf8')) as PublicManifest;
  assert.deepEqual(manifest.remotes.dashboard?.requires, compatibleRequires);
});

test('an incompatible major of @fidelidade/session is refused (the session check is one case)', async () => {
  const root = await publishedVersion({
    requires: { '@fidelidade/session': curatedSurface('2.0.0', ['useSession']) },
  });
  await assert.rejects(
    checkPromotable(localRegistry(root), 'dashboard', 'v1', live),
    /incompatível com o host ativo: @fidelidade\/session: construída contra 2\.0\.0\+[0-9a-f]{8}, o host ativo fornece 1\.0\.0\+/,
  );
  await assert.rejects(promote(root, 'dashboard', 'v1', live), RegistryError);
});

test('a version whose build wrote no requires.json, or an unreadable one, is refused', async () => {
  for (const [requires, message] of [
    [undefined, /requires\.json não publicado/],
    ['{', /requires\.json de dashboard@v1 não é JSON válido/],
    ['{"antd":{"names":[]}}', /requires\.json de dashboard@v1 não tem o formato esperado/],
  ] as const) {
    const root = await publishedVersion({ requires });
    await assert.rejects(checkPromotable(localRegistry(root), 'dashboard', 'v1', live), message);
  }
});

test('a version without its federation manifest is refused', async () => {
  const root = await publishedVersion({ requires: compatibleRequires, manifest: false });
  await assert.rejects(checkPromotable(localRegistry(root), 'dashboard', 'v1', live), PromoteRefused);
});

test('an origin outside the allow-list is refused', async () => {
  const root = await publishedVersion();
  await assert.rejects(
    checkPromotable(localRegistry(root), 'dashboard', 'v1', {
      ...live,
      publicBaseUrl: 'https://cdn.exemplo.invalid',
      allowedOrigins: ['https://cdn.fidelidade.invalid'],
    }),
    /fora da lista permitida/,
  );
});

test('an allowed origin must actually serve the entry', async () => {
  const root = await publishedVersion();
  const server = createServer((request, response) => {
    response.statusCode = request.url?.includes('/v1/remoteEntry.js') ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const options = { ...live, publicBaseUrl: origin, allowedOrigins: [origin] };
  try {
    await checkPromotable(localRegistry(root), 'dashboard', 'v1', options);
    const v2 = path.join(root, 'dashboard', 'v2');
    await mkdir(v2, { recursive: true });
    await writeFile(path.join(v2, 'remoteEntry.js'), 'entry');
    await writeFile(path.join(v2, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
    await writeFile(path.join(v2, 'requires.json'), JSON.stringify(compatibleRequires));
    await assert.rejects(checkPromotable(localRegistry(root), 'dashboard', 'v2', options), /inacessível/);
  } finally {
    server.close();
  }
});

test('a failing smoke check refuses the promote and leaves the manifest alone', async () => {
  const root = await publishedVersion();
  await assert.rejects(
    promote(root, 'dashboard', 'v1', {
      ...live,
      smoke: async () => {
        throw new Error('não renderizou');
      },
    }),
    /não renderizou/,
  );
  assert.equal(await manifestExists(root), false);
});
