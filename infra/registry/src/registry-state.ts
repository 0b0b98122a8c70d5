import type { VersionHealth } from '@fidelidade/contract';
import type { ReleaseAction } from '@fidelidade/contract/enums';
import type { VersionPreload, VersionRequires } from '@fidelidade/contract/version-contract';
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
  /** Each such version's exposed modules' chunks (its mf-manifest.json): handed to browsers too. */
  preload?: Record<string, VersionPreload>;
  /** Absent: no canary. */
  canary?: CanaryRecord;
}

export interface RegistryState {
  remotes: Record<string, RemoteRecord>;
}

/**
 * One version in the browser's manifest; `requires` lets the host skip one it cannot run, `preload`
 * fetch a screen's chunks with the entry.
 */
export interface PublicVersion {
  version: string;
  entry: string;
  requires?: VersionRequires;
  preload?: VersionPreload;
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

/** What the registry keeps per version for the manifest: its requires.json and its chunks. */
export interface VersionFacts {
  requires?: VersionRequires;
  preload?: VersionPreload;
}

/** What the registry knows of each version: `version`'s `facts` added to those `record` kept. */
export function knownFacts(record: RemoteRecord | undefined, version?: string, facts: VersionFacts = {}) {
  const added = <T>(fact: T | undefined) => (version !== undefined && fact ? { [version]: fact } : {});
  return {
    requires: { ...record?.requires, ...added(facts.requires) },
    preload: { ...record?.preload, ...added(facts.preload) },
  };
}

/** Keeps the requires and chunks of the versions the manifest can still name (live, fallbacks, canary). */
export function pruneVersionFacts(record: RemoteRecord, known: ReturnType<typeof knownFacts>) {
  const named = [record.current, ...record.previous, ...(record.canary ? [record.canary.version] : [])];
  const keep = <T>(map: Record<string, T>): Record<string, T> =>
    Object.fromEntries(named.flatMap((name) => (map[name] ? [[name, map[name]] as const] : [])));
  record.requires = keep(known.requires);
  const preload = keep(known.preload);
  // Absent rather than empty: registries written before the chunks were kept read the same.
  if (Object.keys(preload).length > 0) record.preload = preload;
  else delete record.preload;
}

export function toPublicManifest(state: RegistryState): PublicManifest {
  const remotes: PublicManifest['remotes'] = {};
  for (const [name, record] of Object.entries(state.remotes)) {
    const published = (version: string): PublicVersion => {
      const requires = record.requires?.[version];
      const preload = record.preload?.[version];
      return {
        version,
        entry: entryUrl(name, version),
        ...(requires ? { requires } : {}),
        ...(preload ? { preload } : {}),
      };
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
