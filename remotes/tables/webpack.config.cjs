const { createWebpackConfig } = require('@fidelidade/build-config');

module.exports = createWebpackConfig({
  name: 'tables',
  dir: __dirname,
  devPort: 3103,
  title: 'tables (standalone)',
  exposes: { './App': './src/app.tsx', './Customer': './src/customer-app.tsx' },
});
