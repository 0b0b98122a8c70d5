// What the host provides to remotes (docs/architecture.md §3, version contracts): for every shared
// module its version and, for the curated ones, the names it exports. A curated module's version
// is `<package version>+<8 hex of sha256(sorted names)>`, so it changes exactly when its surface
// does. Read from the sources at build time, not from webpack's module graph: the host must embed
// the result in its own bundle (DefinePlugin) before that graph exists.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { antdExtras } = require('../design-system/extras.cjs');

const designSystemDir = path.join(__dirname, '..', 'design-system');
const curatedFiles = {
  antd: path.join(designSystemDir, 'antd.js'),
  'react-router-dom': path.join(designSystemDir, 'react-router-dom.js'),
};

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * The run-time export names of an ES module source (type-only exports left out). `export *` is
 * refused: its names would depend on another file, and a surface must be readable here.
 */
function exportNames(file) {
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  if (/export\s*\*/.test(source)) throw new Error(`${file}: 'export *' não é suportado; liste os nomes`);
  const names = new Set();
  for (const [, typeOnly, list] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (typeOnly) continue;
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || /^type\s/.test(specifier)) continue;
      const name = specifier.split(/\s+as\s+/).pop();
      if (identifier.test(name)) names.add(name);
    }
  }
  const declaration = /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g;
  for (const [, name] of source.matchAll(declaration)) names.add(name);
  if (/export\s+default\b/.test(source)) names.add('default');
  return [...names].sort();
}

/** `<package version>+<first 8 hex of sha256 of the sorted names>`. */
function surfaceVersion(packageVersion, names) {
  const hash = createHash('sha256')
    .update([...names].sort().join('\n'))
    .digest('hex');
  return `${packageVersion}+${hash.slice(0, 8)}`;
}

/** The package a shared key belongs to ('react-dom/client' → 'react-dom', '@a/b/c' → '@a/b'). */
const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/** The version of `name` as the app at `appDir` resolves it (some packages do not export package.json). */
function packageVersion(name, appDir) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  } catch {
    let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
    for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === name)
        return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    }
    throw new Error(`versão de ${name} não encontrada a partir de ${appDir}`);
  }
}

/** The names of a curated module, or undefined for a package shared whole. */
function curatedNames(key, appDir, designSystem) {
  if (key === 'antd' && designSystem)
    return [...exportNames(curatedFiles.antd), ...Object.keys(antdExtras)].sort();
  if (key === 'react-router-dom' && designSystem) return exportNames(curatedFiles['react-router-dom']);
  if (key === '@fidelidade/session') return exportNames(require.resolve(key, { paths: [appDir] }));
  return undefined;
}

/**
 * The provides of an app built at `appDir` with these shared keys: the lazily shared antd
 * components ('antd/es/<folder>') count as names of 'antd', as the apps import them from there.
 * @param {string} appDir
 * @param {string[]} sharedKeys
 * @param {{ designSystem: boolean, workspaceShares?: { key: string, file: string, contractVersion: string }[] }} options
 *   without the design system antd and the router are the whole packages (perf measurements
 *   only): no names then.
 * @returns {Record<string, { version: string, names?: string[] }>}
 */
function providesOf(appDir, sharedKeys, options) {
  const provides = {};
  // Shared workspace modules (workspace-shares.cjs): names from their file, version from their content.
  const workspace = new Map((options.workspaceShares ?? []).map((share) => [share.key, share]));
  for (const key of [...sharedKeys].sort()) {
    if (key.startsWith('antd/es/')) continue;
    const share = workspace.get(key);
    if (share) {
      provides[key] = { version: share.contractVersion, names: exportNames(share.file) };
      continue;
    }
    const version = packageVersion(packageOf(key), appDir);
    const names = curatedNames(key, appDir, options.designSystem);
    provides[key] = names ? { version: surfaceVersion(version, names), names } : { version };
  }
  return provides;
}

/** 'antd/es/date-picker' → ['antd', 'DatePicker']: what an app imported, as the contract names it. */
function contractNameOf(request) {
  const folder = /^antd\/es\/([\w-]+)$/.exec(request)?.[1];
  const component = folder && Object.keys(antdExtras).find((name) => antdExtras[name] === folder);
  return component ? ['antd', component] : undefined;
}

module.exports = { contractNameOf, curatedFiles, exportNames, providesOf, surfaceVersion };
