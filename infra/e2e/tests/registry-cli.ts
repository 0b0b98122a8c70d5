import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const registryRoot = () => path.join(process.env.E2E_DATA_DIR ?? '', 'registry');

/** Runs the operator CLI against the e2e stack's registry; returns stdout, throws with stderr. */
export function registry(...args: string[]) {
  return execFileSync(
    process.execPath,
    [path.join(repoRoot, 'infra/registry/src/cli.ts'), ...args, '--root', registryRoot()],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

export function liveVersion(remote: string): string {
  const manifest = JSON.parse(readFileSync(path.join(registryRoot(), 'manifest.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return manifest.remotes[remote]?.version ?? '';
}

/**
 * A new "build" of a remote: the live version's files with the exposed module patched, in a
 * folder shaped like remotes/<name> (package.json + dist/) so `publish --dist` takes it.
 */
export function patchedBuild(remote: string, patch: (source: string) => string): string {
  const app = mkdtempSync(path.join(os.tmpdir(), `${remote}-build-`));
  const dist = path.join(app, 'dist');
  cpSync(path.join(registryRoot(), remote, liveVersion(remote)), dist, { recursive: true });
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  const exposed = readdirSync(dist).find(
    (file) => file.startsWith('__federation_expose_') && file.endsWith('.js'),
  );
  if (!exposed) throw new Error('módulo exposto não encontrado');
  const file = path.join(dist, exposed);
  const before = readFileSync(file, 'utf8');
  const after = patch(before);
  if (after === before) throw new Error('o patch não mudou nada');
  writeFileSync(file, after);
  return dist;
}

/** Every published file with its size and mtime: proves a deploy touched nothing else. */
export function registrySnapshot(): Map<string, string> {
  const snapshot = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!['manifest.json', 'registry.json'].includes(entry.name)) {
        const stat = statSync(full);
        snapshot.set(path.relative(registryRoot(), full), `${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(registryRoot());
  return snapshot;
}
