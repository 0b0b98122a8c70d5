// Host only, part of remote-container.js: a compact remote's chunk loading (.u .l .f.j and its
// JSONP global), as webpack 5 generates it for a remote entry with output.chunkLoading 'jsonp'.
import { hasOwn } from './remote-require.js';

/** __webpack_require__.l: one <script> per URL, however many chunks wait for it. */
function scriptLoader(require, uniqueName) {
  const inProgress = {};
  return (url, done, key, _chunkId) => {
    if (inProgress[url]) {
      inProgress[url].push(done);
      return;
    }
    let script;
    let attach = false;
    if (key !== undefined) {
      for (const candidate of document.getElementsByTagName('script')) {
        if (
          candidate.getAttribute('src') === url ||
          candidate.getAttribute('data-webpack') === `${uniqueName}:${key}`
        ) {
          script = candidate;
          break;
        }
      }
    }
    if (!script) {
      attach = true;
      script = document.createElement('script');
      script.charset = 'utf-8';
      if (require.nc) script.setAttribute('nonce', require.nc);
      script.setAttribute('data-webpack', `${uniqueName}:${key}`);
      script.src = url;
    }
    inProgress[url] = [done];
    const complete = (previous, event) => {
      script.onerror = script.onload = null;
      clearTimeout(timeout);
      const waiting = inProgress[url];
      delete inProgress[url];
      script.parentNode?.removeChild(script);
      for (const callback of waiting ?? []) callback(event);
      if (previous) return previous(event);
    };
    const timeout = setTimeout(complete.bind(null, undefined, { type: 'timeout', target: script }), 120_000);
    script.onerror = complete.bind(null, script.onerror);
    script.onload = complete.bind(null, script.onload);
    if (attach) document.head.appendChild(script);
  };
}

/**
 * Installs .u, .l and the JSONP handler .f.j on `require`. A chunk without a file of its own (it
 * only groups consumed shared modules: `empty`) counts as loaded at once, as in webpack's chunk
 * matcher; any other is loaded, and an id the build did not list fails as a missing chunk.
 * @param {{ uniqueName: string, chunkGlobal: string, entryChunk: string | number,
 *   files: Record<string, string>, empty: (string | number)[] }} spec
 */
export function installChunkLoading(require, spec) {
  const { files } = spec;
  const installed = { [spec.entryChunk]: 0 };
  const empty = new Set(spec.empty.map(String));
  require.u = (chunkId) => files[chunkId];
  require.l = scriptLoader(require, spec.uniqueName);
  require.f.j = (chunkId, promises) => {
    let data = hasOwn(installed, chunkId) ? installed[chunkId] : undefined;
    if (data === 0) return;
    if (data) {
      promises.push(data[2]);
      return;
    }
    if (empty.has(String(chunkId))) {
      installed[chunkId] = 0;
      return;
    }
    let settle;
    const promise = new Promise((resolve, reject) => {
      settle = [resolve, reject];
    });
    data = [...settle, promise];
    installed[chunkId] = data;
    promises.push(promise);
    const error = new Error();
    const done = (event) => {
      if (!hasOwn(installed, chunkId)) return;
      data = installed[chunkId];
      if (data !== 0) installed[chunkId] = undefined;
      if (!data) return;
      const type = event && (event.type === 'load' ? 'missing' : event.type);
      const request = event?.target?.src;
      error.message = `Loading chunk ${chunkId} failed.\n(${type}: ${request})`;
      error.name = 'ChunkLoadError';
      error.type = type;
      error.request = request;
      error.event = event;
      data[1](error);
    };
    require.l(require.p + require.u(chunkId), done, `chunk-${chunkId}`, chunkId);
  };
  const receive = (parentPush, data) => {
    const [chunkIds, modules, runtime] = data;
    if (chunkIds.some((chunkId) => installed[chunkId] !== 0)) {
      for (const moduleId in modules) if (hasOwn(modules, moduleId)) require.m[moduleId] = modules[moduleId];
      if (runtime) runtime(require);
    }
    if (parentPush) parentPush(data);
    for (const chunkId of chunkIds) {
      if (hasOwn(installed, chunkId) && installed[chunkId]) installed[chunkId][0]();
      installed[chunkId] = 0;
    }
  };
  self[spec.chunkGlobal] = self[spec.chunkGlobal] || [];
  const queue = self[spec.chunkGlobal];
  queue.forEach(receive.bind(null, 0));
  queue.push = receive.bind(null, queue.push.bind(queue));
}
