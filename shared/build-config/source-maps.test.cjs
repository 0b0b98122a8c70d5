// Production builds keep their source maps beside the build, for decoding error stacks, and name
// them nowhere: no sourceMappingURL comment points a browser at them (docs/security.md, source maps).
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { createWebpackConfig } = require('./webpack.cjs');

const repo = path.resolve(__dirname, '../..');

test('host and remotes build production with hidden source maps; development keeps eval maps', () => {
  const apps = [
    { name: 'host', dir: path.join(repo, 'host'), devPort: 1 },
    {
      name: 'dashboard',
      dir: path.join(repo, 'remotes/dashboard'),
      exposes: { './App': './src/app.tsx' },
      devPort: 1,
    },
  ];
  for (const options of apps) {
    const config = createWebpackConfig(options);
    assert.equal(config({}, { mode: 'production' }).devtool, 'hidden-source-map', options.name);
    assert.equal(config({}, { mode: 'development' }).devtool, 'eval-cheap-module-source-map', options.name);
  }
});
