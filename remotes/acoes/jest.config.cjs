module.exports = require('@fidelidade/build-config/jest.preset.cjs');
