module.exports = { preset: undefined, ...require('@fidelidade/build-config/jest.preset.cjs') };
