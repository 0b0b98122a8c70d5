// The build side of the version contract, on a real (tiny) webpack compile.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const { VersionContractPlugin } = require('./plugin.cjs');
const { exportNames, providesOf, surfaceVersion } = require('./surface.cjs');

const hostDir = path.join(__dirname, '..', '..', '..', 'host');
const sharedKeys = ['react', 'antd', 'antd/es/date-picker', 'react-router-dom', '@fidelidade/session'];
const provides = providesOf(hostDir, sharedKeys, { designSystem: true });

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'version-contract-'));
}

test('export names: run-time names only, renamed ones by their exported name', () => {
  const file = path.join(tempDir(), 'index.ts');
  fs.writeFileSync(
    file,
    [
      "export type { Hidden } from './types';",
      "export { type AlsoHidden, shown, inner as outer } from './a'; // export { commented }",
      'export function declared() {}',
      'export const constant = 1;',
      '/* export { blockCommented } */',
    ].join('\n'),
  );
  assert.deepEqual(exportNames(file), ['constant', 'declared', 'outer', 'shown']);
});

test("the host's provides: curated modules list names and a version that moves with them", () => {
  assert.ok(provides.antd.names.includes('Button'));
  assert.ok(provides.antd.names.includes('DatePicker'), 'lazily shared components count as antd names');
  assert.equal(provides['antd/es/date-picker'], undefined);
  assert.ok(provides['react-router-dom'].names.includes('useNavigate'));
  assert.ok(provides['@fidelidade/session'].names.includes('useSession'));
  assert.equal(provides.react.names, undefined);
  const [antdVersion] = provides.antd.version.split('+');
  assert.equal(provides.antd.version, surfaceVersion(antdVersion, provides.antd.names));
  assert.notEqual(surfaceVersion(antdVersion, [...provides.antd.names, 'Segmented']), provides.antd.version);
});

test("a remote's requires.json lists what its code imports from each shared module", async () => {
  const dir = tempDir();
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    [
      "import { Button, Card, theme } from 'antd';",
      "import DatePicker from 'antd/es/date-picker';",
      "import { useSession } from '@fidelidade/session';",
      "import { useState } from 'react';",
      'console.log(Button, Card, theme.useToken, DatePicker, useSession, useState);',
    ].join('\n'),
  );
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    externals: Object.fromEntries(sharedKeys.map((key) => [key, `commonjs ${key}`])),
    plugins: [new VersionContractPlugin({ role: 'remote', provides })],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const requires = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'requires.json'), 'utf8'));
  assert.deepEqual(requires, {
    '@fidelidade/session': { version: provides['@fidelidade/session'].version, names: ['useSession'] },
    antd: { version: provides.antd.version, names: ['Button', 'Card', 'DatePicker', 'theme'] },
    react: { version: provides.react.version },
  });
});
