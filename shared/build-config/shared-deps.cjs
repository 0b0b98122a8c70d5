// The packages every app gets exactly once at run time (DESIGN.md §3). Deep imports
// (react/jsx-runtime, react-dom/client, react-router) are listed explicitly because a
// package key does not cover them. @ant-design/icons is deliberately NOT shared: shared
// modules are not tree-shaken, so each app bundles only the icons it uses.
const sessionPackage = require('../session/package.json');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/** @returns {Record<string, {singleton: boolean, requiredVersion: string, version?: string}>} */
function sharedDependencies() {
  return {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    'react-router': singleton('^7.0.0'),
    'react-router-dom': singleton('^7.0.0'),
    antd: singleton('^6.0.0'),
    zustand: singleton('^5.0.0'),
    ky: singleton('^2.0.0'),
    '@tanstack/react-query': singleton('^5.0.0'),
    // workspace:* is not a range: give the run-time package an explicit one.
    '@fidelidade/session': {
      singleton: true,
      version: sessionPackage.version,
      requiredVersion: `^${sessionPackage.version.split('.')[0]}.0.0`,
    },
  };
}

module.exports = { sharedDependencies };
