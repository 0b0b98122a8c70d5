// The workspace packages' run-time modules shared as singletons the host provides, like antd's
// design system: @fidelidade/ui's blocks and two run-time entries of @fidelidade/contract (enums,
// ordering). Bundled into every remote, they cost each remote's first screen their
// bytes again (2–4 KB gz); shared, a page loads them once, as a monolith does.
// Each is shared by its deep import path ('@fidelidade/ui/paginator'), one singleton per module, so
// a screen only loads the blocks it uses. Their contract version is `<package version>+<8 hex of
// the sha256 of the package's sources>`: it moves with the content (surface.cjs), and the names a
// remote imports must be among the host's (unmetRequirements).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Exports of @fidelidade/ui that stay in each app: the standalone dev shell and a type-only module. */
const UI_NOT_SHARED = new Set(['./dev-shell', './typed-columns']);
// Not './capabilities': the host's entry checks screens with it before its async boundary
// (host/src/features/remotes/early-start.ts), where no shared module can be consumed.
const CONTRACT_SHARED = ['./enums', './ordering', './pt-br-number'];

/** The workspace package as the app sees it (its exports do not include package.json). */
function packageDirOf(name, appDir) {
  for (let dir = appDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
  }
  throw new Error(`${name} não encontrado a partir de ${appDir}`);
}

/** The package's sources (tests left out), hashed: the part of its contract version that moves with content. */
function sourceHash(packageDir) {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(path.join(packageDir, 'src'), { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(packageDir, 'src', file)));
  return hash.digest('hex').slice(0, 8);
}

/**
 * The shared workspace modules as the app at `appDir` resolves them.
 * @returns {{ key: string, file: string, version: string, contractVersion: string }[]}
 */
function workspaceShares(appDir) {
  const shares = [];
  for (const [name, exported] of [
    ['@fidelidade/ui', (entries) => entries.filter((entry) => !UI_NOT_SHARED.has(entry))],
    ['@fidelidade/contract', () => CONTRACT_SHARED],
  ]) {
    const dir = packageDirOf(name, appDir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const contractVersion = `${manifest.version}+${sourceHash(dir)}`;
    for (const entry of exported(Object.keys(manifest.exports))) {
      shares.push({
        key: `${name}/${entry.slice(2)}`,
        file: path.join(dir, manifest.exports[entry]),
        version: manifest.version,
        contractVersion,
      });
    }
  }
  return shares;
}

module.exports = { sourceHash, workspaceShares };
