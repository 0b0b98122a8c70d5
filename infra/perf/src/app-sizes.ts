// Gzipped JavaScript per app, from a production build's dist/:
//   host:   its start-up JS: the entry scripts and the chunks index.html preloads (its bootstrap and
//           the shared packages it provides), not the lazily shared antd components
//   remote: what the host loads of it: remoteEntry.js and its exposed modules' chunks (sync: the
//           async ones are the fallback copies of shared packages, never loaded while the host
//           provides them)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AppSize {
  files: number;
  gzipBytes: number;
}

type Assets = { assets?: { js?: { sync?: string[]; async?: string[] } } };
const assetFiles = (items: Assets[] | undefined) =>
  (items ?? []).flatMap((item) => [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])]);
const syncFiles = (items: Assets[] | undefined) =>
  (items ?? []).flatMap((item) => item.assets?.js?.sync ?? []);

function hostStartup(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="?preload"?[^>]*\shref)="?\/?([^\s">]+\.js)/g),
  ]
    .map((match) => match[1] ?? '')
    .filter(Boolean);
  // A build without preload hints: every JS file counts.
  return referenced.length > 1
    ? [...new Set(referenced)]
    : readdirSync(dist).filter((file) => file.endsWith('.js'));
}

function remoteOwn(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared?: Assets[];
    exposes?: Assets[];
  };
  const shared = new Set(assetFiles(manifest.shared));
  return ['remoteEntry.js', ...new Set(syncFiles(manifest.exposes).filter((file) => !shared.has(file)))];
}

export function appSize(dist: string, kind: 'host' | 'remote'): AppSize {
  const files = (kind === 'host' ? hostStartup(dist) : remoteOwn(dist)).filter((file) =>
    existsSync(path.join(dist, file)),
  );
  const gzipBytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(dist, file))).length,
    0,
  );
  return { files: files.length, gzipBytes };
}
