const preset = require('@fidelidade/build-config/jest.preset.cjs');

// The screens render antd tables and forms; on a shared 2-core machine one first render can take
// several seconds, so the 5 s default is too tight.
module.exports = { ...preset, testTimeout: 60_000 };
