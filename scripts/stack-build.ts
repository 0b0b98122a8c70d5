import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@fidelidade/registry/workspace-paths';

export interface RemoteApp {
  dir: string;
  federationName: string;
}

/** Every folder under remotes/ with a webpack config is a deployable remote. */
export async function remoteApps(): Promise<RemoteApp[]> {
  const folders = await readdir(path.join(repoRoot, 'remotes'));
  return folders
    .filter((folder) => existsSync(path.join(repoRoot, 'remotes', folder, 'webpack.config.cjs')))
    .sort()
    .map((folder) => ({
      dir: path.join(repoRoot, 'remotes', folder),
      federationName: folder.replaceAll('-', '_'),
    }));
}

// Inputs that change a build: the app's own files plus everything it shares.
const sharedInputs = ['shared', 'pnpm-lock.yaml', 'tsconfig.base.json'];

function fingerprint(appDir: string): string {
  const relative = path.relative(repoRoot, appDir);
  const files = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', '--', relative, ...sharedInputs],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && existsSync(path.join(repoRoot, file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex');
}

function buildIfStale(appDir: string, stampFile: string) {
  const stamp = path.join(appDir, stampFile);
  const current = fingerprint(appDir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    console.log(`› ${path.relative(repoRoot, appDir)} em dia`);
    return;
  }
  console.log(`› construindo ${path.relative(repoRoot, appDir)}…`);
  execFileSync('pnpm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
  writeFileSync(stamp, current);
}

/** What to build: everything, only the web apps (host and remotes), or only the API. */
export type BuildPart = 'all' | 'web' | 'api';

export async function buildStale(part: BuildPart = 'all') {
  if (part !== 'web') buildIfStale(path.join(repoRoot, 'infra/api'), 'dist/.build-stamp');
  if (part === 'api') return;
  buildIfStale(path.join(repoRoot, 'host'), 'dist/.build-stamp');
  for (const remote of await remoteApps()) buildIfStale(remote.dir, 'dist/.build-stamp');
}
