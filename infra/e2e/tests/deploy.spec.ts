import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { liveVersion, patchedBuild, registry, registryRoot, registrySnapshot } from './registry-cli.ts';
import { signIn } from './session.ts';

const title = 'id:"dashboard-title",children:"Dashboard"';
const publishedVersion = (output: string) => output.trim().split(/\s+/)[0]?.split('@')[1] ?? '';

test.describe.configure({ mode: 'serial' });

// Screens of other remotes, opened after the dashboard's deploy: they must render as before.
const otherScreens = [
  { remote: 'tables', path: '/admin/tables', heading: 'Tabelas' },
  { remote: 'settings', path: '/admin/settings', heading: 'Configurações' },
];

/** Opens each screen and checks its content is there, loaded from the version that was live before. */
async function expectOtherScreensUnchanged(page: Page, versionsBefore: Record<string, string>) {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
  });
  for (const screen of otherScreens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading, level: 2 })).toBeVisible();
    // Their data, not just the title: the first tab's table has rows from the demo seed.
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('Não foi possível carregar esta tela')).toHaveCount(0);
    expect(entries).toContain(`/remotes/${screen.remote}/${versionsBefore[screen.remote]}/remoteEntry.js`);
  }
}

test('publicar e promover uma versão nova do dashboard; rollback volta à anterior', async ({ page }) => {
  test.setTimeout(120_000);
  const original = liveVersion('dashboard');
  const before = registrySnapshot();
  const versionsBefore = Object.fromEntries(otherScreens.map(({ remote }) => [remote, liveVersion(remote)]));
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
  await expectOtherScreensUnchanged(page, versionsBefore);
  await page.goto('/admin/dashboard');

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
      if (request.url().endsWith('/api/v1/ops/remote-failures/')) reports.push(request.postData() ?? '');
    });
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByText('Não foi possível carregar esta tela')).toHaveCount(0);
    // The failure was reported to the API and this tab remembers the bad version.
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    const remembered = await page.evaluate(() => sessionStorage.getItem('fidelidade:versao-ruim:dashboard'));
    expect(remembered).toContain(version);
  } finally {
    registry('rollback', 'dashboard', '--to', good);
  }
});
