const { createWebpackConfig } = require('@fidelidade/build-config');

module.exports = createWebpackConfig({
  name: 'dashboard',
  dir: __dirname,
  devPort: 3101,
  title: 'Dashboard (standalone)',
  exposes: { './App': './src/app.tsx' },
});
