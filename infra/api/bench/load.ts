/**
 * Load benchmark (not a test): the built server (dist/server.mjs, rebuilt when stale) on a loopback
 * port over a fresh seeded database, in one run:
 *   1. the realistic mix: N signed-in sessions (half back-office, half customers) for a bounded time,
 *      with a /health probe every 100 ms on its own connection, twice: in the generator's thread and
 *      on a thread of its own (whose timings do not carry the generator's event-loop delay);
 *   2. the floor: the same N sessions hammering one trivial authenticated indexed read (load/floor.ts),
 *      so the mix's throughput is printed as a fraction of what the server and database can do at best;
 * then a check that nothing was lost (acknowledged writes present, every balance equal to its ledger
 * sum) and p50/p99 per operation.
 *
 *   node bench/load.ts [--seconds 60] [--sessions 50] [--floor-seconds 30]   # PGlite (temporary DATA_DIR)
 *   node bench/load.ts --database-url postgres://user@127.0.0.1:5432/postgres   # PostgreSQL: a
 *        throwaway database is created next to the given one and dropped afterwards
 *   node bench/load.ts --database-url postgres://… --instances 2   # PostgreSQL only: N API processes
 *        on the one database behind the local gateway (@fidelidade/registry), which the sessions use
 *   node bench/load.ts --smoke     # 4 sessions × 5 s + 3 s of floor, same checks (scripts/bench-smoke.ts, npm test)
 *
 * Exit code 1 when any request failed (mix, floor or /health), a phase answered nothing, or a write was lost.
 */

import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { buildIfStale } from '../src/test/server-process.ts';
import { type Fleet, instancesRefusal, killFleet, startFleet, stopFleet } from './load/fleet.ts';
import { runFloor } from './load/floor.ts';
import { probeHealth, probeHealthInThread } from './load/health-probe.ts';
import { lostWrites } from './load/lost-writes.ts';
import type { Acked } from './load/op.ts';
import { loadOptions } from './load/options.ts';
import { CUSTOMER_PASSWORD, type Prepared, prepare } from './load/prepare.ts';
import { createRecorder, errorCount, requestCount } from './load/recorder.ts';
import { floorLines, healthLine, printErrors, printMixTable, throughputLine } from './load/report.ts';
import { mixSession } from './load/session.ts';
import { openTarget } from './load/target.ts';

const options = loadOptions(process.argv.slice(2));
const refusal = instancesRefusal(options.instances, options.databaseUrl);
if (refusal) {
  console.error(refusal);
  process.exit(2);
}

buildIfStale();
const t = await openTarget(options.databaseUrl);
let fleet: Fleet | undefined;
let exitCode = 0;
try {
  let setup = await t.open();
  let prepared: Prepared;
  try {
    await setup.migrate();
    prepared = await prepare(setup.db, Math.round(options.sessions / 2));
    await setup.analyze();
  } finally {
    await setup.close();
  }
  fleet = await startFleet(options.instances, {
    ...t.env,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_MAX: '100000',
    LOGIN_RATE_ACCOUNT_MAX: '100000',
  });
  const base = fleet.base;

  const mix = createRecorder();
  const health = createRecorder();
  const healthThread = createRecorder();
  const floor = createRecorder();
  const acked: Acked = { redeem: [], offer: [], feedback: [] };
  const until = Date.now() + options.seconds * 1000;
  const backOffice = options.sessions - prepared.customers.length;
  const sessions: Promise<void>[] = [
    probeHealth(base, until, health),
    probeHealthInThread(base, until, healthThread),
  ];
  for (let i = 0; i < backOffice; i++) {
    const kind = (['admin', 'dealership', 'partner'] as const)[i % 3] ?? 'admin';
    const { email, password } = DEMO_ACCOUNTS[kind];
    sessions.push(
      mixSession({ base, kind, login: email, password, offerId: prepared.offerId, until }, mix, acked),
    );
  }
  for (const c of prepared.customers) {
    const plan = { base, kind: 'customer' as const, login: c.cpf, password: CUSTOMER_PASSWORD };
    sessions.push(mixSession({ ...plan, offerId: prepared.offerId, until }, mix, acked));
  }
  await Promise.all(sessions);
  await runFloor(base, options.sessions, options.floorSeconds, floor);
  const codes = await stopFleet(fleet);

  setup = await t.open();
  let lost: string[];
  try {
    lost = await lostWrites(setup.db, prepared.offerId, acked);
  } finally {
    await setup.close();
  }
  // A phase that answered nothing measured nothing: the smoke mode must fail rather than print zeros.
  const silent = [
    ...(requestCount(floor) === 0 ? ['the floor phase answered no request'] : []),
    ...(requestCount(health) === 0 ? ['the /health probe answered no request'] : []),
    ...(requestCount(healthThread) === 0 ? ['the /health probe on its own thread answered no request'] : []),
  ];

  console.log(
    `\n${t.label}, ${fleet.label}: ${options.sessions} sessions (${backOffice} back-office, ${prepared.customers.length} customers), ` +
      `${options.seconds} s of mix, then ${options.floorSeconds} s of floor`,
  );
  printMixTable(mix);
  const errors = errorCount(mix);
  console.log(
    `total: ${throughputLine(mix, options.seconds)}, ${errors} errors; ` +
      `writes acknowledged: ${acked.redeem.length} redemptions, ${acked.offer.length} offers, ${acked.feedback.length} feedbacks; ` +
      `lost writes: ${lost.length === 0 ? 0 : lost.join('; ')}; server exit ${codes.join(', ')}`,
  );
  for (const line of floorLines(floor, options.floorSeconds, mix, options.seconds)) console.log(line);
  console.log(healthLine(health, "generator's thread"));
  console.log(healthLine(healthThread, 'probe thread'));
  for (const rec of [mix, floor, health, healthThread]) printErrors(rec);
  for (const problem of silent) console.log(problem);
  const failed = errors + errorCount(floor) + errorCount(health) + errorCount(healthThread);
  if (failed > 0 || lost.length > 0 || silent.length > 0 || codes.some((code) => code !== 0)) exitCode = 1;
} finally {
  await killFleet(fleet);
  await t.cleanup();
}
process.exit(exitCode);
