// The host's link to antd's stylesheet, on a real (tiny) build with a stand-in antd package.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { AntdStylesheetPlugin } = require('./antd-stylesheet.cjs');
const { build, project } = require('./test/tiny-builds.cjs');

const css = '.ant-btn{cursor:pointer}';

test('antd’s stylesheet is emitted under a hash of its content and linked first in <head>', async () => {
  const dir = project({
    'node_modules/antd/dist/antd.css': css,
    'index.js': "document.body.dataset.booted = 'yes';",
  });
  const antdDir = path.join(dir, 'node_modules/antd');
  const buildOnce = () =>
    build(dir, {
      output: { path: path.join(dir, 'dist'), publicPath: '/' },
      plugins: [
        new HtmlWebpackPlugin({
          filename: 'index.html',
          templateContent: '<html><head><meta charset="utf-8"></head><body></body></html>',
        }),
        new AntdStylesheetPlugin({ antdDir }),
      ],
    });
  await buildOnce();
  const files = fs.readdirSync(path.join(dir, 'dist'));
  const sheet = files.find((file) => /^antd\.[0-9a-f]{10}\.css$/.test(file));
  assert.ok(sheet, `a hashed antd stylesheet among ${files.join(', ')}`);
  assert.equal(fs.readFileSync(path.join(dir, 'dist', sheet), 'utf8'), css, 'antd’s file, byte for byte');
  const html = fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(link|script)\b[^>]*>/g)].map((match) => match[0]);
  assert.match(tags[0] ?? '', new RegExp(`^<link rel="stylesheet" href="/${sheet}" data-antd-stylesheet>$`));

  // Another antd (an upgrade): another name, so no browser keeps the old rules.
  fs.writeFileSync(path.join(antdDir, 'dist/antd.css'), `${css}.ant-tag{margin:0}`);
  await buildOnce();
  const next = fs.readdirSync(path.join(dir, 'dist')).find((file) => file.startsWith('antd.'));
  assert.ok(next && next !== sheet, `${next} replaces ${sheet}`);
});
