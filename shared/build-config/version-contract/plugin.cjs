// Writes each build's side of the version contract next to mf-manifest.json: the host's
// provides.json (what it shares with remotes), a remote's requires.json (what its code imports from
// each shared module and the version it built against). The registry stores requires.json with the
// version and refuses to promote one the live host's provides cannot satisfy; the host's loader
// skips such a version in the browser (docs/architecture.md §3).
const path = require('node:path');
const { contractNameOf, curatedFiles } = require('./surface.cjs');

const NAME = 'VersionContract';
const inNodeModules = (file) => file.includes(`${path.sep}node_modules${path.sep}`);
const curatedResources = new Set(Object.values(curatedFiles));

/**
 * What the app's own modules import from the shared modules: key → names (for the curated ones,
 * whose provides lists names) or just the key. Packages under node_modules and the curated modules
 * themselves (the remote's fallback copies) are not the app's code.
 */
function collectRequires(modules, provides, implicitRequires = {}, requestImplies = {}) {
  const used = new Map();
  for (const module of modules) {
    // A build-config module standing for a whole provided surface (@fidelidade/federation-runtime/take-bundler-runtime.js).
    const implicitKey = module.resource && implicitRequires[module.resource];
    if (implicitKey && provides[implicitKey]) {
      used.set(implicitKey, new Set(provides[implicitKey].names ?? []));
      continue;
    }
    if (!module.resource || inNodeModules(module.resource) || curatedResources.has(module.resource)) continue;
    for (const dependency of module.dependencies) {
      const request = dependency.request;
      if (typeof request !== 'string') continue;
      const implied = requestImplies[request];
      if (implied && provides[implied] && !used.has(implied)) used.set(implied, new Set());
      const [key, extraName] = provides[request] ? [request, undefined] : (contractNameOf(request) ?? []);
      if (!key || !provides[key]) continue;
      const names = used.get(key) ?? new Set();
      used.set(key, names);
      const imported = extraName ?? (Array.isArray(dependency.ids) ? dependency.ids[0] : undefined);
      if (imported && provides[key].names) names.add(imported);
    }
  }
  const requires = {};
  for (const key of [...used.keys()].sort()) {
    const names = [...used.get(key)].sort();
    requires[key] = provides[key].names
      ? { version: provides[key].version, names }
      : { version: provides[key].version };
  }
  return requires;
}

class VersionContractPlugin {
  /**
   * @param {{ role: 'host' | 'remote', provides: Record<string, { version: string, names?: string[] }>,
   *   implicitRequires?: Record<string, string> }} options implicitRequires: module file → the
   *   provided key a remote requires whole (every name) when that module is in its build;
   *   requestImplies: an import its app code makes → a provided key that import then needs;
   *   alwaysRequires: provided keys a remote requires whole whatever its modules
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { role, provides } = this.options;
    const { RawSource } = compiler.webpack.sources;
    // The host's loader checks each remote version's requires against these before loading it.
    if (role === 'host')
      new compiler.webpack.DefinePlugin({ __FIDELIDADE_PROVIDES__: JSON.stringify(provides) }).apply(
        compiler,
      );
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let requires = {};
      if (role === 'remote') {
        compilation.hooks.finishModules.tap(NAME, (modules) => {
          requires = collectRequires(
            modules,
            provides,
            this.options.implicitRequires,
            this.options.requestImplies,
          );
          // Surfaces the build itself depends on, whatever the app code imports (a compact entry).
          for (const key of this.options.alwaysRequires ?? []) {
            if (provides[key]) requires[key] = provides[key];
          }
          requires = Object.fromEntries(Object.entries(requires).sort(([a], [b]) => (a < b ? -1 : 1)));
        });
      }
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const [file, content] = role === 'host' ? ['provides.json', provides] : ['requires.json', requires];
          compilation.emitAsset(file, new RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { VersionContractPlugin, collectRequires };
