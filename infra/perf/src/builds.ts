// Builds both variants of the product for the benchmark, into infra/perf/dist/ (never into the
// apps' own dist/, which `pnpm start` and other work use):
//   federated/<app>/dist   host and every remote that builds, with their own webpack configs
//   monolith/              host + those same remotes as one app (shared/build-config/monolith.cjs)
// A remote that doesn't exist or doesn't build yet is skipped in both, so they stay comparable.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const perfDist = path.join(repoRoot, 'infra/perf/dist');

export interface RemoteBuild {
  folder: string;
  /** Federation name (folder with underscores). */
  name: string;
  /** Output folder holding remoteEntry.js. */
  dist: string;
}

export interface Builds {
  hostDist: string;
  monolithDist: string;
  remotes: RemoteBuild[];
}

export function remoteFolders(): string[] {
  const dir = path.join(repoRoot, 'remotes');
  return readdirSync(dir)
    .filter((folder) => existsSync(path.join(dir, folder, 'webpack.config.cjs')))
    .sort();
}

export function webpack(appDir: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  const result = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production', ...args], {
    cwd: appDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const ok = result.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`  ${ok ? '✔' : '✘'} ${path.relative(repoRoot, appDir)} ${args.join(' ')} (${seconds} s)`);
  if (!ok) console.log(`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n'));
  return ok;
}

/** Federated build of one app into infra/perf/dist/federated/<name>/dist (+ its package.json for publish). */
function buildFederated(appDir: string, name: string): string | null {
  const out = path.join(perfDist, 'federated', name, 'dist');
  if (!webpack(appDir, ['--output-path', out])) return null;
  // The registry reads the version from the package.json next to dist/.
  copyFileSync(path.join(appDir, 'package.json'), path.join(out, '..', 'package.json'));
  return out;
}

export function buildAll(options: { skipBuild?: boolean; only?: string[] } = {}): Builds {
  const hostDist = path.join(perfDist, 'federated', 'host', 'dist');
  const monolithDist = path.join(perfDist, 'monolith');
  const folders = remoteFolders().filter((folder) => !options.only || options.only.includes(folder));
  const candidates = folders.map((folder) => ({
    folder,
    name: folder.replaceAll('-', '_'),
    dist: path.join(perfDist, 'federated', folder, 'dist'),
  }));
  if (options.skipBuild) {
    const remotes = candidates.filter((remote) => existsSync(path.join(remote.dist, 'remoteEntry.js')));
    return { hostDist, monolithDist, remotes };
  }
  mkdirSync(perfDist, { recursive: true });
  console.log('› build federado (host + remotes)');
  if (!buildFederated(path.join(repoRoot, 'host'), 'host')) throw new Error('o host não compilou');
  const remotes = candidates.filter((remote) =>
    buildFederated(path.join(repoRoot, 'remotes', remote.folder), remote.folder),
  );
  console.log(`› build monólito (${remotes.map((remote) => remote.folder).join(', ')})`);
  const ok = webpack(path.join(repoRoot, 'host'), ['--config', 'webpack.monolith.cjs'], {
    MONOLITH_REMOTES: remotes.map((remote) => remote.folder).join(','),
    MONOLITH_OUT: monolithDist,
  });
  if (!ok) throw new Error('o monólito não compilou');
  return { hostDist, monolithDist, remotes };
}
