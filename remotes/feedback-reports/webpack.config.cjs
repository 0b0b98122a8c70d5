const { createWebpackConfig } = require('@fidelidade/build-config');

module.exports = createWebpackConfig({
  name: 'feedback_reports',
  dir: __dirname,
  devPort: 3105,
  title: 'feedback-reports (standalone)',
  exposes: { './Feedback': './src/feedback-app.tsx', './Reports': './src/reports-app.tsx' },
});
