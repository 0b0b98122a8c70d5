#!/usr/bin/env node
// Operator CLI: publish a remote build, promote a version, roll back, see what is live.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PromoteCheckOptions } from './promote-checks.ts';
import { promote, publish, RegistryError, rollback, status } from './registry.ts';
import { createSmokeCheck } from './smoke-check.ts';
import { loadHostProvides } from './version-contract.ts';
import { defaultRegistryRoot, hostDist, remoteDir } from './workspace-paths.ts';

const usage = `Uso: registry <comando> [opções]
  publish <remote> [--version V] [--dist DIR] [--promote]
                                               copia remotes/<remote>/dist (ou DIR) para uma versão imutável
  promote <remote> <versão> [--skip-smoke] [--force]
                                               verifica (entrada, contrato com o host ativo, origem,
                                               render no Chromium) e torna a versão a atual; --force pula
                                               as verificações (host ativo: REGISTRY_HOST_PROVIDES, arquivo
                                               ou URL do provides.json; padrão host/dist/provides.json)
  rollback <remote> [--to <versão>]            volta para a versão anterior (ou a indicada)
  status                                       versões atual e anteriores de cada remote, quando e por quem
                                               (REGISTRY_ACTOR ou o usuário do sistema)
Opção global: --root <dir> (padrão: .data/registry ou REGISTRY_ROOT)`;

/**
 * The checks a promote runs. The live host's provides.json comes from REGISTRY_HOST_PROVIDES (a
 * file, or the web tier's URL in a deployment) or the host build the local gateway serves; in
 * production REGISTRY_PUBLIC_URL names the CDN origin to verify.
 */
async function promoteChecks(
  root: string,
  values: { force?: boolean; 'skip-smoke'?: boolean },
): Promise<PromoteCheckOptions | undefined> {
  if (values.force) return undefined;
  return {
    provides: await loadHostProvides(
      process.env.REGISTRY_HOST_PROVIDES || path.join(hostDist(), 'provides.json'),
    ),
    publicBaseUrl: process.env.REGISTRY_PUBLIC_URL,
    allowedOrigins: (process.env.REGISTRY_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    smoke: values['skip-smoke'] ? undefined : createSmokeCheck({ root, hostDist: hostDist() }),
  };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      root: { type: 'string' },
      version: { type: 'string' },
      to: { type: 'string' },
      promote: { type: 'boolean', default: false },
      dist: { type: 'string' },
      force: { type: 'boolean', default: false },
      'skip-smoke': { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(values.root ?? defaultRegistryRoot());
  const [command, remote, version] = positionals;
  switch (command) {
    case 'publish': {
      if (!remote) throw new RegistryError(usage);
      const dist = path.resolve(values.dist ?? path.join(remoteDir(remote), 'dist'));
      const result = await publish(root, remote, dist, values.version);
      console.log(`${remote}@${result.version} ${result.created ? 'publicado' : 'já publicado'}`);
      if (values.promote) await promote(root, remote, result.version, await promoteChecks(root, values));
      if (values.promote) console.log(`${remote}@${result.version} promovido`);
      return;
    }
    case 'promote': {
      if (!remote || !version) throw new RegistryError(usage);
      await promote(root, remote, version, await promoteChecks(root, values));
      console.log(`${remote}@${version} promovido`);
      return;
    }
    case 'rollback': {
      if (!remote) throw new RegistryError(usage);
      const state = await rollback(root, remote, values.to);
      console.log(`${remote} agora em ${state.remotes[remote]?.current}`);
      return;
    }
    case 'status': {
      const remotes = await status(root);
      for (const [name, remoteStatus] of Object.entries(remotes)) {
        const { current, previous } = remoteStatus;
        console.log(`${name}`);
        console.log(`  atual:    ${current.version} (no ar desde ${current.at}, por ${current.by})`);
        for (const deployment of previous) {
          console.log(
            `  anterior: ${deployment.version} (entrou no ar em ${deployment.at}, por ${deployment.by})`,
          );
        }
        if (previous.length === 0) console.log('  anterior: nenhuma');
      }
      if (Object.keys(remotes).length === 0) console.log('Nenhum remote publicado.');
      return;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
