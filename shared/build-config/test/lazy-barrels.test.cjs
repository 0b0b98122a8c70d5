// test/lazy-barrels.cjs against the real barrels: the same exports, each module loaded on first use.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { test } = require('node:test');
const { lazy } = require('./lazy-barrels.cjs');

const host = path.join(__dirname, '..', '..', '..', 'host');

/** Compiles `file` as the transform leaves it, as a module of its own (not in require's cache). */
function loadLazily(file) {
  const module = new Module(file, null);
  module.filename = file;
  module.paths = Module._nodeModulePaths(path.dirname(file));
  module._compile(lazy(fs.readFileSync(file, 'utf8')), file);
  return module.exports;
}

const loaded = () => Object.keys(require.cache).length;

for (const [name, barrel, used] of [
  ['antd', 'lib/index.js', 'Button'],
  ['@ant-design/icons', 'lib/icons/index.js', 'PlusOutlined'],
]) {
  test(`${name}/${barrel}: every export kept, a module loaded when first used`, () => {
    const file = path.join(path.dirname(require.resolve(`${name}/package.json`, { paths: [host] })), barrel);
    const start = loaded();
    const exports = loadLazily(file);
    const lazily = loaded() - start;
    const eager = require(file);
    const eagerly = loaded() - start - lazily;
    // What the barrel's own top-level code runs (antd's React version warning) still loads.
    assert.ok(lazily * 10 < eagerly, `${lazily} modules loaded up front, against ${eagerly} eagerly`);
    assert.deepEqual(Object.keys(exports).sort(), Object.keys(eager).sort());
    assert.equal(exports[used], eager[used], `${used} is the same component`);
  });
}
