// <link rel="preload"> for a remote version's files, so the browser fetches a screen's chunks
// alongside its remoteEntry.js instead of after it (Module Federation asks for them only once the
// entry has run). The registry's manifest lists each version's chunks (`preload`); the runtime then
// loads the same URLs and the browser reuses the preloaded responses.
// No shared package here: early-start.ts runs this before the async boundary.
import type { RemoteVersion } from './remote-manifest';

/** Adds a preload link for `href` unless the page has one (early start, then the loader). */
export function preloadScript(href: string) {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.append(link);
}

/**
 * Preloads a version's remoteEntry.js and the chunks its manifest lists for `module` ('./App');
 * false when the manifest lists none for it (a registry from before the chunks were kept).
 */
export function preloadVersion(version: RemoteVersion, module: string): boolean {
  const entryUrl = new URL(version.entry, window.location.href);
  const chunks = version.preload?.[module];
  if (entryUrl.pathname.endsWith('.json')) return false;
  preloadScript(entryUrl.href);
  for (const file of chunks ?? []) preloadScript(new URL(file, entryUrl).href);
  return chunks !== undefined;
}
