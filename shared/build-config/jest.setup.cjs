// Browser APIs jsdom lacks but antd uses.
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
  global.ResizeObserver = window.ResizeObserver;
  window.scrollTo = () => {};
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt, pseudo) => getComputedStyle(elt, pseudo ? undefined : pseudo);
}
// ky and fetch need these in jsdom.
const { TextEncoder, TextDecoder } = require('node:util');
global.TextEncoder = global.TextEncoder || TextEncoder;
global.TextDecoder = global.TextDecoder || TextDecoder;
for (const name of [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'AbortController',
  'ReadableStream',
]) {
  if (typeof global[name] === 'undefined' && typeof globalThis[name] !== 'undefined')
    global[name] = globalThis[name];
}
