import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { FORMAT_CACHE_FLAG } from './format-cache-flag.ts';

const run = promisify(execFile);

/** A small tree of packages covering each path of the hook, and a program that reports what loaded. */
function writeTree(root: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('app/package.json', '{"type":"module"}');
  write('app/src/b.js', 'export const b = "esm js";');
  write('app/src/c.ts', 'export const c: string = "esm ts";');
  fs.symlinkSync(path.join(root, 'app/src/c.ts'), path.join(root, 'app/src/linked.ts'));
  write('app/node_modules/dep/package.json', '{"type":"commonjs","main":"index.js"}');
  write('app/node_modules/dep/index.js', 'module.exports = { dep: "cjs" };');
  // No `type`: Node reads the file to tell its syntax, so the hook leaves it to Node.
  write('untyped/package.json', '{}');
  write('untyped/d.js', 'export const d = "detected";');
  write(
    'app/src/main.ts',
    `import { b } from './b.js';
import * as c from './c.ts';
import * as linked from './linked.ts';
import dep from 'dep';
import { d } from '../../untyped/d.js';
const missing = await import('./missing.js').catch((error) => error.code);
const folder = await import('./').catch((error) => error.code);
console.log(JSON.stringify({
  b, c: c.c, sameModuleThroughTheLink: c === linked, dep: dep.dep, d, missing, folder,
  resolved: import.meta.resolve('./linked.ts').replace(/^.*\\/app\\//, ''),
}));`,
  );
}

test('the format cache loads the same modules as Node alone, and fails alike', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'format-cache-'));
  try {
    writeTree(root);
    const main = path.join(root, 'app/src/main.ts');
    const [alone, cached] = await Promise.all([
      run(process.execPath, [main]),
      run(process.execPath, [FORMAT_CACHE_FLAG, main]),
    ]);
    const expected = {
      b: 'esm js',
      c: 'esm ts',
      sameModuleThroughTheLink: true,
      dep: 'cjs',
      d: 'detected',
      missing: 'ERR_MODULE_NOT_FOUND',
      folder: 'ERR_UNSUPPORTED_DIR_IMPORT',
      resolved: 'src/c.ts',
    };
    assert.deepEqual(JSON.parse(alone.stdout), expected);
    assert.deepEqual(JSON.parse(cached.stdout), expected);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
