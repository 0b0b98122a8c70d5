#!/usr/bin/env node
// Operator CLI: publish a remote build, promote a version, run a canary, roll back, see what is live.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { operatorChecks } from './operator-checks.ts';
import { promote, publish, RegistryError, rollback, startCanary, status, stopCanary } from './registry.ts';
import { remoteStatusLines } from './status-lines.ts';
import { defaultRegistryRoot, remoteDir } from './workspace-paths.ts';

const usage = `Uso: registry <comando> [opções]
  publish <remote> [--version V] [--dist DIR] [--promote]
                                               copia remotes/<remote>/dist (ou DIR) para uma versão imutável
  promote <remote> <versão> [--skip-smoke] [--force]
                                               verifica (entrada, contrato com o host ativo, origem,
                                               render no Chromium) e torna a versão a atual; --force pula
                                               as verificações (host ativo: REGISTRY_HOST_PROVIDES, arquivo
                                               ou URL do provides.json; padrão host/dist/provides.json)
  canary <remote> <versão> --percent N [--skip-smoke] [--force]
                                               mostra a versão a N% das sessões (1 a 99) ao lado da atual,
                                               com as mesmas verificações do promote
  canary <remote> --stop                       encerra o canário: todas as sessões voltam à versão atual
  rollback <remote> [--to <versão>]            volta para a versão anterior (ou a indicada)
  status                                       versões atual e anteriores de cada remote, quando e por quem
                                               (REGISTRY_ACTOR ou o usuário do sistema), canário com suas
                                               sessões e taxas de falha, e as últimas decisões
Opção global: --root <dir> (padrão: .data/registry ou REGISTRY_ROOT)`;

const checksFor = (root: string, values: { force?: boolean; 'skip-smoke'?: boolean }) =>
  operatorChecks(root, { force: values.force, skipSmoke: values['skip-smoke'] });

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
      percent: { type: 'string' },
      stop: { type: 'boolean', default: false },
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
      if (values.promote) await promote(root, remote, result.version, await checksFor(root, values));
      if (values.promote) console.log(`${remote}@${result.version} promovido`);
      return;
    }
    case 'promote': {
      if (!remote || !version) throw new RegistryError(usage);
      await promote(root, remote, version, await checksFor(root, values));
      console.log(`${remote}@${version} promovido`);
      return;
    }
    case 'canary': {
      if (!remote) throw new RegistryError(usage);
      if (values.stop) {
        const stopped = (await stopCanary(root, remote)).remotes[remote]?.history.at(-1)?.version;
        console.log(`Canário de ${remote} encerrado (${stopped}): todas as sessões na versão atual`);
        return;
      }
      if (!version || values.percent === undefined) throw new RegistryError(usage);
      const percent = Number(values.percent);
      await startCanary(root, remote, version, percent, await checksFor(root, values));
      console.log(`${remote}@${version} em canário para ${percent}% das sessões`);
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
        for (const line of remoteStatusLines(name, remoteStatus)) console.log(line);
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
