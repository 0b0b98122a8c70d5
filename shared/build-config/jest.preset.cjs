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
  // ky and a few antd deps ship ESM only; let swc transform them (pnpm keeps them under .pnpm/).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ky|@ant-design|antd|rc-|@rc-component)/)',
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
