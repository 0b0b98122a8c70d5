const { createWebpackConfig } = require('@fidelidade/build-config');

module.exports = createWebpackConfig({
  name: 'acoes',
  dir: __dirname,
  devPort: 3102,
  title: 'acoes (standalone)',
  exposes: { './App': './src/app.tsx' },
});
