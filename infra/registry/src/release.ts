#!/usr/bin/env node
// `pnpm --filter @fidelidade/registry release <remote> [--percent 10] [--skip-tests] [--skip-smoke]
// [--root DIR]`: what a remote's team runs from its CI to put a new version in canary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { operatorChecks } from './operator-checks.ts';
import { type CommandRunner, runRelease } from './release-steps.ts';
import { defaultRegistryRoot, repoRoot } from './workspace-paths.ts';

const usage = `Uso: release <remote> [--percent N] [--skip-tests] [--skip-smoke] [--root DIR]
  constrói só o remote, roda só os testes dele, publica o dist e inicia um canário a N% das sessões
  (padrão 10) com as verificações do promote (host ativo: REGISTRY_HOST_PROVIDES, arquivo ou URL do
  provides.json; render no Chromium com o host de REGISTRY_HOST_DIST, padrão host/dist)`;

const runInWorkspace: CommandRunner = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      percent: { type: 'string', default: '10' },
      'skip-tests': { type: 'boolean', default: false },
      'skip-smoke': { type: 'boolean', default: false },
      root: { type: 'string' },
    },
  });
  const [remote] = positionals;
  if (!remote) {
    console.log(usage);
    process.exitCode = 1;
    return;
  }
  const outcome = await runRelease(
    {
      remote,
      percent: Number(values.percent),
      root: path.resolve(values.root ?? defaultRegistryRoot()),
      skipTests: values['skip-tests'],
      skipSmoke: values['skip-smoke'],
    },
    {
      run: runInWorkspace,
      log: (line) => console.log(line),
      checks: (root, skipSmoke) => operatorChecks(root, { skipSmoke }),
    },
  );
  if (!outcome.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
