#!/usr/bin/env node
// Operator CLI: publish a remote build, promote a version, roll back, see what is live.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promote, publish, RegistryError, rollback, status } from './registry.ts';
import { defaultRegistryRoot, remoteDir } from './workspace-paths.ts';

const usage = `Uso: registry <comando> [opções]
  publish <remote> [--version V] [--promote]   copia remotes/<remote>/dist para uma versão imutável
  promote <remote> <versão>                    torna a versão a atual
  rollback <remote> [--to <versão>]            volta para a versão anterior (ou a indicada)
  status                                       versões atual e anteriores de cada remote
Opção global: --root <dir> (padrão: .data/registry ou REGISTRY_ROOT)`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      root: { type: 'string' },
      version: { type: 'string' },
      to: { type: 'string' },
      promote: { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(values.root ?? defaultRegistryRoot());
  const [command, remote, version] = positionals;
  switch (command) {
    case 'publish': {
      if (!remote) throw new RegistryError(usage);
      const result = await publish(root, remote, path.join(remoteDir(remote), 'dist'), values.version);
      console.log(`${remote}@${result.version} ${result.created ? 'publicado' : 'já publicado'}`);
      if (values.promote) await promote(root, remote, result.version);
      if (values.promote) console.log(`${remote}@${result.version} promovido`);
      return;
    }
    case 'promote': {
      if (!remote || !version) throw new RegistryError(usage);
      await promote(root, remote, version);
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
      const state = await status(root);
      for (const [name, record] of Object.entries(state.remotes)) {
        console.log(`${name}: atual ${record.current} (${record.updated_at} por ${record.updated_by})`);
        console.log(`  anteriores: ${record.previous.join(', ') || 'nenhuma'}`);
      }
      if (Object.keys(state.remotes).length === 0) console.log('Nenhum remote publicado.');
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
