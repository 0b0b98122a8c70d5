// A compact remote entry on real (tiny) builds: a host carrying the container runtime, a remote
// whose remoteEntry.js is only its facts, booted together in jsdom through MF's loadRemote.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { bootUntil, build, project, serve } = require('../test/tiny-builds.cjs');
const { injectExternalRuntimeCorePlugin } = require('../webpack.cjs');
const bundlerRuntime = require('./bundler-runtime.cjs');
const { CompactRemoteEntryPlugin } = require('./compact-remote-entry.cjs');

const shareStrategy = 'loaded-first';
const libA = {
  'node_modules/lib-a/package.json': '{ "name": "lib-a", "version": "1.2.0", "main": "index.js" }',
  'node_modules/lib-a/index.js': "export const value = 'a@' + Math.random().toString(36).slice(2, 6);",
};

/** The host: provides lib-a and the MF runtime with the container runtime, loads tables/App. */
async function buildHost(remoteEntryUrl) {
  const dir = project({
    ...libA,
    'index.js': "import('./bootstrap');",
    'bootstrap.js': [
      "import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';",
      "import { value } from 'lib-a';",
      `registerRemotes([{ name: 'tables', entry: ${JSON.stringify(remoteEntryUrl)} }]);`,
      "loadRemote('tables/App').then(",
      '  async (app) => { document.body.dataset.result = [value, await app.default()].join(" | "); },',
      '  (error) => { document.body.dataset.result = "error: " + error.message; },',
      ');',
    ].join('\n'),
  });
  await build(dir, {
    output: { path: path.join(dir, 'dist'), publicPath: '', uniqueName: 'tiny_host' },
    resolve: {
      alias: bundlerRuntime.bundlerRuntimeAlias(true),
      // The tiny project has no node_modules of its own for MF's runtime: build-config's.
      modules: ['node_modules', path.join(__dirname, '..', 'node_modules')],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        shared: { 'lib-a': { singleton: true, requiredVersion: '^1.0.0', version: '1.2.0' } },
        shareStrategy,
        runtimePlugins: [injectExternalRuntimeCorePlugin(), bundlerRuntime.providerFile],
        experiments: bundlerRuntime.federationExperiments({
          isHost: true,
          externalRuntime: true,
          slim: true,
        }),
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ filename: 'index.html' }),
    ],
  });
  return dir;
}

/** The remote: consumes lib-a only; App lazily loads a chunk of its own and a CommonJS module. */
async function buildRemote(
  files = {},
  shared = { singleton: true, requiredVersion: '^1.0.0', import: false },
  federation = {},
) {
  const dir = project({
    ...libA,
    'index.js': "import('./app');",
    'app.js': [
      "import { value } from 'lib-a';",
      'export default async function app() {',
      "  const [{ lazy }, legacy] = await Promise.all([import('./lazy'), import('./legacy.cjs')]);",
      "  return ['remote saw ' + value, lazy, legacy.default.kind].join(', ');",
      '}',
    ].join('\n'),
    'lazy.js': "export const lazy = 'lazy chunk';",
    'legacy.cjs': "module.exports = { kind: 'commonjs' };",
    ...files,
  });
  const stats = await build(
    dir,
    {
      output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'tiny_tables' },
      resolve: { alias: bundlerRuntime.bundlerRuntimeAlias(false) },
      plugins: [
        new ModuleFederationPlugin({
          name: 'tables',
          filename: 'remoteEntry.js',
          exposes: { './App': './app.js' },
          shared: { 'lib-a': shared },
          shareStrategy,
          experiments: bundlerRuntime.federationExperiments({
            isHost: false,
            externalRuntime: true,
            slim: true,
          }),
          dts: false,
          manifest: false,
          ...(typeof federation === 'function' ? federation(dir) : federation),
        }),
        new CompactRemoteEntryPlugin({ containerName: 'tables', shareStrategy }),
      ],
    },
    { allowErrors: true },
  );
  return { dir, stats };
}

test('a compact remote entry is its facts only, and the remote runs on the host it was built for', async () => {
  const remote = await buildRemote();
  assert.equal(remote.stats.hasErrors(), false, remote.stats.toString('errors-only'));
  const entryFile = path.join(remote.dir, 'dist', 'remoteEntry.js');
  const entry = fs.readFileSync(entryFile, 'utf8');
  assert.match(entry, /^var tables = globalThis\.__FIDELIDADE_MF_BUNDLER_RUNTIME__\.container\(\{/);
  const [facts] = entry.split(', function (__webpack_require__)');
  assert.doesNotMatch(facts, /document|createElement|Promise/, 'no loading code of its own');
  // import() of CommonJS needs webpack's fake namespace helper, which the host does not provide.
  assert.match(entry, /function \(__webpack_require__\) \{[\s\S]*__webpack_require__\.t = /);

  const mounts = { remote: path.join(remote.dir, 'dist') };
  const server = await serve(mounts);
  mounts.host = path.join(await buildHost(`${server.url}/remote/remoteEntry.js`), 'dist');
  const booted = await bootUntil(`${server.url}/host/index.html`, 'result').finally(server.close);
  const [hostValue, remoteSaw] = booted.result.split(' | ');
  assert.match(hostValue, /^a@/, booted.result);
  assert.equal(
    remoteSaw,
    `remote saw ${hostValue}, lazy chunk, commonjs`,
    "the host's lib-a, the remote's chunks",
  );
});

test('a remote the container runtime does not cover fails its build instead of its page', async () => {
  const withFallback = await buildRemote({}, { singleton: true, requiredVersion: '^1.0.0' });
  assert.match(withFallback.stats.toString('errors-only'), /CompactRemoteEntry: um remote que provê/);
  const withWorker = await buildRemote({
    'app.js': "export default () => new Worker(new URL('./lazy.js', import.meta.url)).toString();",
  });
  assert.match(withWorker.stats.toString('errors-only'), /CompactRemoteEntry: o runtime do host não cobre/);
  // A runtime plugin of the remote's own would sit in the federation entry the compact entry replaces.
  const withPlugin = await buildRemote(
    { 'retry-plugin.js': "export default function retry() {\n  return { name: 'retry' };\n}" },
    undefined,
    (dir) => ({ runtimePlugins: [path.join(dir, 'retry-plugin.js')] }),
  );
  assert.match(
    withPlugin.stats.toString('errors-only'),
    /CompactRemoteEntry: a entrada do remote tem módulos além/,
  );
});
