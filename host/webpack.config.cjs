const { createWebpackConfig } = require('@fidelidade/build-config');

module.exports = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  devPort: 3000,
  title: 'Sistema de Fidelidade',
  favicon: 'public/favicon.ico',
});
