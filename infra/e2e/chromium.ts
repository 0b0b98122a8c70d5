import { execSync } from 'node:child_process';
import path from 'node:path';

/**
 * Chromium's fontconfig reads fonts/fonts.conf: DejaVu only, whatever else the machine has
 * installed, so every machine renders the same glyphs (the pixel baselines of visual.spec.ts and
 * the font checks of look.spec.ts depend on it).
 */
export const FONTCONFIG_FILE = path.join(import.meta.dirname, 'fonts', 'fonts.conf');
const inherited = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

/**
 * How every e2e browser starts: the config's default, and the specs that start their own Chromium
 * (the fake camera of vouchers.spec.ts) add their flags to these. Debian's `chromium-headless-shell`
 * (`playwright install` cannot download browsers on these machines): Chromium's old headless mode,
 * the one Playwright itself runs headless tests in, without the full browser's display compositor.
 * It rendered the same pictures with a quarter less CPU than `chromium --headless` (docs/performance.md,
 * "The test suite"). CHROMIUM_PATH=chromium brings the full browser back, e.g. to watch with --headed.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? execSync('command -v chromium-headless-shell').toString().trim(),
  env: { ...inherited, FONTCONFIG_FILE },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
