// Starts the first screen's network work while the shell's own chunks still download: the runtime
// config and the live manifest are fetched at once, in parallel, and the current route's remote
// entry and exposed chunks are preloaded (<link rel="preload">), so the chain manifest → remote
// entry → exposed chunk no longer waits for the shell to boot. Module Federation still loads and
// runs them (same URLs: the browser reuses the preloaded responses).
// The entry (index.ts) imports this before the async boundary: no shared package may be imported
// here, only types from them.
import type { StoredUser } from '@fidelidade/session';
import { canOpen } from '../../lib/allowed-screens';
import { hostScreens } from '../../lib/host-screens';
import { remoteScreens } from '../../lib/remote-routes';
import { fetchRuntimeConfig, type RuntimeConfig } from '../../lib/runtime-config';
import { preloadScript, preloadVersion } from './preload-version';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';
import { versionCandidates } from './version-candidates';
import { incompatibility } from './version-check';

/** The manifest URL /config.json gives unless configured otherwise: fetched speculatively. */
const usualManifestUrl = '/remotes/manifest.json';

let started: { config: Promise<RuntimeConfig>; manifest: Promise<RemoteManifest> } | undefined;

export function startEarly() {
  if (started) return started;
  const config = fetchRuntimeConfig();
  const usual = fetchRemoteManifest(usualManifestUrl);
  const manifest = config.then((loaded) =>
    loaded.remotesManifestUrl === usualManifestUrl ? usual : fetchRemoteManifest(loaded.remotesManifestUrl),
  );
  void manifest.then((loaded) => preloadScreen(loaded, window.location.pathname)).catch(() => undefined);
  started = { config, manifest };
  return started;
}

function storedUser(): StoredUser | null {
  try {
    if (!localStorage.getItem('token')) return null;
    return JSON.parse(localStorage.getItem('userData') ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name: string; path: string } };
  exposes?: { name: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The remote screen a path opens (/, /admin and unknown admin paths go to the dashboard); none for
 * the host's own screens (the operations console) and outside /admin.
 */
export function screenForPath(pathname: string) {
  const segment = /^\/admin\/([^/]+)/.exec(pathname)?.[1];
  if (segment === undefined && pathname !== '/' && pathname !== '/admin' && pathname !== '/admin/')
    return undefined;
  if (hostScreens.some((screen) => screen.path === segment)) return undefined;
  // A record page's route ('clientes/:id') is found by its first segment.
  return remoteScreens.find((screen) => screen.path.split('/')[0] === segment) ?? remoteScreens[0];
}

/** Preloads the remote entry and the exposed module's chunks of the screen the page opens on. */
export async function preloadScreen(manifest: RemoteManifest, pathname: string) {
  const screen = screenForPath(pathname);
  const user = storedUser();
  // Signed out, the page goes to the login: nothing of a screen is needed yet.
  if (!screen || !user || !canOpen(screen, user)) return;
  // The version the loader will pick: this browser's canary, or the current version, or a fallback
  // (versions this host cannot run, or this tab saw crash, are skipped by the loader too).
  const chosen = versionCandidates(manifest, screen.remote).find((candidate) => !incompatibility(candidate));
  if (!chosen) return;
  // The registry's manifest lists the chunks: the entry and they start at once.
  if (preloadVersion(chosen, screen.module)) return;
  const entryUrl = new URL(chosen.entry, window.location.href);
  // Otherwise the remote's mf-manifest.json (the entry itself, or next to its remoteEntry.js) lists
  // the chunks each exposed module needs.
  const isManifestEntry = entryUrl.pathname.endsWith('.json');
  const response = await fetch(isManifestEntry ? entryUrl : new URL('mf-manifest.json', entryUrl));
  if (!response.ok) return;
  const federation = (await response.json()) as FederationManifest;
  const remoteEntry = federation.metaData?.remoteEntry;
  if (isManifestEntry && remoteEntry)
    preloadScript(new URL(`${remoteEntry.path}${remoteEntry.name}`, entryUrl).href);
  const name = screen.module.replace(/^\.\//, '');
  const exposed = federation.exposes?.find((item) => item.name === name || item.path === screen.module);
  for (const file of exposed?.assets?.js?.sync ?? []) preloadScript(new URL(file, entryUrl).href);
}
