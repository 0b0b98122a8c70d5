/** An upstream that refused or dropped a connection before answering is skipped this long. */
export const UPSTREAM_DOWN_MS = 5_000;

export interface Upstream {
  url: URL;
  /** Requests sent to it and not yet answered (or failed). */
  pending: number;
  /** Skipped for new requests until this time (passive health: no probe, only what requests saw). */
  downUntil: number;
}

/**
 * The API instances the gateway balances over: least pending first, ties taken in turn, so an
 * instance busy with a long request (an ERP sync, a report) gets fewer new ones. One that failed
 * recently is used only when every instance not yet tried has failed too (better to try than refuse).
 */
export class UpstreamPool {
  readonly upstreams: Upstream[];
  private turn = 0;

  constructor(urls: string | readonly string[]) {
    const list = typeof urls === 'string' ? urls.split(',') : urls;
    this.upstreams = list
      .map((url) => url.trim())
      .filter((url) => url !== '')
      .map((url) => ({ url: new URL(url), pending: 0, downUntil: 0 }));
    if (this.upstreams.length === 0) throw new Error('apiUrl: informe ao menos uma URL da API');
  }

  /** The next upstream for a request that has already tried `tried`; undefined when none is left. */
  pick(tried: ReadonlySet<Upstream>): Upstream | undefined {
    const now = Date.now();
    const count = this.upstreams.length;
    const start = this.turn++ % count;
    let best: Upstream | undefined;
    let bestUp = false;
    for (let i = 0; i < count; i++) {
      const candidate = this.upstreams[(start + i) % count];
      if (!candidate || tried.has(candidate)) continue;
      const up = candidate.downUntil <= now;
      const better = !best || (up && !bestUp) || (up === bestUp && candidate.pending < best.pending);
      if (better) {
        best = candidate;
        bestUp = up;
      }
    }
    return best;
  }

  markDown(upstream: Upstream): void {
    upstream.downUntil = Date.now() + UPSTREAM_DOWN_MS;
  }
}
