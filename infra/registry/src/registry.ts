import { createHash } from 'node:crypto';
import { access, cp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkPromotable, type PromoteCheckOptions } from './promote-checks.ts';
import { type RegistryState, readState, versionDir, withRegistryLock, writeState } from './registry-state.ts';

export class RegistryError extends Error {}

const actor = () => process.env.REGISTRY_ACTOR ?? os.userInfo().username;

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return files.flat().sort();
}

/** Version = package version + hash of the build output: the same build always gets the same id. */
export async function contentVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update(await readFile(path.join(distDir, file)));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

export interface PublishResult {
  version: string;
  created: boolean;
}

/** Copies a build into its immutable versioned location. An existing version is never overwritten. */
export async function publish(
  root: string,
  remote: string,
  distDir: string,
  version?: string,
): Promise<PublishResult> {
  if (!(await exists(path.join(distDir, 'remoteEntry.js')))) {
    throw new RegistryError(`${distDir} não contém remoteEntry.js: construa o remote antes de publicar`);
  }
  const packageJson = JSON.parse(await readFile(path.join(distDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const computed = await contentVersion(distDir, packageJson.version);
  const target = versionDir(root, remote, version ?? computed);
  if (await exists(target)) {
    // Same content under the same id is a no-op; anything else would mutate a published version.
    if (!version || version === computed) return { version: version ?? computed, created: false };
    throw new RegistryError(`Versão ${version} de ${remote} já publicada: versões são imutáveis`);
  }
  await cp(distDir, target, { recursive: true, errorOnExist: true, force: false });
  return { version: version ?? computed, created: true };
}

/**
 * Makes a published version live. With `checks`, the version must pass them first (entry present,
 * compatible shared package, allowed and reachable origin, smoke render); `force` is simply no checks.
 */
export async function promote(
  root: string,
  remote: string,
  version: string,
  checks?: PromoteCheckOptions,
): Promise<RegistryState> {
  if (!(await exists(path.join(versionDir(root, remote, version), 'remoteEntry.js')))) {
    throw new RegistryError(`Versão ${version} de ${remote} não publicada (remoteEntry.js ausente)`);
  }
  if (checks) {
    try {
      await checkPromotable(root, remote, version, checks);
    } catch (error) {
      throw new RegistryError(
        `Promoção de ${remote}@${version} recusada: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return withRegistryLock(root, async () => {
    const state = await readState(root);
    const record = state.remotes[remote];
    if (record?.current === version) return state;
    const at = new Date().toISOString();
    const by = actor();
    const previous = record
      ? [record.current, ...record.previous.filter((v) => v !== version && v !== record.current)]
      : [];
    state.remotes[remote] = {
      current: version,
      previous,
      updated_at: at,
      updated_by: by,
      history: [...(record?.history ?? []), { action: 'promote', version, at, by }],
    };
    await writeState(root, state);
    return state;
  });
}

/** Switches back to the previous live version (or a named one) without touching anything else. */
export async function rollback(root: string, remote: string, to?: string): Promise<RegistryState> {
  return withRegistryLock(root, async () => {
    const state = await readState(root);
    const record = state.remotes[remote];
    if (!record) throw new RegistryError(`${remote} não tem versão publicada`);
    const target = to ?? record.previous[0];
    if (!target) throw new RegistryError(`${remote} não tem versão anterior para voltar`);
    if (!(await exists(path.join(versionDir(root, remote, target), 'remoteEntry.js')))) {
      throw new RegistryError(`Versão ${target} de ${remote} não encontrada`);
    }
    const at = new Date().toISOString();
    const by = actor();
    state.remotes[remote] = {
      current: target,
      previous: [record.current, ...record.previous.filter((v) => v !== target && v !== record.current)],
      updated_at: at,
      updated_by: by,
      history: [...record.history, { action: 'rollback', version: target, at, by }],
    };
    await writeState(root, state);
    return state;
  });
}

export async function status(root: string): Promise<RegistryState> {
  return readState(root);
}
