// The monolith yardstick of the performance benchmark (infra/perf): host + remotes as one app.
//   pnpm --filter @fidelidade/host exec webpack --config webpack.monolith.cjs --mode production
const { createMonolithConfig } = require('@fidelidade/build-config/monolith.cjs');

module.exports = createMonolithConfig({ hostDir: __dirname });
