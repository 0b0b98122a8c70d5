import type { VersionPreload, VersionRequires } from '@fidelidade/contract/version-contract';

// The live manifest says which version of each remote is current, which older versions are known
// to be good (the registry keeps them), so the host can fall back, and the canary, if one runs.
/**
 * One published version; `requires` (what its build imports from the shared modules) and `preload`
 * (each exposed module's chunks, relative to the entry) when known.
 */
export interface RemoteVersion {
  version: string;
  entry: string;
  requires?: VersionRequires;
  preload?: VersionPreload;
}

export interface RemoteManifestEntry extends RemoteVersion {
  fallbacks: RemoteVersion[];
  /** A version shown to `percent` % of browsers beside this one (canary-bucket.ts decides which). */
  canary?: RemoteVersion & { percent: number };
}

export interface RemoteManifest {
  remotes: Record<string, RemoteManifestEntry>;
}

const emptyManifest: RemoteManifest = { remotes: {} };

function isManifest(value: unknown): value is RemoteManifest {
  return typeof value === 'object' && value !== null && typeof (value as RemoteManifest).remotes === 'object';
}

export async function fetchRemoteManifest(url: string): Promise<RemoteManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return emptyManifest;
    const body: unknown = await response.json();
    return isManifest(body) ? body : emptyManifest;
  } catch {
    // No manifest means every screen shows its unavailable state; the shell still works.
    return emptyManifest;
  }
}
