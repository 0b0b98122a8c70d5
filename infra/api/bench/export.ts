/**
 * CSV export benchmark (not a test): the built server (dist/server.mjs, rebuilt when stale) over
 * the benchmarks' data set (bench/ledger-data.ts: customers and a million-row points ledger), one
 * export of the activities list — GET loyalty/admin/activities/recent/?format=csv as ADMIN, every
 * ledger entry — read over loopback as fast as the client can. Prints the time to the first byte
 * and to the last, rows/s, MB, the server's RSS before the export and its peak during it (Linux
 * /proc VmRSS sampled, and VmHWM), and how long GET /ready/ (one query) took while the export
 * ran: other requests interleave with an export (db/cursor.ts).
 *
 *   node bench/export.ts [--customers 100000] [--entries 1000000]    # PGlite (temp dir)
 *   node bench/export.ts --data-dir DIR    # PGlite kept in DIR (loaded once, reused)
 *   node bench/export.ts --database-url postgres://user@127.0.0.1:5432/postgres   # PostgreSQL: a
 *        throwaway database is created next to the given one and dropped afterwards
 *   node bench/export.ts --smoke    # 2 000 customers, 20 000 entries (scripts/bench-smoke.ts)
 *
 * Exit code 1 when the export does not answer 200 or its row count is not the ledger's.
 */
import { parseArgs } from 'node:util';
import type { ServerProcess } from '../src/test/server-process.ts';
import { loadLedger } from './ledger-data.ts';
import { pct, procMb, runServedBench } from './served-bench.ts';

const { values: args } = parseArgs({
  // pnpm 12 passes a `--` through to the script (`bench:export -- --entries 100000`): drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    customers: { type: 'string' },
    entries: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const size = (given: string | undefined, full: number, smoke: number) =>
  Math.floor(Number(given ?? (args.smoke ? smoke : full)));
const CUSTOMERS = Math.max(10, size(args.customers, 100_000, 2_000));
const ENTRIES = Math.max(10, size(args.entries, 1_000_000, 20_000));
const PASSWORD = 'exportacao-benchmark';
const EXPORT_URL = '/api/v1/loyalty/admin/activities/recent/?format=csv';

interface ExportRun {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  lines: number;
  peakRssMb: number;
  readyMs: number[];
  readyFailures: number;
}

/** The export, streamed and counted; meanwhile the server's RSS is sampled and /ready/ probed. */
async function runExport(server: ServerProcess, token: string): Promise<ExportRun> {
  const pid = server.child.pid ?? 0;
  let peakRssMb = procMb(pid, 'VmRSS');
  let exporting = true;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, procMb(pid, 'VmRSS'));
  }, 50);
  const readyMs: number[] = [];
  let readyFailures = 0;
  const probe = (async () => {
    while (exporting) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/ready/`).catch(() => undefined);
      await res?.arrayBuffer();
      if (exporting && res?.status === 200) readyMs.push(performance.now() - started);
      else if (exporting) readyFailures += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}${EXPORT_URL}`, { headers: { authorization: `Bearer ${token}` } });
    const firstByteMs = performance.now() - started;
    let bytes = 0;
    let lines = 0;
    if (res.body) {
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
    }
    const totalMs = performance.now() - started;
    return { status: res.status, firstByteMs, totalMs, bytes, lines, peakRssMb, readyMs, readyFailures };
  } finally {
    exporting = false;
    clearInterval(sampler);
    await probe;
  }
}

await runServedBench({
  name: 'export',
  databaseUrl: args['database-url'],
  dataDir: args['data-dir'],
  password: PASSWORD,
  load: (handle) => loadLedger(handle, { customers: CUSTOMERS, entries: ENTRIES }),
  countedTable: 'points_ledger',
  next: 'exporting',
  async measure({ server, access, expected, label }) {
    const pid = server.child.pid ?? 0;
    const rssBeforeMb = procMb(pid, 'VmRSS');
    const hwmBeforeMb = procMb(pid, 'VmHWM');
    const run = await runExport(server, access);
    const hwmAfterMb = procMb(pid, 'VmHWM');
    const rowsExported = Math.max(0, run.lines - 1);
    const seconds = run.totalMs / 1000;

    console.log(
      `\n${label}: ${CUSTOMERS.toLocaleString('en')} customers, ${ENTRIES.toLocaleString('en')} ledger entries; ` +
        `GET loyalty/admin/activities/recent/?format=csv as ADMIN over loopback`,
    );
    console.log(
      `export: ${run.status}, ${rowsExported.toLocaleString('en')} rows (ledger ${expected.toLocaleString('en')}), ` +
        `${(run.bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(first byte ${(run.firstByteMs / 1000).toFixed(2)} s), ${Math.round(rowsExported / seconds).toLocaleString('en')} rows/s`,
    );
    console.log(
      `server RSS: ${rssBeforeMb.toFixed(0)} MB before, peak ${run.peakRssMb.toFixed(0)} MB during the export ` +
        `(VmHWM ${hwmBeforeMb.toFixed(0)} → ${hwmAfterMb.toFixed(0)} MB)`,
    );
    console.log(
      `GET /ready/ during the export: ${run.readyMs.length} requests, median ${pct(run.readyMs, 50).toFixed(1)} ms, ` +
        `max ${pct(run.readyMs, 100).toFixed(1)} ms, ${run.readyFailures} failed`,
    );
    if (run.status !== 200 || rowsExported !== expected || run.readyFailures > 0) {
      console.log(`FAILED: status ${run.status}, ${rowsExported} rows exported, ${expected} expected`);
      return false;
    }
    return true;
  },
});
