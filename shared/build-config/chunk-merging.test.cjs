// The host's start-up files and a remote's one-file-per-group, on real (tiny) federated builds;
// the host's output also runs in jsdom, since a wrong merge does not fail the build: it hangs the page.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { MergeGroupChunksPlugin } = require('./merge-group-chunks.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');
const { bootUntil, build, project } = require('./test/tiny-builds.cjs');

/** Two shared packages, the second importing the first: its chunk consumes what another provides. */
const packages = {
  'node_modules/lib-a/package.json': '{ "name": "lib-a", "version": "1.0.0", "main": "index.js" }',
  'node_modules/lib-a/index.js': "export default 'a';",
  'node_modules/lib-b/package.json': '{ "name": "lib-b", "version": "1.0.0", "main": "index.js" }',
  'node_modules/lib-b/index.js': "import a from 'lib-a';\nexport default a + 'b';",
  'node_modules/lib-c/package.json': '{ "name": "lib-c", "version": "1.0.0", "main": "index.js" }',
  'node_modules/lib-c/index.js': "export default function c() {\n  return ['c', document.title].join();\n}",
};
const shared = Object.fromEntries(
  ['lib-a', 'lib-b'].map((key) => [key, { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' }]),
);

test('host: the start-up chunks become a vendor and an app file, preloaded, and the page still boots', async () => {
  const dir = project({
    ...packages,
    'index.js': "import('./bootstrap');",
    'bootstrap.js': [
      "import a from 'lib-a';",
      "import b from 'lib-b';",
      "import c from 'lib-c';",
      "import { local } from './local';",
      "document.title = 'x';",
      'document.body.dataset.booted = [a, b, c(), local].join();',
    ].join('\n'),
    'local.js': "export const local = 'local';",
  });
  await build(dir, {
    output: { path: path.join(dir, 'dist'), publicPath: '', chunkFilename: '[name].[contenthash:10].js' },
    plugins: [
      new ModuleFederationPlugin({ name: 'host', shared, dts: false, manifest: false }),
      new HtmlWebpackPlugin({ filename: 'index.html' }),
      new PreloadStartupChunksPlugin({ bundle: true }),
    ],
  });
  const html = fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(
    preloaded.map((file) => file.replace(/\.[0-9a-f]{10}\.js$/, '')),
    ['startup-app', 'startup-vendor'],
  );
  const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  assert.deepEqual(scripts.sort(), ['main.js', ...preloaded].sort(), 'no other chunk file is left');
  const vendor = fs.readFileSync(path.join(dir, 'dist', preloaded[1]), 'utf8');
  for (const value of ["('a')", "+ 'b'"])
    assert.ok(vendor.includes(value), `${value}: the shared packages are in the vendor file`);
  assert.doesNotMatch(vendor, /'local'/, 'the app code is not');

  // Merged with what it consumes, a chunk would wait for itself: the bootstrap would never run.
  const booted = await bootUntil(path.join(dir, 'dist', 'index.html'), 'booted');
  assert.equal(booted.booted, 'a,ab,c,x,local');
});

test('remote: an exposed module loads one file of its own; code two exposes share stays apart', async () => {
  const dir = project({
    ...packages,
    'index.js': "import('./app');",
    'app.js':
      "import c from 'lib-c';\nimport { common } from './common';\nexport default [c(), common].join();",
    'record.js': "import { common } from './common';\nexport default common;",
    'common.js': "import b from 'lib-b';\nexport const common = 'common ' + b;",
  });
  await build(dir, {
    // Forces the split webpack makes on the real remotes (their vendor code is over the 20 KB default).
    optimization: {
      minimize: false,
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'async',
        minSize: 0,
        cacheGroups: { defaultVendors: { test: /node_modules/, enforce: true }, common: { minChunks: 2 } },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'tables',
        filename: 'remoteEntry.js',
        exposes: { './App': './app.js', './Record': './record.js' },
        shared,
        dts: false,
        manifest: true,
      }),
      new MergeGroupChunksPlugin({ containerName: 'tables' }),
    ],
  });
  // What the host preloads for a screen: the exposed module's chunks, from the remote's manifest.
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
  const jsOf = (name) => manifest.exposes.find((expose) => expose.name === name).assets.js.sync;
  const app = jsOf('App');
  const record = jsOf('Record');
  const both = app.filter((file) => record.includes(file));
  assert.equal(both.length, 1, `one file both exposes load: ${app} / ${record}`);
  assert.equal(app.length, 2, `App: its own file and the shared one (${app})`);
  assert.match(app.find((file) => !both.includes(file)) ?? '', /^__federation_expose_App\./);
  const own = fs.readFileSync(path.join(dir, 'dist', app.find((file) => !both.includes(file)) ?? ''), 'utf8');
  assert.match(own, /\['c', document\.title\]/, "lib-c (App's alone) joined App's file");
});
