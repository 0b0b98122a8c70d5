// Role queries over antd tables are slow on the shared 2-core machines: allow more than jest's 5 s.
module.exports = { ...require('@fidelidade/build-config/jest.preset.cjs'), testTimeout: 30_000 };
