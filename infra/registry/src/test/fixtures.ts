import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HostProvides, ModuleSurface, VersionRequires } from '@fidelidade/contract/version-contract';
import type { RegistryDocument, RegistryStorage } from '../storage.ts';

/** A curated module's surface as the build writes it (shared/build-config/version-contract). */
export function curatedSurface(packageVersion: string, names: string[]): ModuleSurface {
  const sorted = [...names].sort();
  const hash = createHash('sha256').update(sorted.join('\n')).digest('hex');
  return { version: `${packageVersion}+${hash.slice(0, 8)}`, names: sorted };
}

/** A live host's provides.json (a few of its modules are enough for the registry). */
export const liveHostProvides: HostProvides = {
  '@fidelidade/session': curatedSurface('1.0.0', ['formatDate', 'sessionStore', 'useSession']),
  antd: curatedSurface('6.6.8', ['Button', 'Card', 'Table', 'Typography']),
  react: { version: '19.3.1' },
};

/** The requires.json of a build made against `provides` whose code imports `imports` (module → names). */
export function requiresAgainst(provides: HostProvides, imports: Record<string, string[]>): VersionRequires {
  const requires: VersionRequires = {};
  for (const [module, names] of Object.entries(imports)) {
    const surface = provides[module];
    if (!surface) throw new Error(`${module} não está nesse host`);
    requires[module] = surface.names
      ? { version: surface.version, names: [...names].sort() }
      : { version: surface.version };
  }
  return requires;
}

/** What a dashboard built against the live host requires. */
export const compatibleRequires = requiresAgainst(liveHostProvides, {
  '@fidelidade/session': ['useSession'],
  antd: ['Button', 'Card'],
  react: [],
});

/**
 * A remote's build folder as `publish` expects it (package.json next to dist/); returns dist. With
 * `requires`, the build also wrote its federation manifest and requires.json, as real builds do;
 * `exposes` (module → chunk files) go in that federation manifest.
 */
export async function fakeBuild(
  content: string,
  packageVersion = '1.2.0',
  requires?: VersionRequires,
  exposes: Record<string, string[]> = {},
) {
  const app = await mkdtemp(path.join(os.tmpdir(), 'remote-'));
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ version: packageVersion }));
  await mkdir(path.join(app, 'dist'));
  await writeFile(path.join(app, 'dist', 'remoteEntry.js'), content);
  await writeFile(path.join(app, 'dist', 'app.0123456789.js'), `chunk ${content}`);
  if (requires) {
    const manifestExposes = Object.entries(exposes).map(([module, sync]) => ({
      name: module.replace(/^\.\//, ''),
      path: module,
      assets: { js: { sync, async: [] }, css: { sync: [], async: [] } },
    }));
    await writeFile(
      path.join(app, 'dist', 'mf-manifest.json'),
      JSON.stringify({ shared: [], exposes: manifestExposes }),
    );
    await writeFile(path.join(app, 'dist', 'requires.json'), JSON.stringify(requires));
  }
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
