import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { publish, recordCanaryHealth, status, stopCanary } from './registry.ts';
import { cli, cliOk, freshRoot, isoTime } from './test/cli-kit.ts';
import {
  compatibleRequires,
  curatedSurface,
  fakeBuild,
  liveHostProvides,
  requiresAgainst,
} from './test/fixtures.ts';

/** A registry with dashboard v1 live, v2 published, and the live host's provides.json beside it. */
async function liveDashboard() {
  const root = await freshRoot();
  const providesFile = path.join(root, 'host-provides.json');
  await writeFile(providesFile, JSON.stringify(liveHostProvides));
  const build = async (content: string) =>
    (await publish(root, 'dashboard', await fakeBuild(content, '1.2.0', compatibleRequires))).version;
  const v1 = await build('v1');
  const v2 = await build('v2');
  await cliOk(root, ['promote', 'dashboard', v1, '--force'], 'ana');
  return { root, v1, v2, env: { REGISTRY_HOST_PROVIDES: providesFile } };
}

test('canary, then status with the canary, the watcher numbers and the decisions; --stop ends it', async () => {
  const { root, v1, v2, env } = await liveDashboard();
  const started = await cliOk(
    root,
    ['canary', 'dashboard', v2, '--percent', '10', '--skip-smoke'],
    'bruno',
    env,
  );
  assert.match(started, new RegExp(`dashboard@${v2} em canário para 10% das sessões`));

  let printed = await cliOk(root, ['status']);
  assert.match(
    printed,
    new RegExp(`\\n  canário:  ${v2} \\(10% das sessões, desde ${isoTime.source}, por bruno\\)\\n`),
  );
  assert.doesNotMatch(printed, /sessões: canário/, 'no numbers before the watcher recorded any');

  const checkedAt = new Date().toISOString();
  await recordCanaryHealth(root, 'dashboard', {
    checked_at: checkedAt,
    canary: {
      version: v2,
      sessions: 12,
      failed_sessions: 3,
      failures: 5,
      failure_rate: 0.25,
      sources: 9,
      failed_sources: 3,
    },
    live: { version: v1, sessions: 40, failed_sessions: 0, failures: 0, failure_rate: 0 },
  });
  printed = await cliOk(root, ['status']);
  assert.ok(
    printed.includes(
      `            sessões: canário 12 (3 com falha, 25,0%, de 9 endereços), atual 40 (0 com falha, 0,0%) em ${checkedAt}\n`,
    ),
    printed,
  );
  assert.match(printed, new RegExp(`  decisão:  ${isoTime.source} Início de canário ${v2} por bruno\\n`));

  const reason =
    'falhas em 25,0% das sessões do canário contra 0,0% da versão atual (12 sessões; limite +5,0 pontos)';
  await stopCanary(root, 'dashboard', {
    by: 'watcher',
    action: 'canary_rollback',
    reason,
    expectVersion: v2,
  });
  printed = await cliOk(root, ['status']);
  assert.doesNotMatch(printed, /canário: /);
  const decisions = printed.split('\n').filter((line) => line.startsWith('  decisão:'));
  assert.equal(decisions.length, 3, printed);
  assert.match(
    decisions[0] ?? '',
    new RegExp(
      `^  decisão:  ${isoTime.source} Canário revertido automaticamente ${v2} por watcher — ${reason.replace(/[()+]/g, '\\$&')}$`,
    ),
  );
  assert.match(decisions[2] ?? '', new RegExp(`Promoção ${v1} por ana$`), 'most recent first');

  await cliOk(root, ['canary', 'dashboard', v2, '--percent', '50', '--force'], 'carla');
  const stopped = await cliOk(root, ['canary', 'dashboard', '--stop'], 'carla');
  assert.match(stopped, new RegExp(`Canário de dashboard encerrado \\(${v2}\\)`));
  const remote = (await status(root)).dashboard;
  assert.equal(remote?.canary, undefined);
  assert.deepEqual(
    remote?.history.slice(-2).map((event) => [event.action, event.by]),
    [
      ['canary_start', 'carla'],
      ['canary_stop', 'carla'],
    ],
  );
});

test('the CLI refuses at canary what it refuses at promote, and names what is missing', async () => {
  const { root, v1, env } = await liveDashboard();
  const newerHost = {
    ...liveHostProvides,
    antd: curatedSurface('6.6.8', [...(liveHostProvides.antd?.names ?? []), 'Segmented']),
  };
  const { version } = await publish(
    root,
    'dashboard',
    await fakeBuild('segmented', '1.3.0', requiresAgainst(newerHost, { antd: ['Segmented'] })),
  );
  const refused = await cli(
    root,
    ['canary', 'dashboard', version, '--percent', '10', '--skip-smoke'],
    'ana',
    env,
  );
  assert.equal(refused.code, 1);
  assert.match(
    refused.stderr,
    new RegExp(
      `Canário de dashboard@${version} recusado: incompatível com o host ativo: antd: faltam no host ativo: Segmented`,
    ),
  );
  const liveAgain = await cli(root, ['canary', 'dashboard', v1, '--percent', '10', '--force'], 'ana');
  assert.match(liveAgain.stderr, new RegExp(`dashboard@${v1} já é a versão no ar`));
  const noShare = await cli(root, ['canary', 'dashboard', version, '--force'], 'ana');
  assert.equal(noShare.code, 1);
  assert.match(noShare.stderr, /canary <remote> <versão> --percent N/);
  const badShare = await cli(root, ['canary', 'dashboard', version, '--percent', '100', '--force'], 'ana');
  assert.match(badShare.stderr, /Parcela do canário deve ser um inteiro de 1 a 99 \(recebida: 100\)/);
  const nothingToStop = await cli(root, ['canary', 'dashboard', '--stop'], 'ana');
  assert.equal(nothingToStop.code, 1);
  assert.match(nothingToStop.stderr, /dashboard não tem canário em andamento/);
  assert.equal((await status(root)).dashboard?.canary, undefined);
});
