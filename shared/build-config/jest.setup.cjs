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

// jsdom has no MessageChannel; antd's Form (@rc-component/form) schedules its watchers with one.
// A timer-based stub keeps jest free of Node's real ports (which hold the event loop open).
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessagePortStub {
    constructor() {
      this.onmessage = null;
      this.peer = null;
    }
    postMessage(data) {
      setTimeout(() => this.peer?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  globalThis.MessageChannel = class MessageChannelStub {
    constructor() {
      this.port1 = new MessagePortStub();
      this.port2 = new MessagePortStub();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}

// findBy… and waitFor wait up to 10 s, not Testing Library's 1 s: a debounce of 500 ms plus a render
// took longer than 1 s on a loaded 2-core machine. A passing test waits no longer than before.
if (typeof window !== 'undefined') {
  require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
}
