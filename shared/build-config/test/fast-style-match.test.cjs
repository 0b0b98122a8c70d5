// test/fast-style-match.cjs never skips a rule that matches: checked against jsdom's own matching
// (nwsapi) for tricky selectors on elements in context.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { mayMatch } = require('./fast-style-match.cjs');

const environmentDir = fs.realpathSync(
  path.dirname(
    require.resolve('jest-environment-jsdom/package.json', { paths: [path.join(__dirname, '..')] }),
  ),
);
const { JSDOM } = require(require.resolve('jsdom', { paths: [environmentDir] }));

const SELECTORS = [
  '.ant-btn',
  '.ant-btn.ant-btn-primary',
  ':where(.css-dev-only-do-not-override-abc).ant-btn:not(:disabled):hover',
  ':where(.css-dev-only-do-not-override-abc).ant-btn',
  '.a > .b',
  '.a .b',
  '.a+.b',
  '.a ~ .b',
  'div.a',
  '*.a',
  'span',
  '.a::before',
  '[class~="a"]',
  '.a, .b',
  ':is(.a, .b)',
  '.a:not(.b)',
  '.A',
  'input[type="text"].a',
  '.a[data-x="a .b, .c"]',
  '.b[data-x=")"]',
  '.\\31 23',
  ':not(.a) .b',
  '.a\n.b',
  'body :where(.a) > .b.c',
];
const CLASSES = [
  '',
  'a',
  'b',
  'A',
  'a b',
  'b c',
  'a b c',
  'ant-btn',
  'ant-btn ant-btn-primary',
  'css-dev-only-do-not-override-abc ant-btn',
];

test('a rule is skipped only when it cannot match: every selector on every element agrees with nwsapi', () => {
  const { document } = new JSDOM(
    `<!DOCTYPE html><body>${CLASSES.map((classes) => `<div class="${classes}"><span class="${classes}"></span><i class="b"></i></div>`).join('')}</body>`,
  ).window;
  let skipped = 0;
  for (const element of document.querySelectorAll('div, span, i')) {
    for (const selector of SELECTORS) {
      let matches = false;
      try {
        matches = element.matches(selector);
      } catch {
        matches = false;
      }
      const may = mayMatch(selector, element.getAttribute('class'));
      if (!may) skipped += 1;
      assert.ok(may || !matches, `${selector} matches <${element.localName} class="${element.className}">`);
    }
  }
  assert.ok(skipped > 100, `only ${skipped} element × rule pairs skipped`);
});

test('selectors it does not understand, and rules without one, always go to nwsapi', () => {
  assert.equal(mayMatch(undefined, 'x'), true);
  assert.equal(mayMatch('.a[data-x="unclosed', 'x'), true);
  assert.equal(mayMatch('.\\31 23', 'x'), true);
  assert.equal(mayMatch(':is(.a, .b)', 'x'), true);
  assert.equal(mayMatch('.ant-btn', 'x'), false);
  assert.equal(mayMatch('.ant-btn', 'ANT-BTN'), true, 'a quirks-mode document ignores the case');
});
