// Host only, part of remote-container.js: a compact remote's own __webpack_require__ with its module
// helpers, as webpack 5 generates them for a remote entry (same names, same semantics).
const { hasOwn } = Object;

/** The folder of the script being evaluated (output.publicPath 'auto'). */
function currentScriptFolder() {
  let url = document.currentScript?.tagName.toUpperCase() === 'SCRIPT' ? document.currentScript.src : '';
  if (!url) {
    const scripts = document.getElementsByTagName('script');
    for (let index = scripts.length - 1; index > -1 && (!url || !/^https?:/.test(url)); index -= 1) {
      url = scripts[index].src;
    }
  }
  if (!url) throw new Error('Automatic publicPath is not supported in this browser');
  return url.replace(/^blob:|[?#].*$/g, '').replace(/\/[^/]+$/, '/');
}

function defineGetters(exports, definition) {
  if (Array.isArray(definition)) {
    for (let index = 0; index < definition.length; ) {
      const key = definition[index++];
      const binding = definition[index++];
      const descriptor =
        binding === 0 ? { enumerable: true, value: definition[index++] } : { enumerable: true, get: binding };
      if (!hasOwn(exports, key)) Object.defineProperty(exports, key, descriptor);
    }
    return;
  }
  for (const key in definition) {
    if (hasOwn(definition, key) && !hasOwn(exports, key)) {
      Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
    }
  }
}

/** __webpack_require__ and its module helpers (.m .c .i .d .o .r .n .g). */
function createRequire() {
  const factories = {};
  const cache = {};
  function require(moduleId) {
    const cached = cache[moduleId];
    if (cached !== undefined) return cached.exports;
    const module = { id: moduleId, loaded: false, exports: {} };
    cache[moduleId] = module;
    const execution = { id: moduleId, module, factory: factories[moduleId], require };
    for (const intercept of require.i) intercept(execution);
    execution.factory.call(
      execution.module.exports,
      execution.module,
      execution.module.exports,
      execution.require,
    );
    execution.module.loaded = true;
    return execution.module.exports;
  }
  require.m = factories;
  require.c = cache;
  require.i = [];
  require.d = defineGetters;
  require.o = hasOwn;
  require.r = (exports) => {
    Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
    Object.defineProperty(exports, '__esModule', { value: true });
  };
  require.n = (module) => {
    const getter = module?.__esModule ? () => module.default : () => module;
    defineGetters(getter, { a: getter });
    return getter;
  };
  require.g = globalThis;
  return require;
}

export { createRequire, currentScriptFolder, hasOwn };
