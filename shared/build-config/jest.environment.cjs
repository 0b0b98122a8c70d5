// jsdom test environment plus Node's fetch API (jsdom has none), so ky and other fetch clients run in jest.
// Request, Response, Headers, AbortController/AbortSignal and the streams must all come from the same
// realm (Node's undici): undici rejects a jsdom AbortSignal in `new Request(..., { signal })`.
// FormData, Blob and File stay jsdom's (forms and file inputs need them); tests that send multipart
// through fetch should build the body from Node's classes or fake fetch before the body is read.
const fs = require('node:fs');
const path = require('node:path');
const { withQuickReject } = require('./test/fast-style-match.cjs');

// Before jsdom loads its style rules (they take this function when they load): rules that cannot
// match an element are skipped before nwsapi is asked (test/fast-style-match.cjs).
const jsdomSelectors = require(
  require.resolve('jsdom/lib/jsdom/living/helpers/selectors.js', {
    paths: [fs.realpathSync(path.dirname(require.resolve('jest-environment-jsdom/package.json')))],
  }),
);
jsdomSelectors.matchesDontThrow = withQuickReject(jsdomSelectors.matchesDontThrow);

const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
