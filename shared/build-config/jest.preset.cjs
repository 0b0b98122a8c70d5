// Shared jest preset: swc for TS/TSX, jsdom, and the browser APIs antd needs.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  testEnvironmentOptions: { url: 'http://localhost/' },
  transform: {
    // antd's and the icons' barrels load their modules on first use (test/lazy-barrels.cjs).
    '/(antd/lib/index|@ant-design/icons/lib/icons/index)\\.js$': path.join(
      __dirname,
      'test',
      'lazy-barrels.cjs',
    ),
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // What swc transforms in node_modules (pnpm keeps packages under .pnpm/): ky, which ships ESM only;
  // the `es/` files some antd dependencies require from their CommonJS builds; and the two barrels
  // above. Every other antd file is CommonJS already and runs as shipped: transforming all of them
  // was 33 core-s of a run on a fresh clone, whose paths jest's transform cache has never seen
  // (jest phase 152 → 136 s).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky/|antd/lib/index\\.js$|@ant-design/icons/lib/icons/index\\.js$|(antd|rc-[^/]+|@ant-design/[^/]+|@rc-component/[^/]+)/es/))',
  ],
  moduleNameMapper: { '\\.(css|png|svg|jpg|gif)$': path.join(__dirname, 'jest.file-stub.cjs') },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // Rendering the antd shell takes seconds on a busy 2-core machine; 5 s flakes there.
  testTimeout: 30_000,
  // jest's default leaves one core to its parent process, which idles while workers run: on a
  // 2-core CI machine that was one worker and half the machine unused.
  maxWorkers: '100%',
};
