import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteManifest } from './remote-manifest';
import { reportRemoteFailure } from './report-remote-failure';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} indisponível`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

interface RemoteModule {
  default: ComponentType;
}

const retryDelaysMs = [300, 900];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadFrom(remote: string, entry: string, module: string): Promise<RemoteModule> {
  // force: drop whatever the runtime cached for this remote (a failed entry stays failed otherwise).
  registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} sem export default`);
  return loaded;
}

async function loadWithRetry(remote: string, entry: string, module: string): Promise<RemoteModule> {
  let lastError: unknown;
  for (const delay of [0, ...retryDelaysMs]) {
    if (delay) await sleep(delay);
    try {
      return await loadFrom(remote, entry, module);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Loads a remote's module: the current version with retries, then each known-good
 * version the manifest lists, so users see a screen whenever any good version exists.
 */
export async function loadRemoteModule(
  manifest: RemoteManifest,
  remote: string,
  module: string,
  report: (message: string, error: unknown) => void = reportRemoteFailure,
): Promise<RemoteModule> {
  const entry = manifest.remotes[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  const candidates = [{ version: entry.version, entry: entry.entry }, ...entry.fallbacks];
  let lastError: unknown;
  for (const [index, candidate] of candidates.entries()) {
    try {
      const loaded = await (index === 0 ? loadWithRetry : loadFrom)(remote, candidate.entry, module);
      if (index > 0)
        report(`Remote ${remote}@${entry.version} falhou; usando ${candidate.version}`, lastError);
      return loaded;
    } catch (error) {
      lastError = error;
    }
  }
  report(`Remote ${remote} indisponível`, lastError);
  throw new RemoteUnavailableError(remote, lastError);
}
