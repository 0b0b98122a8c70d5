import type { VersionHealth } from '@fidelidade/contract';
import type { ReleaseAction } from '@fidelidade/contract/enums';
import type { VersionRequires } from '@fidelidade/contract/version-contract';
import type { RegistryStorage } from './storage.ts';

/** One decision on a remote's releases; an automatic one keeps why and the numbers it was taken on. */
export interface RegistryEvent {
  action: ReleaseAction;
  version: string;
  at: string;
  by: string;
  reason?: string;
  canary?: VersionHealth;
  live?: VersionHealth;
}

/** The watcher's latest numbers for a canary and the live version, over the same window. */
export interface CanaryHealth {
  checked_at: string;
  canary: VersionHealth;
  live: VersionHealth;
}

/** A version shown to `percent` % of browser sessions beside the live one (docs/architecture.md §3). */
export interface CanaryRecord {
  version: string;
  percent: number;
  started_at: string;
  started_by: string;
  /** The watcher's latest numbers (written to registry.json only; the manifest does not change for them). */
  health?: CanaryHealth;
}

export interface RemoteRecord {
  current: string;
  /** Versions that were live before, most recent first: the known-good fallbacks. */
  previous: string[];
  updated_at: string;
  updated_by: string;
  history: RegistryEvent[];
  /** Each live, fallback or canary version's requires.json: the manifest hands it to browsers. */
  requires?: Record<string, VersionRequires>;
  /** Absent: no canary. */
  canary?: CanaryRecord;
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

/** What the browser reads: the current entry, the known-good ones to fall back to, and a canary. */
export interface PublicManifest {
  remotes: Record<
    string,
    PublicVersion & { fallbacks: PublicVersion[]; canary?: PublicVersion & { percent: number } }
  >;
}

export const entryUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;

const maxFallbacks = 3;

export async function readState(storage: RegistryStorage): Promise<RegistryState> {
  const text = await storage.readDocument('registry.json');
  return text === undefined ? { remotes: {} } : (JSON.parse(text) as RegistryState);
}

/** Keeps the requires of the versions the manifest can still name (live, fallbacks, canary). */
export function pruneRequires(record: RemoteRecord, known: Record<string, VersionRequires>) {
  const named = [record.current, ...record.previous, ...(record.canary ? [record.canary.version] : [])];
  record.requires = Object.fromEntries(
    named.flatMap((version) => (known[version] ? [[version, known[version]] as const] : [])),
  );
}

export function toPublicManifest(state: RegistryState): PublicManifest {
  const remotes: PublicManifest['remotes'] = {};
  for (const [name, record] of Object.entries(state.remotes)) {
    const published = (version: string): PublicVersion => {
      const requires = record.requires?.[version];
      return { version, entry: entryUrl(name, version), ...(requires ? { requires } : {}) };
    };
    const canary = record.canary;
    remotes[name] = {
      ...published(record.current),
      fallbacks: record.previous.slice(0, maxFallbacks).map(published),
      ...(canary ? { canary: { ...published(canary.version), percent: canary.percent } } : {}),
    };
  }
  return { remotes };
}

/** Call it holding the storage's lock: the state and the manifest derived from it change together. */
export async function writeState(storage: RegistryStorage, state: RegistryState) {
  await writeOperatorState(storage, state);
  await storage.writeDocument('manifest.json', `${JSON.stringify(toPublicManifest(state), null, 2)}\n`);
}

/** Only registry.json (numbers browsers never read); also under the lock. */
export async function writeOperatorState(storage: RegistryStorage, state: RegistryState) {
  await storage.writeDocument('registry.json', `${JSON.stringify(state, null, 2)}\n`);
}
