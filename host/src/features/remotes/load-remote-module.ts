import type { HostProvides } from '@fidelidade/contract/version-contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { hostProvides } from './host-provides';
import { preloadVersion } from './preload-version';
import type { RemoteManifest, RemoteVersion } from './remote-manifest';
import { type FailedRemote, reportRemoteFailure } from './report-remote-failure';
import { reportRemoteSession } from './report-remote-session';
import { versionCandidates } from './version-candidates';
import { incompatibility } from './version-check';

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

/** Each remote's entry once a module loaded from it: the runtime keeps that container. */
const loadedEntries = new Map<string, string>();

/** Forgets which entries loaded, as a new page would (tests). */
export function forgetLoadedRemotes() {
  loadedEntries.clear();
}

async function loadFrom(remote: string, version: RemoteVersion, module: string): Promise<RemoteModule> {
  // The screen's chunks download alongside the entry, not after it has run.
  preloadVersion(version, module);
  // A remote already loaded from this entry is used as it is: registering it again would make the
  // runtime run its remoteEntry.js anew, a second container whose modules start over (their state
  // lost) on every visit of a screen. Another entry (a new version, the canary, a fallback) or one
  // that failed is registered with force: the runtime drops what it cached for the remote (a failed
  // entry stays failed otherwise).
  if (loadedEntries.get(remote) !== version.entry) {
    loadedEntries.delete(remote);
    registerRemotes([{ name: remote, entry: version.entry }], { force: true });
  }
  try {
    const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!loaded?.default) throw new Error(`${remote}/${module} sem export default`);
    loadedEntries.set(remote, version.entry);
    return loaded;
  } catch (error) {
    loadedEntries.delete(remote);
    throw error;
  }
}

async function loadWithRetry(remote: string, version: RemoteVersion, module: string): Promise<RemoteModule> {
  let lastError: unknown;
  for (const delay of [0, ...retryDelaysMs]) {
    if (delay) await sleep(delay);
    try {
      return await loadFrom(remote, version, module);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Loads a remote's module: the canary (for this browser's share) and the current version with
 * retries, then each known-good version, so users see a screen whenever any good version exists.
 * Every version that loaded, or whose failure is reported, counts this tab as one of its sessions.
 */
export async function loadRemoteModule(
  manifest: RemoteManifest,
  remote: string,
  module: string,
  options: {
    report?: (failed: FailedRemote, message: string, error: unknown) => void;
    provides?: HostProvides;
    countSession?: (remote: string, version: string) => void;
  } = {},
): Promise<RemoteModule & { version: string; hasFallback: boolean }> {
  const report = options.report ?? reportRemoteFailure;
  const countSession = options.countSession ?? reportRemoteSession;
  const candidates = versionCandidates(manifest, remote);
  const first = candidates[0];
  if (!first) throw new RemoteUnavailableError(remote);
  // The version that failed first is the one reported: the canary, or the current one, unless this
  // tab saw it crash. It also counts as a session of that version: a canary that never loads must
  // still show a failure rate, or the watcher could not roll it back.
  const failed: FailedRemote = { remote, version: first.version, kind: 'load' };
  const reportFailed = (message: string, error: unknown) => {
    countSession(remote, first.version);
    report(failed, message, error);
  };
  let lastError: unknown;
  for (const [index, candidate] of candidates.entries()) {
    // A version this host cannot satisfy is never loaded: it counts as failed, the next one is tried.
    const incompatible = incompatibility(candidate, options.provides ?? hostProvides);
    if (incompatible) {
      lastError = incompatible;
      continue;
    }
    // The canary and the current version get the same retries, so a passing network error never
    // counts against one more than the other; the older versions are a last resort.
    const retried = index === 0 || candidates[index - 1]?.isCanary === true;
    try {
      const loaded = await (retried ? loadWithRetry : loadFrom)(remote, candidate, module);
      if (index > 0)
        reportFailed(`Remote ${remote}@${first.version} falhou; usando ${candidate.version}`, lastError);
      countSession(remote, candidate.version);
      return {
        default: loaded.default,
        version: candidate.version,
        hasFallback: index + 1 < candidates.length,
      };
    } catch (error) {
      lastError = error;
    }
  }
  reportFailed(`Remote ${remote} indisponível`, lastError);
  throw new RemoteUnavailableError(remote, lastError);
}
