import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPercent } from './canary.ts';
import type { PromoteCheckOptions } from './promote-checks.ts';
import { publish, startCanary } from './registry.ts';
import { errorMessage } from './registry-common.ts';
import { remoteDir, remoteFolders } from './workspace-paths.ts';

// A remote team's release (docs/operations.md "Releases"): build only that remote, run only its
// tests, publish its dist and start a canary with promote's checks. Nothing else in the workspace
// is built: the live host's provides.json comes from REGISTRY_HOST_PROVIDES.

/** Runs a command to its end; resolves with its exit code. Injected so a test needs no real build. */
export type CommandRunner = (command: string, args: string[]) => Promise<number>;

export interface ReleaseOptions {
  remote: string;
  percent: number;
  root: string;
  skipTests: boolean;
  skipSmoke: boolean;
  /** The remote's folder (package.json, dist/); default remotes/<its folder>. */
  appDir?: string;
}

export interface ReleaseDeps {
  run: CommandRunner;
  log: (line: string) => void;
  checks: (root: string, skipSmoke: boolean) => Promise<PromoteCheckOptions | undefined>;
}

export type ReleaseOutcome = { ok: true; version: string } | { ok: false; step: string };

class StepFailed extends Error {}

interface Step {
  name: string;
  work: () => Promise<void>;
}

async function packageNameOf(appDir: string) {
  const { name } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as { name?: string };
  if (!name) throw new StepFailed(`${appDir}/package.json sem "name"`);
  return name;
}

export async function runRelease(options: ReleaseOptions, deps: ReleaseDeps): Promise<ReleaseOutcome> {
  const { remote, percent, root } = options;
  // Refused before anything is built: a wrong name or share would only fail after minutes.
  try {
    if (!(remote in remoteFolders)) {
      throw new StepFailed(`Remote desconhecido: ${remote} (${Object.keys(remoteFolders).join(', ')})`);
    }
    checkPercent(percent);
  } catch (error) {
    deps.log(`Falha na etapa "Preparação": ${errorMessage(error)}`);
    return { ok: false, step: 'Preparação' };
  }
  const appDir = options.appDir ?? remoteDir(remote);
  let version = '';
  /** `pnpm --filter <the remote's package> <script>`: only that remote, nothing else in the workspace. */
  const runScript = async (script: string) => {
    const args = ['--filter', await packageNameOf(appDir), script];
    deps.log(`  $ pnpm ${args.join(' ')}`);
    const code = await deps.run('pnpm', args);
    if (code !== 0) throw new StepFailed(`pnpm ${args.join(' ')} terminou com código ${code}`);
  };
  const steps: Step[] = [{ name: 'Build', work: () => runScript('build') }];
  if (!options.skipTests) steps.push({ name: 'Testes', work: () => runScript('test') });
  steps.push(
    {
      name: 'Publicação',
      work: async () => {
        const published = await publish(root, remote, path.join(appDir, 'dist'));
        version = published.version;
        deps.log(`  ${remote}@${version} ${published.created ? 'publicado' : 'já publicado'}`);
      },
    },
    {
      name: 'Canário',
      work: async () => {
        await startCanary(root, remote, version, percent, await deps.checks(root, options.skipSmoke));
      },
    },
  );
  for (const [index, step] of steps.entries()) {
    deps.log(`[${index + 1}/${steps.length}] ${step.name}`);
    try {
      await step.work();
    } catch (error) {
      deps.log(`Falha na etapa "${step.name}": ${errorMessage(error)}`);
      return { ok: false, step: step.name };
    }
  }
  deps.log(`${remote}@${version} em canário para ${percent}% das sessões`);
  return { ok: true, version };
}
