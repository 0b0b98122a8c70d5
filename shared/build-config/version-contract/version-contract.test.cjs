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

/** Runs the compiler and reads the requires.json the plugin wrote (the build must have no errors). */
async function buildRequires(compiler, dir) {
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  return JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'requires.json'), 'utf8'));
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
  const requires = await buildRequires(compiler, dir);
  assert.deepEqual(requires, {
    '@fidelidade/session': { version: provides['@fidelidade/session'].version, names: ['useSession'] },
    antd: { version: provides.antd.version, names: ['Button', 'Card', 'DatePicker', 'theme'] },
    react: { version: provides.react.version },
  });
});

test('requires.json: a module standing for a surface, an import implying one, one the build always needs', async () => {
  const dir = tempDir();
  const stand = path.join(dir, 'stand-in.js');
  fs.writeFileSync(stand, 'export default 1;\n');
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    "import standIn from './stand-in.js';\nimport { PlusOutlined } from 'icons';\nconsole.log(standIn, PlusOutlined);\n",
  );
  const withExtras = {
    ...provides,
    runtime: { version: '2.9.2', names: ['runtime@2.9.2'] },
    'icons/base': { version: '6.3.4' },
    container: { version: '1.0.0', names: ['container@1'] },
  };
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    externals: { icons: 'commonjs icons' },
    plugins: [
      new VersionContractPlugin({
        role: 'remote',
        provides: withExtras,
        implicitRequires: { [stand]: 'runtime' },
        requestImplies: { icons: 'icons/base' },
        // A compact remote entry calls the host's container runtime, whatever its modules import.
        alwaysRequires: ['container', 'not-provided'],
      }),
    ],
  });
  const requires = await buildRequires(compiler, dir);
  assert.deepEqual(requires, {
    container: { version: '1.0.0', names: ['container@1'] },
    'icons/base': { version: '6.3.4' },
    runtime: { version: '2.9.2', names: ['runtime@2.9.2'] },
  });
});

test('the shared MF bundler runtime: its release is a name, so a host on another release lacks it', () => {
  const { bundlerRuntimeSurface, CONTRACT_KEY } = require('../federation/bundler-runtime.cjs');
  const surface = bundlerRuntimeSurface();
  assert.deepEqual(surface.names, [`${CONTRACT_KEY}@${surface.version}`]);
  const otherRelease = `${CONTRACT_KEY}@${surface.version}-other`;
  assert.equal(surface.names.includes(otherRelease), false);
});

test('shared workspace modules: names from their file, a contract version that moves with the sources', () => {
  const { sourceHash, workspaceShares } = require('../workspace-shares.cjs');
  const shares = workspaceShares(hostDir);
  const keys = shares.map((share) => share.key);
  assert.ok(keys.includes('@fidelidade/ui/paginator'));
  assert.ok(keys.includes('@fidelidade/contract/enums'));
  assert.equal(keys.includes('@fidelidade/ui/dev-shell'), false, 'the dev shell stays in each app');
  assert.equal(keys.includes('@fidelidade/contract/capabilities'), false, 'used before the async boundary');
  const workspaceProvides = providesOf(hostDir, keys, { designSystem: true, workspaceShares: shares });
  assert.ok(workspaceProvides['@fidelidade/ui/paginator'].names.includes('Paginator'));
  assert.match(workspaceProvides['@fidelidade/ui/paginator'].version, /^1\.0\.0\+[0-9a-f]{8}$/);

  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'block.tsx'), 'export const block = 1;\n');
  const before = sourceHash(dir);
  fs.writeFileSync(path.join(dir, 'src', 'block.tsx'), 'export const block = 2;\n');
  const changed = sourceHash(dir);
  assert.notEqual(changed, before);
  fs.writeFileSync(path.join(dir, 'src', 'block.test.tsx'), 'test;\n');
  assert.equal(sourceHash(dir), changed, 'tests do not count');
});
