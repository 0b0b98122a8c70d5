import { randomUUID } from 'node:crypto';
import { access, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type LockOptions, withFileLock } from './local-lock.ts';
import type { RegistryDocument, RegistryStorage } from './storage.ts';

/** Where a version's files live in a local registry (also what the gateway serves). */
export const versionDir = (root: string, remote: string, version: string) => path.join(root, remote, version);

/** Builds in progress are copied here first; the gateway never serves it. */
export const stagingDirName = '.staging';

/**
 * A version's source maps (hidden-source-map: the scripts do not name them) are kept here, outside
 * the public version folder, for decoding error stacks; never served (docs/security.md).
 */
export const sourceMapsDirName = '.sourcemaps';

/** Whether a build file is a source map, which is never published with the version. */
export const isSourceMap = (file: string) => file.toLowerCase().endsWith('.map');

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The registry in a local directory (or a volume shared by the web server):
 * `<root>/registry.json`, `<root>/manifest.json`, `<root>/<remote>/<version>/…`, `<root>/.lock`,
 * and each version's source maps in `<root>/.sourcemaps/<remote>/<version>/…`.
 */
export function localRegistry(root: string, lock: LockOptions = {}): RegistryStorage {
  return {
    location: root,

    readDocument: (name: RegistryDocument) => unlessMissing(() => readFile(path.join(root, name), 'utf8')),

    // Write then rename: readers see the old file or the new one, never half of either.
    async writeDocument(name: RegistryDocument, text: string) {
      await mkdir(root, { recursive: true });
      const file = path.join(root, name);
      const draft = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(draft, text);
      await rename(draft, file);
    },

    async listVersions(remote: string) {
      const entries = await unlessMissing(() => readdir(path.join(root, remote), { withFileTypes: true }));
      return (entries ?? [])
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
    },

    // The copy into staging writes the entry, so its modification time is when it was published.
    publishedAt: async (remote: string, version: string) =>
      (await unlessMissing(() => stat(path.join(versionDir(root, remote, version), 'remoteEntry.js'))))
        ?.mtimeMs,

    readVersionFile: (remote: string, version: string, file: string) =>
      unlessMissing(() => readFile(path.join(versionDir(root, remote, version), file))),

    // Copy aside, then rename into place: the version appears whole or not at all, and renaming
    // onto an existing (non-empty) version fails instead of replacing it. Source maps stay out of
    // the public folder: they go to the private one once the version exists.
    async putVersion(remote: string, version: string, sourceDir: string) {
      const target = versionDir(root, remote, version);
      if (await unlessMissing(() => access(target).then(() => true))) return false;
      const staging = path.join(root, stagingDirName, `${remote}-${version}-${randomUUID()}`);
      try {
        const copy = { recursive: true, errorOnExist: true, force: false } as const;
        await cp(sourceDir, staging, { ...copy, filter: (source) => !isSourceMap(source) });
        await mkdir(path.dirname(target), { recursive: true });
        await rename(staging, target);
        await cp(sourceDir, path.join(root, sourceMapsDirName, remote, version), {
          recursive: true,
          force: true,
          filter: async (source) => isSourceMap(source) || (await stat(source)).isDirectory(),
        });
        return true;
      } catch (error) {
        if (['EEXIST', 'ENOTEMPTY'].includes(errorCode(error) ?? '')) return false;
        throw error;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    withLock: <T>(work: () => Promise<T>) => withFileLock(path.join(root, '.lock'), work, lock),
  };
}
