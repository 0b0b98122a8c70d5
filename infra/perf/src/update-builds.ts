// The "after" builds of the warm-cache update benchmark (bench-update.ts), beside the usual ones:
//   infra/perf/dist/update/federated/<remote>/dist   that remote alone, rebuilt with the change
//   infra/perf/dist/update/monolith/                  the monolith rebuilt with the same change
// The change (change-config.cjs) is applied at build time to the remote's exposed
// './App' module: the working tree is never edited.
import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { perfDist, type RemoteBuild, repoRoot, webpack } from './builds.ts';

/** What the app inserts into the page once the changed code runs (<html data-bench-revision>). */
export const changeStamp = 'bench-update-1';

const changeConfig = path.join(import.meta.dirname, 'change-config.cjs');
const require = createRequire(import.meta.url);

/** The source file behind a remote's exposed './App', read from its own webpack config. */
export function exposedAppFile(remote: RemoteBuild): string {
  const configFile = path.join(repoRoot, 'remotes', remote.folder, 'webpack.config.cjs');
  const config: { federation?: { dir?: string; exposes?: Record<string, string> } } = require(configFile);
  const source = config.federation?.exposes?.['./App'];
  if (!config.federation?.dir || !source) throw new Error(`${remote.folder} não expõe ./App`);
  return path.resolve(config.federation.dir, source);
}

export interface UpdateBuilds {
  /** The changed remote's output (holds remoteEntry.js; its package.json beside it, for publish). */
  remoteDist: string;
  monolithDist: string;
}

export function buildChanged(
  changed: RemoteBuild,
  allRemotes: RemoteBuild[],
  options: { skipBuild?: boolean } = {},
): UpdateBuilds {
  const remoteDist = path.join(perfDist, 'update', 'federated', changed.folder, 'dist');
  const monolithDist = path.join(perfDist, 'update', 'monolith');
  const reuse =
    options.skipBuild &&
    existsSync(path.join(remoteDist, 'remoteEntry.js')) &&
    existsSync(path.join(monolithDist, 'index.html'));
  if (reuse) return { remoteDist, monolithDist };
  const changeEnv = {
    PERF_CHANGE_FILE: exposedAppFile(changed),
    PERF_CHANGE_STAMP: changeStamp,
  };
  console.log(`› build com a mudança em ${path.relative(repoRoot, changeEnv.PERF_CHANGE_FILE)}`);
  const remoteDir = path.join(repoRoot, 'remotes', changed.folder);
  const remoteOk = webpack(remoteDir, ['--config', changeConfig, '--output-path', remoteDist], {
    ...changeEnv,
    PERF_CHANGE_CONFIG: path.join(remoteDir, 'webpack.config.cjs'),
  });
  if (!remoteOk) throw new Error(`${changed.folder} com a mudança não compilou`);
  // The registry reads the version from the package.json next to dist/.
  copyFileSync(path.join(remoteDir, 'package.json'), path.join(remoteDist, '..', 'package.json'));
  const hostDir = path.join(repoRoot, 'host');
  // MONOLITH_OUT as in the first build, so the generated remote table keeps its path (a module's
  // path is its id: another path would change chunks the edit never touched); --output-path wins.
  const monolithOk = webpack(hostDir, ['--config', changeConfig, '--output-path', monolithDist], {
    ...changeEnv,
    PERF_CHANGE_CONFIG: path.join(hostDir, 'webpack.monolith.cjs'),
    MONOLITH_REMOTES: allRemotes.map((remote) => remote.folder).join(','),
    MONOLITH_OUT: path.join(perfDist, 'monolith'),
  });
  if (!monolithOk) throw new Error('o monólito com a mudança não compilou');
  return { remoteDist, monolithDist };
}
