// The packages every app gets exactly once at run time (docs/architecture.md §3). Deep imports
// (react/jsx-runtime, react-dom/client, react-router) are listed explicitly because a
// package key does not cover them. @ant-design/icons is deliberately NOT shared: shared
// modules are not tree-shaken, so each app bundles only the icons it uses.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * @param {string} sessionVersion the version of @fidelidade/session the app builds against
 * @param {{ antdVersion?: string, antdExtras?: string[], routerVersion?: string }} [options] antd is
 *   shared as the design system module (design-system/antd.js), whose own package version is not
 *   antd's: give it antd's; antdExtras are the antd/es folders shared one by one (extras.cjs).
 *   With routerVersion, react-router-dom is the curated design-system/react-router-dom.js, which
 *   bundles react-router inside: react-router is then not a separate shared package.
 * @returns {Record<string, {singleton: boolean, requiredVersion: string, version?: string}>}
 */
function sharedDependencies(sessionVersion, options = {}) {
  return {
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
  };
}

module.exports = { sharedDependencies };
