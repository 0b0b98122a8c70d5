// Records every request of a page as Chromium's network layer sees it (CDP), because only there do
// the real bytes show: `encodedDataLength` counts what came over the socket, headers included, so a
// 304 costs its headers and a cache hit nothing (Playwright's own request sizes can't tell them apart).
import type { BrowserContext, Page } from 'playwright-core';
import type { WireEntry } from './wire-summary.ts';

export async function recordWire(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  const entries = new Map<string, WireEntry>();
  // The status that came over the wire: a revalidated response is a 304 there, while
  // `responseReceived` reports the cached 200 it revived. Arrives before or after responseReceived.
  const wireStatus = new Map<string, number>();
  let inFlight = 0;
  let lastChange = performance.now();
  const settle = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  session.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id: the request goes on, under its new URL.
    if (!entries.has(event.requestId)) settle(1);
    entries.set(event.requestId, {
      url: event.request.url,
      status: 0,
      fromCache: false,
      bytes: 0,
      cacheControl: '',
    });
  });
  session.on('Network.responseReceivedExtraInfo', (event) => {
    wireStatus.set(event.requestId, event.statusCode);
  });
  session.on('Network.requestServedFromCache', (event) => {
    const entry = entries.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  session.on('Network.responseReceived', (event) => {
    const entry = entries.get(event.requestId);
    if (!entry) return;
    const { response } = event;
    entry.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache) entry.fromCache = true;
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'cache-control');
    entry.cacheControl = header?.[1] ?? '';
  });
  session.on('Network.loadingFinished', (event) => {
    const entry = entries.get(event.requestId);
    if (!entry) return;
    entry.bytes = event.encodedDataLength;
    settle(-1);
  });
  session.on('Network.loadingFailed', (event) => {
    const entry = entries.get(event.requestId);
    if (!entry) return;
    // Cancelled by the page itself (a navigation, an aborted fetch): not a failure of the server.
    if (event.canceled) entries.delete(event.requestId);
    else entry.status = 0;
    settle(-1);
  });
  await session.send('Network.enable');
  return {
    /** Resolves when nothing has been in flight for 500 ms. */
    async idle() {
      while (inFlight > 0 || performance.now() - lastChange < 500) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    entries: () =>
      [...entries].map(([id, entry]) => ({
        ...entry,
        status: entry.status && (wireStatus.get(id) ?? entry.status),
      })),
  };
}
