/**
 * List benchmark (not a test): the back-office list endpoints over a large data set, in process
 * (`app.inject`, no network). A fresh database is migrated and bulk-loaded with set-based SQL
 * (customers, a few dealerships/partners/stores/offers, points ledger entries over the last 365
 * days, customer totals computed once after), vacuumed and analysed; then each list is requested
 * sequentially with an ADMIN token and the median and p99 latency are printed.
 *
 *   node bench/lists.ts [--customers 100000] [--entries 1000000] [--requests 200]   # PGlite (temp dir)
 *   node bench/lists.ts --data-dir DIR   # PGlite kept in DIR: loaded on the first run, reused (and
 *        migrated) on later ones — for iterating on queries without reloading a million rows
 *   node bench/lists.ts --database-url postgres://user@127.0.0.1:5432/postgres       # PostgreSQL: a
 *        throwaway database is created next to the given one and dropped afterwards
 *   node bench/lists.ts --smoke    # 2 000 customers, 20 000 entries, 20 requests (scripts/bench-smoke.ts)
 *
 * Exit code 1 when any request did not answer 200 or a customer's totals differ from their ledger.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { sessionAccess } from '../src/test/helpers.ts';
import { benchArgs, benchSize } from './bench-size.ts';
import { benchDatabase, loadLedger, rows, scopedUsers, totalsMismatches } from './ledger-data.ts';

const args = benchArgs({ warmup: { type: 'string' }, 'data-dir': { type: 'string' } });
const CUSTOMERS = benchSize(args.customers, 100_000, 2_000, args.smoke, 10);
const ENTRIES = benchSize(args.entries, 1_000_000, 20_000, args.smoke, 10);
const REQUESTS = benchSize(args.requests, 200, 20, args.smoke);
const WARMUP = benchSize(args.warmup, 20, 2, args.smoke, 0);

// ---------------------------------------------------------------------------------------------

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const t = await benchDatabase({
  databaseUrl: args['database-url'],
  dataDir: args['data-dir'],
  name: 'lists',
});
let exitCode = 0;
try {
  const loadStarted = performance.now();
  const { adminId, steps } = await loadLedger(t.handle, { customers: CUSTOMERS, entries: ENTRIES });
  const loadMs = performance.now() - loadStarted;
  console.error(`loaded in ${(loadMs / 1000).toFixed(1)} s; measuring…`);

  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-media-'));
  const app = await buildApp({
    db: t.handle,
    logger: false,
    config: {
      SEED: false,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      MEDIA_DIR: mediaDir,
      LOGIN_RATE_MAX: 1_000_000,
      LOGIN_RATE_ACCOUNT_MAX: 1_000_000,
    },
  });
  try {
    await app.ready();
    // Tokens as a sign-in issues them: with the user's current session version, which the API checks.
    const tokenFor = async (id: number, userType: string) => {
      const [user] = await rows<{ sv: number }>(
        t.handle.db,
        sql`select session_version as sv from users where id = ${id}`,
      );
      return await sessionAccess(app, { id, userType, sessionVersion: user?.sv ?? 0 });
    };
    const token = await tokenFor(adminId, 'ADMIN');
    const { dealershipUser, partnerUser } = await scopedUsers(t.handle.db);
    const dealerToken = await tokenFor(dealershipUser, 'DEALERSHIP');
    const partnerToken = await tokenFor(partnerUser, 'PARCEIRO');
    const cases: Array<[string, string, string?]> = [
      ['points/summary p1', '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10'],
      [
        'points/summary p1 search=silva',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10&search=silva',
      ],
      ['activities/recent p1', '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10'],
      ['activities/recent p50', '/api/v1/loyalty/admin/activities/recent/?page=50&page_size=10'],
      [
        'activities/recent p1 search=silva',
        '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10&search=silva',
      ],
      ['offers/list p1', '/api/v1/loyalty/admin/offers/list/?page=1&page_size=10'],
      [
        'offers/list p1 search=café',
        `/api/v1/loyalty/admin/offers/list/?page=1&page_size=10&search=${encodeURIComponent('café')}`,
      ],
      // ?ordering= (docs/api.md): each field of the big lists walks an index (migration 0009).
      [
        'points/summary p1 by -points_balance',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10&ordering=-points_balance',
      ],
      [
        'points/summary p1 by user_name',
        '/api/v1/loyalty/admin/points/summary/?page_size=10&ordering=user_name',
      ],
      ['activities/recent p1 by created_at', '/api/v1/loyalty/admin/activities/recent/?ordering=created_at'],
      ['users/admin/list p1 by email', '/api/v1/users/admin/list/?page_size=10&ordering=email'],
      // Scoped lists (docs/architecture.md §6): a dealership's customers and entries; a partner's stores.
      [
        'points/summary p1 dealership',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10',
        dealerToken,
      ],
      [
        'activities/recent p1 dealership',
        '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10',
        dealerToken,
      ],
      [
        'points/summary p1 partner',
        '/api/v1/loyalty/admin/points/summary/?page=1&page_size=10',
        partnerToken,
      ],
      [
        'activities/recent p1 partner',
        '/api/v1/loyalty/admin/activities/recent/?page=1&page_size=10',
        partnerToken,
      ],
      // A scope sorts its own customers (no index walk over every customer).
      [
        'points/summary p1 dealership by -balance',
        '/api/v1/loyalty/admin/points/summary/?page_size=10&ordering=-points_balance',
        dealerToken,
      ],
      [
        'points/summary p1 partner by -balance',
        '/api/v1/loyalty/admin/points/summary/?page_size=10&ordering=-points_balance',
        partnerToken,
      ],
      // The dashboard's trends (SQL aggregates per São Paulo day; `count` below is the days answered).
      ['dashboard/trends 30 days', '/api/v1/users/dashboard/trends/?days=30'],
      ['dashboard/trends 90 days', '/api/v1/users/dashboard/trends/?days=90'],
      ['dashboard/trends 90 days dealership', '/api/v1/users/dashboard/trends/?days=90', dealerToken],
      ['dashboard/trends 90 days partner', '/api/v1/users/dashboard/trends/?days=90', partnerToken],
    ];
    const results: Array<{ name: string; count: number; median: number; p99: number; failures: string[] }> =
      [];
    for (const [name, url, caseToken = token] of cases) {
      const times: number[] = [];
      const failures: string[] = [];
      let count = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const started = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${caseToken}` },
        });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        else {
          const body = res.json<{ count?: number; series?: unknown[] }>();
          count = body.count ?? body.series?.length ?? 0;
        }
        if (i >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      results.push({ name, count, median: pct(times, 50), p99: pct(times, 99), failures });
      console.error(`  ${name}: median ${pct(times, 50).toFixed(1)} ms`);
      if (failures.length > 0) exitCode = 1;
    }

    console.log(
      `\n${t.label}: ${CUSTOMERS.toLocaleString('en')} customers, ${ENTRIES.toLocaleString('en')} ledger entries, ` +
        `${REQUESTS} requests per endpoint after ${WARMUP} warm-ups (app.inject, sequential)`,
    );
    console.log(
      `load: ${(loadMs / 1000).toFixed(1)} s (${steps.map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`).join(', ')})`,
    );
    console.log(
      `${'endpoint'.padEnd(36)} ${'count'.padStart(9)} ${'median ms'.padStart(10)} ${'p99 ms'.padStart(9)} ${'errors'.padStart(6)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(36)} ${String(r.count).padStart(9)} ${r.median.toFixed(1).padStart(10)} ${r.p99.toFixed(1).padStart(9)} ${String(r.failures.length).padStart(6)}`,
      );
    for (const r of results)
      if (r.failures.length > 0) console.log(`errors in ${r.name}: ${r.failures.slice(0, 3).join(' | ')}`);
    const mismatches = await totalsMismatches(t.handle.db);
    console.log(`customers whose totals differ from their ledger: ${mismatches}`);
    if (mismatches !== 0) exitCode = 1;
  } finally {
    await app.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
} finally {
  await t.cleanup();
}
process.exit(exitCode);
