// A jest transform for the two barrel files our code imports from: antd's `lib/index.js` and
// @ant-design/icons' `lib/icons/index.js`. Each requires every module of its package up front (all
// antd components, ~1,700 icon modules; ~1.3 s to load both in plain Node), again for every test
// file, since jest gives each file its own module registry. Here each `var _x =
// _interopRequireDefault(require("./x"))` becomes a getter, so a component or icon module loads when
// a test first uses it, as webpack's tree shaking leaves the browser only the used ones. The exports
// (getters over `_x.default`) and everything else in the files are unchanged.
const crypto = require('node:crypto');
const fs = require('node:fs');

const EAGER_REQUIRE = /^var (_\w+) = _interopRequireDefault\(require\(("\.\/[^"]+")\)\);$/gm;

function lazy(source) {
  return source.replace(
    EAGER_REQUIRE,
    (_, name, path) =>
      `var ${name} = { get default() { return _interopRequireDefault(require(${path})).default; } };`,
  );
}

const salt = crypto.createHash('sha1').update(fs.readFileSync(__filename)).digest('hex');

module.exports = {
  process(source) {
    return { code: lazy(source) };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha1').update(salt).update(filename).update(source).digest('hex');
  },
  lazy,
};
