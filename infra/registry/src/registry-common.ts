import os from 'node:os';
import type { VersionHealth } from '@fidelidade/contract';
import type { VersionPreload } from '@fidelidade/contract/version-contract';
import { localRegistry } from './local-storage.ts';
import type { RegistryStorage } from './storage.ts';
import { readRequires } from './version-contract.ts';

// What every registry operation shares: its error, where it acts, who acts, and the guards on names
// and published versions.

export class RegistryError extends Error {}

/** A directory path (the local registry, the default) or any other storage. */
export type RegistryTarget = string | RegistryStorage;

/** Who is acting: the API passes the admin's full name, the watcher 'watcher'. */
export interface ActorOptions {
  by?: string;
}

export const storageOf = (target: RegistryTarget) =>
  typeof target === 'string' ? localRegistry(target) : target;

export const actorOf = (opts?: ActorOptions) =>
  opts?.by ?? process.env.REGISTRY_ACTOR ?? os.userInfo().username;

// Names become directory names and object keys: no separators, no "..".
export function checkName(kind: string, name: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || name.includes('..')) {
    throw new RegistryError(`${kind} inválido: ${JSON.stringify(name)}`);
  }
}

export async function assertPublished(storage: RegistryStorage, remote: string, version: string) {
  if (await storage.readVersionFile(remote, version, 'remoteEntry.js')) return;
  const published = await storage.listVersions(remote);
  throw new RegistryError(
    `Versão ${version} de ${remote} não publicada (remoteEntry.js ausente); publicadas: ${published.join(', ') || 'nenhuma'}`,
  );
}

/** A chunk file name as webpack writes it: no folder, no scheme, nothing to climb out of the version. */
const chunkFile = /^[\w.-]+\.js$/;

/**
 * Each exposed module's chunks, from the version's mf-manifest.json (`exposes[].assets.js.sync`);
 * undefined when the build wrote none or it lists nothing usable. Only plain file names are kept.
 */
export async function preloadOf(
  storage: RegistryStorage,
  remote: string,
  version: string,
): Promise<VersionPreload | undefined> {
  const file = await storage.readVersionFile(remote, version, 'mf-manifest.json').catch(() => undefined);
  if (!file) return undefined;
  try {
    const manifest = JSON.parse(file.toString('utf8')) as {
      exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
    };
    const entries = (Array.isArray(manifest.exposes) ? manifest.exposes : []).flatMap((expose) => {
      const sync = expose.assets?.js?.sync;
      if (typeof expose.path !== 'string' || !Array.isArray(sync)) return [];
      const files = sync.filter((name): name is string => typeof name === 'string' && chunkFile.test(name));
      return files.length === sync.length ? [[expose.path, files] as const] : [];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}

/** A version's requires.json, if its build wrote a readable one (a forced promote may lack it). */
export const requiresOf = (storage: RegistryStorage, remote: string, version: string) =>
  readRequires(storage, remote, version).catch(() => undefined);

/** What the manifest tells browsers of a version: its requires.json and its exposed modules' chunks. */
export async function factsOf(storage: RegistryStorage, remote: string, version: string) {
  const [requires, preload] = await Promise.all([
    requiresOf(storage, remote, version),
    preloadOf(storage, remote, version),
  ]);
  return { ...(requires ? { requires } : {}), ...(preload ? { preload } : {}) };
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why an automatic decision was taken and on which numbers; only what was given (no undefined keys). */
export interface DecisionDetails {
  reason?: string;
  canary?: VersionHealth;
  live?: VersionHealth;
}

export const decisionDetails = ({ reason, canary, live }: DecisionDetails): DecisionDetails => ({
  ...(reason === undefined ? {} : { reason }),
  ...(canary ? { canary } : {}),
  ...(live ? { live } : {}),
});
