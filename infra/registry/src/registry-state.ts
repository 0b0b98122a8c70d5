import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export const stateFile = (root: string) => path.join(root, 'registry.json');
export const manifestFile = (root: string) => path.join(root, 'manifest.json');
export const versionDir = (root: string, remote: string, version: string) => path.join(root, remote, version);
export const entryUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;

const maxFallbacks = 3;

export async function readState(root: string): Promise<RegistryState> {
  try {
    return JSON.parse(await readFile(stateFile(root), 'utf8')) as RegistryState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
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

/** Write-then-rename: readers see the old file or the new one, never half of either. */
async function writeAtomically(file: string, content: string) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export async function writeState(root: string, state: RegistryState) {
  await mkdir(root, { recursive: true });
  await writeAtomically(stateFile(root), `${JSON.stringify(state, null, 2)}\n`);
  await writeAtomically(manifestFile(root), `${JSON.stringify(toPublicManifest(state), null, 2)}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serialises manifest updates across processes: mkdir is atomic, so one holder at a time. */
export async function withRegistryLock<T>(
  root: string,
  work: () => Promise<T>,
  timeoutMs = 10_000,
): Promise<T> {
  await mkdir(root, { recursive: true });
  const lock = path.join(root, '.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline)
        throw new Error(`Registro ocupado: trava ${lock} não liberada em ${timeoutMs} ms`);
      await sleep(25);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
