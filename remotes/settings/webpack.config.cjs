const { createWebpackConfig } = require('@fidelidade/build-config');

module.exports = createWebpackConfig({
  name: 'settings',
  dir: __dirname,
  devPort: 3104,
  title: 'settings (standalone)',
  exposes: { './App': './src/app.tsx' },
});
