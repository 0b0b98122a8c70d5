// The packages every app gets exactly once at run time (docs/architecture.md §3). Deep imports
// (react/jsx-runtime, react-dom/client, react-router) are listed explicitly because a
// package key does not cover them. @ant-design/icons is NOT shared whole (shared modules are not
// tree-shaken): each app bundles only the icon definitions it uses, and their one common component
// (components/AntdIconLight: IconBase, the icon context, the style injection) is a singleton the
// host provides (its antd uses it too), matched by its resolved file since icons import it relatively.
const path = require('node:path');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
/** The share key (and version-contract key) of the icons' common component. */
const ICON_BASE_KEY = '@ant-design/icons/es/components/AntdIconLight';

/** The icons' common component as the app at `dir` resolves it, and the icons' version. */
function iconBaseOf(dir) {
  // require.resolve would pick the CommonJS lib/ build; webpack resolves the ES one.
  const libFile = require.resolve('@ant-design/icons/es/components/AntdIconLight', { paths: [dir] });
  const packageDir = path.join(path.dirname(libFile), '..', '..');
  return {
    file: path.join(packageDir, 'es', 'components', 'AntdIconLight.js'),
    version: require(path.join(packageDir, 'package.json')).version,
  };
}

/**
 * @param {string} sessionVersion the version of @fidelidade/session the app builds against
 * @param {{ antdVersion?: string, antdExtras?: string[], routerVersion?: string, consumeOnly?: boolean,
 *   iconBase?: { file: string, version: string }, workspace?: { key: string, version: string }[] }} [options] antd is
 *   shared as the design system module (design-system/antd.js), whose own package version is not
 *   antd's: give it antd's; antdExtras are the antd/es folders shared one by one (extras.cjs).
 *   With routerVersion, react-router-dom is the curated design-system/react-router-dom.js, which
 *   bundles react-router inside: react-router is then not a separate shared package.
 *   consumeOnly (production remotes): `import: false`, no fallback copy: the host provides them all.
 *   iconBase: the app's resolved @ant-design/icons/es/components/AntdIconLight.js and icons' version.
 *   workspace: the shared modules of the workspace packages (workspace-shares.cjs).
 * @returns {Record<string, {singleton: boolean, requiredVersion: string, version?: string, import?: false}>}
 */
function sharedDependencies(sessionVersion, options = {}) {
  const shared = {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    ...(options.routerVersion
      ? { 'react-router-dom': { ...singleton('^7.0.0'), version: options.routerVersion } }
      : { 'react-router': singleton('^7.0.0'), 'react-router-dom': singleton('^7.0.0') }),
    antd: options.antdVersion
      ? { ...singleton('^6.0.0'), version: options.antdVersion }
      : singleton('^6.0.0'),
    ...Object.fromEntries(
      (options.antdExtras ?? []).map((folder) => [
        `antd/es/${folder}`,
        { ...singleton('^6.0.0'), version: options.antdVersion },
      ]),
    ),
    zustand: singleton('^5.0.0'),
    ky: singleton('^2.0.0'),
    '@tanstack/react-query': singleton('^5.0.0'),
    // workspace:* is not a range: give the run-time package an explicit one.
    '@fidelidade/session': {
      singleton: true,
      version: sessionVersion,
      requiredVersion: `^${sessionVersion.split('.')[0]}.0.0`,
    },
    ...Object.fromEntries(
      (options.workspace ?? []).map((share) => [
        share.key,
        { ...singleton(`^${share.version.split('.')[0]}.0.0`), version: share.version },
      ]),
    ),
    ...(options.iconBase
      ? {
          [options.iconBase.file]: {
            ...singleton('^6.0.0'),
            shareKey: ICON_BASE_KEY,
            version: options.iconBase.version,
          },
        }
      : {}),
  };
  if (!options.consumeOnly) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]),
  );
}

module.exports = { ICON_BASE_KEY, iconBaseOf, sharedDependencies };
