// One visit of a returning user: Chromium on a kept profile (its HTTP cache as the last visit left
// it), the signed-in dashboard, then each other screen through the side menu, recording the wire.
import { contentReady, launchSignedIn, type Screen, signIn, statNumbers } from './browser-session.ts';
import { recordWire } from './wire-recorder.ts';
import type { WireEntry } from './wire-summary.ts';

export interface VisitResult {
  entries: WireEntry[];
  /** What the changed remote wrote into the page (<html data-bench-revision>), if its new code ran. */
  revision: string | undefined;
}

export async function visitAllScreens(
  baseUrl: string,
  profileDir: string,
  available: Screen[],
): Promise<VisitResult> {
  const context = await launchSignedIn(profileDir, await signIn(baseUrl));
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const wire = await recordWire(context, page);
    await page.goto(`${baseUrl}/admin/dashboard`, { waitUntil: 'commit' });
    await page.waitForFunction(statNumbers, null, { polling: 'raf', timeout: 60_000 });
    await wire.idle();
    for (const screen of available) {
      const previousTitle = await page.evaluate((href) => {
        const link = document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`);
        if (!link) throw new Error(`menu sem ${href}`);
        const title = document.querySelector('[data-remote-status="ready"] h2')?.textContent ?? '';
        link.click();
        return title;
      }, `/admin/${screen.path}`);
      await page.waitForFunction(
        contentReady,
        { remote: screen.remote, previousTitle },
        { polling: 'raf', timeout: 60_000 },
      );
      await wire.idle();
    }
    const revision = await page.evaluate(() => document.documentElement.dataset.benchRevision);
    return { entries: wire.entries(), revision };
  } finally {
    // Closing the browser writes its cache to the profile: the next visit starts from it.
    await context.close();
  }
}
