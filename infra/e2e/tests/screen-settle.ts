import { expect, type Page } from '@playwright/test';

/** Counts the page's requests in flight, so a screen opened without a page load can wait for its data. */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return { quietFor: (ms: number) => inFlight === 0 && Date.now() - lastChange >= ms };
}

export type RequestTracker = ReturnType<typeof trackRequests>;

/**
 * Moves the signed-in app to `url` the way a menu link or a tab does (history + popstate, no page
 * load): the shell and each remote load once per test instead of once per screen.
 */
export async function followInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
}

/** followInApp, then waits for `remote` to show the screen. */
export async function openInApp(page: Page, url: string, remote: string) {
  await followInApp(page, url);
  await expect(page.locator(`[data-remote="${remote}"][data-remote-status="ready"]`)).toBeVisible();
}

/**
 * Still: the tab the URL names shows something, the API has answered, nothing spins or pulses and
 * the fonts are in.
 */
export async function settle(page: Page, requests: RequestTracker) {
  // A tab reached inside the app can be drawn later than two frames (its code loads on first use,
  // e.g. Ações → Validar Voucher): until then its panel is empty, with no skeleton yet to wait for,
  // and a check read the tab strip over nothing (look.spec.ts, twice on 27 November).
  const tab = new URL(page.url()).searchParams.get('tab');
  if (tab) await expect(page.locator(`[role="tabpanel"][id$="-panel-${tab}"]`).first()).not.toBeEmpty();
  // Two frames: React has committed the new screen and its effects have sent their requests.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect.poll(() => requests.quietFor(250), { intervals: [50] }).toBe(true);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
