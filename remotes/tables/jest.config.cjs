const preset = require('@fidelidade/build-config/jest.preset.cjs');

// Role queries over antd tables are slow on the shared 2-core machines: allow more than jest's 5 s.
// Tables are tested on a desktop-wide window by default (src/test/desktop-screen.ts).
module.exports = {
  ...preset,
  testTimeout: 30_000,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/desktop-screen.ts'],
};
