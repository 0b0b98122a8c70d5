import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { liveVersion, patchedBuild, registry, registryRoot, registrySnapshot } from './registry-cli.ts';
import { signIn } from './session.ts';

const title = 'id:"dashboard-title",children:"Dashboard"';
const publishedVersion = (output: string) => output.trim().split(/\s+/)[0]?.split('@')[1] ?? '';

test.describe.configure({ mode: 'serial' });

test('publicar e promover uma versão nova do dashboard; rollback volta à anterior', async ({ page }) => {
  test.setTimeout(120_000);
  const original = liveVersion('dashboard');
  const before = registrySnapshot();
  const otherRemotes = JSON.stringify(
    Object.fromEntries(
      Object.entries(
        (await (await page.request.get('/remotes/manifest.json')).json()).remotes as Record<string, unknown>,
      ).filter(([name]) => name !== 'dashboard'),
    ),
  );

  const dist = patchedBuild('dashboard', (source) =>
    source.replace(title, 'id:"dashboard-title",children:"Dashboard (versão 2)"'),
  );
  const version = publishedVersion(registry('publish', 'dashboard', '--dist', dist));
  expect(version).not.toBe(original);
  expect(registry('promote', 'dashboard', version)).toContain('promovido');

  // Only the new version's files appeared; nothing published before changed.
  const after = registrySnapshot();
  for (const [file, stamp] of before) expect(after.get(file), file).toBe(stamp);
  for (const file of after.keys())
    if (!before.has(file)) expect(file.startsWith(`dashboard/${version}/`)).toBe(true);

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard (versão 2)' })).toBeVisible();
  const manifest = (await (await page.request.get('/remotes/manifest.json')).json()) as {
    remotes: Record<string, unknown>;
  };
  const others = Object.fromEntries(
    Object.entries(manifest.remotes).filter(([name]) => name !== 'dashboard'),
  );
  expect(JSON.stringify(others)).toBe(otherRemotes);

  registry('rollback', 'dashboard');
  expect(liveVersion('dashboard')).toBe(original);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('uma versão cuja entrada some (404) tem a promoção recusada', async () => {
  const dist = patchedBuild('dashboard', (source) => source.replace(title, `${title.slice(0, -1)} "`));
  const version = publishedVersion(registry('publish', 'dashboard', '--dist', dist));
  rmSync(path.join(registryRoot(), 'dashboard', version, 'remoteEntry.js'));
  expect(() => registry('promote', 'dashboard', version)).toThrow(/remoteEntry\.js ausente/);
});

test('uma versão que quebra ao renderizar é recusada; forçada, o host volta à versão boa', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const good = liveVersion('dashboard');
  const dist = patchedBuild('dashboard', (source) =>
    source.replace(title, 'id:"dashboard-title",children:(()=>{throw new Error("versão quebrada")})()'),
  );
  const version = publishedVersion(registry('publish', 'dashboard', '--dist', dist));
  expect(() => registry('promote', 'dashboard', version)).toThrow(/não renderizou/);
  expect(liveVersion('dashboard')).toBe(good);

  // Whatever happens, the next tests must find the good version live again.
  try {
    registry('promote', 'dashboard', version, '--force');
    expect(liveVersion('dashboard')).toBe(version);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remotes/failures')) reports.push(request.postData() ?? '');
    });
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByText('Não foi possível carregar esta tela')).toHaveCount(0);
    // The failure was reported to the gateway and this tab remembers the bad version.
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    const remembered = await page.evaluate(() => sessionStorage.getItem('fidelidade:versao-ruim:dashboard'));
    expect(remembered).toContain(version);
  } finally {
    registry('rollback', 'dashboard', '--to', good);
  }
});
