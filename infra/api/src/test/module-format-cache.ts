// Loaded with `--import` (format-cache-flag.ts) into the API suite's test processes (run.ts), the
// processes its tests start from the sources, and the benchmarks' smoke runs (scripts/bench-smoke.ts);
// never into the product. Node 24 works out the format of every ES module
// it resolves (module or CommonJS, TypeScript or not) from the nearest package.json's `type`, and
// does so by copying that package's whole parsed configuration each time: for drizzle-orm, whose
// `exports` map is 178 KB, once for each of its hundreds of small files. Importing the test helpers
// (the app and everything it loads) took 3.6–4.4 s of CPU that way, 1.5–1.7 s with this hook.
// Here the `type` of each package folder is read once, a relative import with an extension is
// resolved as Node resolves it (that file, by its real path), and a package name is resolved by
// Node once per importing package; anything else goes to Node unchanged.
import fs from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type PackageType = 'module' | 'commonjs' | 'none';

interface PackageScope {
  /** The folder of the nearest package.json (or the root, where there is none). */
  root: string;
  type: PackageType;
}

const scopeOfFolder = new Map<string, PackageScope>();

/** A package.json's `type`; 'none' also for one that does not parse (Node then reports it itself). */
function declaredType(file: string): PackageType {
  try {
    const declared = (JSON.parse(fs.readFileSync(file, 'utf8')) as { type?: unknown }).type;
    return declared === 'module' || declared === 'commonjs' ? declared : 'none';
  } catch {
    return 'none';
  }
}

/** The package `folder` belongs to, and its `type`: its nearest package.json's, as Node reads it. */
function packageScope(folder: string): PackageScope {
  const known = scopeOfFolder.get(folder);
  if (known) return known;
  let scope: PackageScope;
  const file = path.join(folder, 'package.json');
  const parent = path.dirname(folder);
  // Node's lookup stops at a node_modules folder and at the file system's root.
  if (path.basename(folder) === 'node_modules') scope = { root: folder, type: 'none' };
  else if (fs.existsSync(file)) scope = { root: folder, type: declaredType(file) };
  else scope = parent === folder ? { root: folder, type: 'none' } : packageScope(parent);
  scopeOfFolder.set(folder, scope);
  return scope;
}

/**
 * The format Node would give the file, or undefined where Node must decide itself (a `.js` or `.ts`
 * file without a declared `type` is read to detect its syntax; other extensions are rare here).
 */
function formatOf(file: string): string | undefined {
  const extension = path.extname(file);
  if (extension === '.mjs') return 'module';
  if (extension === '.cjs') return 'commonjs';
  if (extension === '.mts') return 'module-typescript';
  if (extension === '.cts') return 'commonjs-typescript';
  if (extension !== '.js' && extension !== '.ts') return undefined;
  const { type } = packageScope(path.dirname(file));
  if (type === 'none') return undefined;
  const base = type === 'module' ? 'module' : 'commonjs';
  return extension === '.ts' ? `${base}-typescript` : base;
}

/** The file's real path (symbolic links resolved, as Node's resolution does), or undefined if absent. */
function realFile(file: string): string | undefined {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return undefined;
  }
}

/** What Node resolved a package name to, by name, importing package and conditions. */
const bareResolved = new Map<string, { url: string; format?: string | null }>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    const importing = context.conditions?.includes('import');
    if (!importing || !parent?.startsWith('file:') || /[?#%\\]/.test(specifier)) {
      return nextResolve(specifier, context);
    }
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      const file = fileURLToPath(new URL(specifier, parent));
      const format = path.extname(file) ? formatOf(file) : undefined;
      const real = format ? realFile(file) : undefined;
      // Anything unusual (no such file, no extension, no declared type) gets Node's own answer.
      if (!format || !real) return nextResolve(specifier, context);
      return { url: pathToFileURL(real).href, format, shortCircuit: true };
    }
    if (specifier.startsWith('node:') || specifier.startsWith('file:') || specifier.startsWith('/')) {
      return nextResolve(specifier, context);
    }
    // A package name resolves alike from every file of one package (pnpm gives each package one
    // node_modules folder, at its root), under the same conditions.
    const { root } = packageScope(path.dirname(fileURLToPath(parent)));
    const key = `${specifier}\u0000${root}\u0000${context.conditions?.join()}`;
    const known = bareResolved.get(key);
    if (known) return { ...known, shortCircuit: true };
    const resolved = nextResolve(specifier, context);
    bareResolved.set(key, { url: resolved.url, format: resolved.format });
    return resolved;
  },
});
