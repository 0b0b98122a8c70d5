import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RegistryDocument, RegistryStorage } from './storage.ts';

/** A remote's build folder as `publish` expects it (package.json next to dist/); returns dist. */
export async function fakeBuild(content: string, packageVersion = '1.2.0') {
  const app = await mkdtemp(path.join(os.tmpdir(), 'remote-'));
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ version: packageVersion }));
  await mkdir(path.join(app, 'dist'));
  await writeFile(path.join(app, 'dist', 'remoteEntry.js'), content);
  await writeFile(path.join(app, 'dist', 'app.0123456789.js'), `chunk ${content}`);
  return path.join(app, 'dist');
}

/**
 * A registry kept in memory, for tests: it proves the registry touches its files only through
 * RegistryStorage (an object store would slot in the same way).
 */
export function memoryRegistry() {
  const documents = new Map<RegistryDocument, string>();
  const versions = new Map<string, Map<string, Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();

  async function readTree(dir: string, prefix = ''): Promise<[string, Buffer][]> {
    const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
    const nested = await Promise.all(
      entries.map(async (entry): Promise<[string, Buffer][]> => {
        const relative = path.posix.join(prefix, entry.name);
        if (entry.isDirectory()) return readTree(dir, relative);
        return [[relative, await readFile(path.join(dir, relative))]];
      }),
    );
    return nested.flat();
  }

  const storage: RegistryStorage = {
    location: 'memória',
    readDocument: async (name) => documents.get(name),
    writeDocument: async (name, text) => {
      documents.set(name, text);
    },
    listVersions: async (remote) =>
      [...versions.keys()]
        .filter((key) => key.startsWith(`${remote}/`))
        .map((key) => key.slice(remote.length + 1))
        .sort(),
    readVersionFile: async (remote, version, file) => versions.get(`${remote}/${version}`)?.get(file),
    putVersion: async (remote, version, sourceDir) => {
      const key = `${remote}/${version}`;
      if (versions.has(key)) return false;
      const files = new Map(await readTree(sourceDir));
      // Checked again after the await: like a create-only PUT, the first writer wins.
      if (versions.has(key)) return false;
      versions.set(key, files);
      return true;
    },
    withLock: <T>(work: () => Promise<T>) => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return { storage, documents, versions };
}
