import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { localRegistry } from './local-storage.ts';
import { promote, publish } from './registry.ts';
import type { PublicManifest } from './registry-state.ts';
import { type CommandRunner, type ReleaseDeps, runRelease } from './release-steps.ts';
import { compatibleRequires, fakeBuild, liveHostProvides } from './test/fixtures.ts';

/**
 * A registry with dashboard live, and the dashboard's folder whose "build" (the injected runner)
 * writes a new dist; every command and log line is recorded.
 */
async function releaseBench(exitCodes: Record<string, number> = {}) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registry-release-'));
  const live = (await publish(root, 'dashboard', await fakeBuild('live', '1.2.0', compatibleRequires)))
    .version;
  await promote(root, 'dashboard', live);
  const appDir = await mkdtemp(path.join(os.tmpdir(), 'remote-dashboard-'));
  await writeFile(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: '@fidelidade/remote-dashboard', version: '1.3.0' }),
  );
  const commands: string[] = [];
  const lines: string[] = [];
  const smoked: string[] = [];
  const run: CommandRunner = async (command, args) => {
    commands.push([command, ...args].join(' '));
    const script = args.at(-1) ?? '';
    if (script === 'build') {
      await cp(await fakeBuild('nova', '1.3.0', compatibleRequires), path.join(appDir, 'dist'), {
        recursive: true,
      });
    }
    return exitCodes[script] ?? 0;
  };
  const deps: ReleaseDeps = {
    run,
    log: (line) => lines.push(line),
    checks: async (_root, skipSmoke) => ({
      provides: liveHostProvides,
      smoke: skipSmoke
        ? undefined
        : async (remote, version) => {
            smoked.push(`${remote}@${version}`);
          },
    }),
  };
  const options = { remote: 'dashboard', percent: 10, root, skipTests: false, skipSmoke: false, appDir };
  return { root, live, commands, lines, smoked, deps, options };
}

const readManifest = async (root: string) =>
  JSON.parse(await readFile(path.join(root, 'manifest.json'), 'utf8')) as PublicManifest;

test('release builds and tests only that remote, publishes its dist and starts a smoke-checked canary', async () => {
  const { root, live, commands, lines, smoked, deps, options } = await releaseBench();
  const outcome = await runRelease({ ...options, percent: 25 }, deps);
  assert.equal(outcome.ok, true);
  const version = outcome.ok ? outcome.version : '';
  assert.match(version, /^1\.3\.0-[0-9a-f]{10}$/);
  assert.deepEqual(commands, [
    'pnpm --filter @fidelidade/remote-dashboard build',
    'pnpm --filter @fidelidade/remote-dashboard test',
  ]);
  assert.deepEqual(
    lines.filter((line) => line.startsWith('[')),
    ['[1/4] Build', '[2/4] Testes', '[3/4] Publicação', '[4/4] Canário'],
  );
  assert.ok(lines.includes(`  dashboard@${version} publicado`), lines.join('\n'));
  assert.equal(lines.at(-1), `dashboard@${version} em canário para 25% das sessões`);
  assert.deepEqual(smoked, [`dashboard@${version}`]);
  const manifest = await readManifest(root);
  assert.equal(manifest.remotes.dashboard?.version, live);
  assert.equal(manifest.remotes.dashboard?.canary?.version, version);
  assert.equal(manifest.remotes.dashboard?.canary?.percent, 25);
});

test('a failing test step stops the release before anything is published', async () => {
  const { root, live, commands, lines, deps, options } = await releaseBench({ test: 1 });
  const outcome = await runRelease(options, deps);
  assert.deepEqual(outcome, { ok: false, step: 'Testes' });
  assert.equal(commands.length, 2);
  assert.equal(
    lines.at(-1),
    'Falha na etapa "Testes": pnpm --filter @fidelidade/remote-dashboard test terminou com código 1',
  );
  assert.deepEqual(await localRegistry(root).listVersions('dashboard'), [live]);
  assert.equal((await readManifest(root)).remotes.dashboard?.canary, undefined);
});

test('--skip-tests and --skip-smoke skip those steps; a refused canary fails the last step', async () => {
  const { commands, lines, smoked, deps, options } = await releaseBench();
  // Built from the same sources as the live version: publish finds it, the canary refuses it.
  const sameAsLive: ReleaseDeps = {
    ...deps,
    run: async (command, args) => {
      commands.push([command, ...args].join(' '));
      await cp(await fakeBuild('live', '1.2.0', compatibleRequires), path.join(options.appDir, 'dist'), {
        recursive: true,
      });
      return 0;
    },
  };
  await writeFile(
    path.join(options.appDir, 'package.json'),
    JSON.stringify({ name: '@fidelidade/remote-dashboard', version: '1.2.0' }),
  );
  const outcome = await runRelease({ ...options, skipTests: true, skipSmoke: true }, sameAsLive);
  assert.deepEqual(outcome, { ok: false, step: 'Canário' });
  assert.deepEqual(commands, ['pnpm --filter @fidelidade/remote-dashboard build']);
  assert.deepEqual(smoked, []);
  assert.ok(
    lines.some((line) => line.endsWith(' já publicado')),
    lines.join('\n'),
  );
  assert.match(
    lines.at(-1) ?? '',
    /^Falha na etapa "Canário": dashboard@1\.2\.0-[0-9a-f]{10} já é a versão no ar$/,
  );
});

test('an unknown remote or a share outside 1–99 is refused before anything is built', async () => {
  const { commands, lines, deps, options } = await releaseBench();
  assert.deepEqual(await runRelease({ ...options, percent: 100 }, deps), { ok: false, step: 'Preparação' });
  assert.match(lines.at(-1) ?? '', /Parcela do canário deve ser um inteiro de 1 a 99 \(recebida: 100\)/);
  assert.deepEqual(await runRelease({ ...options, remote: 'nada' }, deps), { ok: false, step: 'Preparação' });
  assert.deepEqual(commands, []);
});

test('the release command exits 1 naming what went wrong', async () => {
  const script = path.join(import.meta.dirname, 'release.ts');
  const failure = await promisify(execFile)(process.execPath, [script, 'nada']).then(
    () => undefined,
    (error: { code: number; stdout: string }) => error,
  );
  assert.equal(failure?.code, 1);
  assert.match(
    failure?.stdout ?? '',
    /Remote desconhecido: nada \(dashboard, acoes, tables, settings, feedback_reports\)/,
  );
});
