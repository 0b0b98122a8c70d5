// Fails an app's build when it imports from 'antd' a name the design system (design-system/antd.js)
// does not export: at run time that name would be undefined inside the host's shared antd
// (React error #130), so it must be caught here, not in the browser.
const path = require('node:path');
const { WebpackError } = require('webpack');
const { curatedFiles, exportNames } = require('./version-contract/surface.cjs');

const designSystemFile = curatedFiles.antd;
const routerFile = curatedFiles['react-router-dom'];
/** Package → the names its curated shared module exports (the same list its surface hashes). */
const curated = {
  antd: { file: designSystemFile, names: new Set(exportNames(designSystemFile)) },
  'react-router-dom': { file: routerFile, names: new Set(exportNames(routerFile)) },
};
/** Imported directly, these would bypass the shared router: a second router context. */
const forbidden = { 'react-router': 'react-router-dom', 'react-router/dom': 'react-router-dom' };

class DesignSystemCheckPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('DesignSystemCheck', (compilation) => {
      compilation.hooks.finishModules.tap('DesignSystemCheck', (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of module.dependencies) {
            const file = () => path.relative(compiler.context, module.resource);
            if (forbidden[dependency.request]) {
              compilation.errors.push(
                new WebpackError(
                  `${file()}: importe de '${forbidden[dependency.request]}', não de '${dependency.request}' (singleton compartilhado)`,
                ),
              );
              continue;
            }
            const shared = curated[dependency.request];
            if (!shared || !Array.isArray(dependency.ids)) continue;
            const name = dependency.ids[0];
            if (!name || shared.names.has(name)) continue;
            compilation.errors.push(
              new WebpackError(
                `${file()}: '${name}' de ${dependency.request} não está no módulo compartilhado ` +
                  `(shared/build-config/${path.relative(__dirname, shared.file)}): acrescente-o lá e ` +
                  'publique o host antes deste app',
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { DesignSystemCheckPlugin, designSystemFile, routerFile };
