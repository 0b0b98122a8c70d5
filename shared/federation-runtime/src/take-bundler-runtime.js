// Production remotes: stands in for MF's bundler.js (resolve.alias in webpack.cjs), the object MF's
// generated federation entry copies onto __webpack_require__.federation. Its functions are the
// host's (provide-bundler-runtime.js; bundler-runtime.cjs says why); they are stateless, taking
// the container's own __webpack_require__ on every call.
import { containerFederation } from './container-federation.js';

const provided = globalThis.__FIDELIDADE_MF_BUNDLER_RUNTIME__;
if (!provided) throw new Error('host sem o runtime de federação compartilhado: publique o host antes');

export default containerFederation(provided);
