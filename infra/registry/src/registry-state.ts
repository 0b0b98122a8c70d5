import type { VersionRequires } from '@fidelidade/contract/version-contract';
import type { RegistryStorage } from './storage.ts';

export interface RegistryEvent {
  action: 'promote' | 'rollback';
  version: string;
  at: string;
  by: string;
}

export interface RemoteRecord {
  current: string;
  /** Versions that were live before, most recent first: the known-good fallbacks. */
  previous: string[];
  updated_at: string;
  updated_by: string;
  history: RegistryEvent[];
  /** Each version's requires.json as it went live: the manifest hands it to browsers. */
  requires?: Record<string, VersionRequires>;
}

export interface RegistryState {
  remotes: Record<string, RemoteRecord>;
}

/** One version in the browser's manifest; `requires` lets the host skip one it cannot run. */
export interface PublicVersion {
  version: string;
  entry: string;
  requires?: VersionRequires;
}

/** What the browser reads: the current entry and the known-good ones to fall back to. */
export interface PublicManifest {
  remotes: Record<string, PublicVersion & { fallbacks: PublicVersion[] }>;
}

export const entryUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;

const maxFallbacks = 3;

export async function readState(storage: RegistryStorage): Promise<RegistryState> {
  const text = await storage.readDocument('registry.json');
  return text === undefined ? { remotes: {} } : (JSON.parse(text) as RegistryState);
}

export function toPublicManifest(state: RegistryState): PublicManifest {
  const remotes: PublicManifest['remotes'] = {};
  for (const [name, record] of Object.entries(state.remotes)) {
    const published = (version: string): PublicVersion => {
      const requires = record.requires?.[version];
      return { version, entry: entryUrl(name, version), ...(requires ? { requires } : {}) };
    };
    remotes[name] = {
      ...published(record.current),
      fallbacks: record.previous.slice(0, maxFallbacks).map(published),
    };
  }
  return { remotes };
}

/** Call it holding the storage's lock: the state and the manifest derived from it change together. */
export async function writeState(storage: RegistryStorage, state: RegistryState) {
  await storage.writeDocument('registry.json', `${JSON.stringify(state, null, 2)}\n`);
  await storage.writeDocument('manifest.json', `${JSON.stringify(toPublicManifest(state), null, 2)}\n`);
}
