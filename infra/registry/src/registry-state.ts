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
}

export interface RegistryState {
  remotes: Record<string, RemoteRecord>;
}

/** What the browser reads: the current entry and the known-good ones to fall back to. */
export interface PublicManifest {
  remotes: Record<
    string,
    { version: string; entry: string; fallbacks: { version: string; entry: string }[] }
  >;
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
    remotes[name] = {
      version: record.current,
      entry: entryUrl(name, record.current),
      fallbacks: record.previous
        .slice(0, maxFallbacks)
        .map((version) => ({ version, entry: entryUrl(name, version) })),
    };
  }
  return { remotes };
}

/** Call it holding the storage's lock: the state and the manifest derived from it change together. */
export async function writeState(storage: RegistryStorage, state: RegistryState) {
  await storage.writeDocument('registry.json', `${JSON.stringify(state, null, 2)}\n`);
  await storage.writeDocument('manifest.json', `${JSON.stringify(toPublicManifest(state), null, 2)}\n`);
}
