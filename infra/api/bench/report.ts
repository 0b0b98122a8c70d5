/**
 * Redemption report benchmark (not a test): the built server (dist/server.mjs, rebuilt when stale)
 * over a million redemptions (bench/report-data.ts), as ADMIN over loopback. Prints:
 *   - page: p50/p95 of GET reports/redemption-reports/?page=N (one page of rows + the six totals);
 *   - summary: the totals' SQL aggregate alone, from the answer's Server-Timing (p50);
 *   - PDF: GET …/pdf/ of the whole period, streamed — time, MB, pages, the server's peak RSS
 *     (SERVER_NODE_OPTIONS=--max-old-space-size=64 caps the server's heap: flat memory still finishes);
 *   - CSV: GET …/?format=csv of the whole period — time, MB, rows, the server's peak RSS.
 * The server's RSS is Linux /proc/<pid>/status VmRSS sampled every 50 ms (the PDF's also as the peak
 * of each quarter of its time, to tell growth from a plateau), and VmHWM.
 *
 *   node bench/report.ts [--redemptions 1000000]      # PGlite (temp dir)
 *   node bench/report.ts --data-dir DIR                 # PGlite kept in DIR (loaded once, reused)
 *   node bench/report.ts --database-url postgres://…    # PostgreSQL: a throwaway database
 *   node bench/report.ts --smoke                        # 2 000 redemptions (scripts/bench-smoke.ts)
 *
 * Exit code 1 when an answer is not 200, or the CSV's rows or the summary's count are not the table's.
 */
import { parseArgs } from 'node:util';
import type { ServerProcess } from '../src/test/server-process.ts';
import { loadRedemptions } from './report-data.ts';
import { pct, procMb, runServedBench } from './served-bench.ts';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    redemptions: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const REDEMPTIONS = Math.max(10, Math.floor(Number(args.redemptions ?? (args.smoke ? 2_000 : 1_000_000))));
const CUSTOMERS = args.smoke ? 500 : 20_000;
const PAGE_REQUESTS = args.smoke ? 5 : 30;
const PASSWORD = 'relatorio-benchmark';
const REPORT = '/api/v1/reports/redemption-reports/';

/** `summary;dur=12.3` of a Server-Timing header. */
const timing = (header: string | null, name: string) =>
  Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? Number.NaN);

interface Download {
  status: number;
  ms: number;
  bytes: number;
  lines: number;
  /** The page tree's "/Count N" (a PDF's pages), or NaN. */
  pages: number;
  body: Buffer | null;
  rssBeforeMb: number;
  peakRssMb: number;
  /** The peak RSS in each quarter of the download's time: growth shows as a rising sequence. */
  quarterPeaksMb: number[];
}

/** One streamed download, counted as it arrives, the server's RSS sampled meanwhile. */
async function download(server: ServerProcess, token: string, url: string, keepHead = 0): Promise<Download> {
  const pid = server.child.pid ?? 0;
  const rssBeforeMb = procMb(pid, 'VmRSS');
  const samples: { at: number; mb: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    samples.push({ at: performance.now() - started, mb: procMb(pid, 'VmRSS') });
  }, 50);
  try {
    const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    let lines = 0;
    let pages = Number.NaN;
    let carry = '';
    const head: Buffer[] = [];
    for await (const chunk of res.body ?? []) {
      if (bytes < keepHead) head.push(Buffer.from(chunk));
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
      // The last bytes of the previous chunk too, so a "/Count N" split between two is still found.
      const text = carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      const count = /\/Type \/Pages\n\/Count (\d+)\n/.exec(text)?.[1];
      if (count) pages = Number(count);
      carry = text.slice(-40);
    }
    const ms = performance.now() - started;
    const body = keepHead ? Buffer.concat(head) : null;
    const quarterPeaksMb = [1, 2, 3, 4].map((quarter) =>
      Math.max(
        0,
        ...samples
          .filter(({ at }) => at <= (ms * quarter) / 4 && at > (ms * (quarter - 1)) / 4)
          .map((s) => s.mb),
      ),
    );
    const peakRssMb = Math.max(rssBeforeMb, ...quarterPeaksMb);
    return { status: res.status, ms, bytes, lines, pages, body, rssBeforeMb, peakRssMb, quarterPeaksMb };
  } finally {
    clearInterval(sampler);
  }
}

await runServedBench({
  name: 'report',
  databaseUrl: args['database-url'],
  dataDir: args['data-dir'],
  password: PASSWORD,
  load: (handle) => loadRedemptions(handle, { customers: CUSTOMERS, redemptions: REDEMPTIONS }),
  countedTable: 'redemptions',
  next: 'measuring',
  async measure({ server, access, expected, label }) {
    const headers = { authorization: `Bearer ${access}` };

    const pageMs: number[] = [];
    const summaryMs: number[] = [];
    const rowsMs: number[] = [];
    let count = -1;
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}${REPORT}?page=${1 + (i % 10)}`, { headers });
      const body = (await res.json()) as { count?: number; data?: unknown[] };
      if (res.status !== 200) throw new Error(`report → ${res.status} ${JSON.stringify(body)}`);
      pageMs.push(performance.now() - started);
      summaryMs.push(timing(res.headers.get('server-timing'), 'summary'));
      rowsMs.push(timing(res.headers.get('server-timing'), 'rows'));
      count = body.count ?? -1;
    }
    const pid = server.child.pid ?? 0;
    const hwmBefore = procMb(pid, 'VmHWM');
    const pdf = await download(server, access, `${REPORT}pdf/`, 1024);
    const hwmAfterPdf = procMb(pid, 'VmHWM');
    const csv = await download(server, access, `${REPORT}?format=csv`);
    const hwmAfterCsv = procMb(pid, 'VmHWM');

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `\n${label}: ${REDEMPTIONS.toLocaleString('en')} redemptions; ADMIN over loopback, whole period`,
    );
    console.log(
      `page (GET ${REPORT}?page=1..10, ${PAGE_REQUESTS} requests): p50 ${pct(pageMs, 50).toFixed(1)} ms, ` +
        `p95 ${pct(pageMs, 95).toFixed(1)} ms (server: rows p50 ${pct(rowsMs, 50).toFixed(1)} ms)`,
    );
    console.log(`summary (six totals, one SQL aggregate): p50 ${pct(summaryMs, 50).toFixed(1)} ms`);
    console.log(
      `PDF: ${pdf.status}, ${mb(pdf.bytes)} MB, ${pdf.pages.toLocaleString('en')} pages in ${(pdf.ms / 1000).toFixed(1)} s; server RSS ` +
        `${pdf.rssBeforeMb.toFixed(0)} MB before, peak ${pdf.peakRssMb.toFixed(0)} MB (VmHWM ${hwmBefore.toFixed(0)} → ${hwmAfterPdf.toFixed(0)} MB); ` +
        `peak by quarter of the time ${pdf.quarterPeaksMb.map((mb) => mb.toFixed(0)).join(' / ')} MB`,
    );
    console.log(
      `CSV: ${csv.status}, ${(csv.lines - 1).toLocaleString('en')} rows, ${mb(csv.bytes)} MB in ${(csv.ms / 1000).toFixed(1)} s; ` +
        `server RSS peak ${csv.peakRssMb.toFixed(0)} MB (VmHWM → ${hwmAfterCsv.toFixed(0)} MB)`,
    );
    const pdfOk =
      pdf.status === 200 && pdf.body?.subarray(0, 5).toString() === '%PDF-' && Number.isFinite(pdf.pages);
    if (!pdfOk || csv.status !== 200 || csv.lines - 1 !== expected || count !== expected) {
      console.log(
        `FAILED: pdf ${pdf.status}, csv ${csv.status} with ${csv.lines - 1} rows, count ${count}, ${expected} expected`,
      );
      return false;
    }
    return true;
  },
});
