import { execSync } from 'node:child_process';

/**
 * How every e2e browser starts: the config's default, and the specs that start their own Chromium
 * (the fake camera of vouchers.spec.ts) add their flags to these. Debian's Chromium: `playwright
 * install` cannot download browsers on these machines.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    execSync('command -v chromium || command -v chromium-browser').toString().trim(),
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
