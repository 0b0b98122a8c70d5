/**
 * Bulk credit benchmark (not a test): Tabelas → Usuários filtered to 100 000 customers among
 * 110 000, "all N matching the filter", a credit of points with a reason, through the real path —
 * POST bulk-actions/count/, POST bulk-actions/ (the targets fixed, one audit row) and the bulk.run
 * job to its end — timed, with CPU time and the process's peak RSS (docs/performance.md, "Bulk
 * credit").
 *
 *   node bench/bulk-credit.ts [--customers 100000]                                     # PGlite
 *   node bench/bulk-credit.ts --database-url postgres://user@127.0.0.1:5432/postgres  # PostgreSQL
 *   node bench/bulk-credit.ts --smoke    # 2 000 customers (scripts/bench-smoke.ts)
 *
 * Exit code 1 when a request did not answer as expected, the run did not end, a matching customer
 * was not credited exactly once (one batch, one ledger entry, the balance), a customer outside the
 * filter was credited, the audit row is not the one row naming every target, or the balances
 * disagree with the ledger and the batches.
 */
import { sql } from 'drizzle-orm';
import { balanceMismatches, batchMismatches } from '../src/test/loyalty-helpers.ts';
import {
  adminApp,
  drain,
  exitCode,
  fail,
  insertBenchAdmin,
  liveHeapMb,
  machineLoad,
  measured,
} from './bench-run.ts';
import { benchArgs, benchSize } from './bench-size.ts';
import { benchDatabase, rows } from './ledger-data.ts';

const args = benchArgs({});
const CUSTOMERS = benchSize(args.customers, 100_000, 2_000, args.smoke, 10);
/** Customers outside the filter: one for every ten inside. */
const OTHERS = Math.max(1, Math.floor(CUSTOMERS / 10));
const POINTS = 150;
const REASON = 'Evento de sábado na concessionária';
const FILTER = 'Evento Sábado';

const count = async (query: ReturnType<typeof sql>, db: Parameters<typeof rows>[0]) =>
  (await rows<{ n: number }>(db, query))[0]?.n ?? -1;

const t = await benchDatabase({ databaseUrl: args['database-url'], name: 'bulk-credit' });
try {
  const loadStarted = performance.now();
  const db = t.handle.db;
  await t.handle.migrate();
  await db.execute(
    sql`insert into locations (address, city, state) values ('Rua do Benchmark, 1', 'Natal', 'RN')`,
  );
  await db.execute(sql`insert into dealerships (name, cnpj, location_id)
    select 'Concessionária ' || g, lpad(g::text, 14, '0'), (select min(id) from locations)
    from generate_series(1, 5) g`);
  // The event's customers (the filter finds them by name, accents ignored) and others beside them.
  await db.execute(sql`insert into users (cpf, email, full_name, user_type, dealership_id, created_at)
    select lpad(g::text, 11, '0'), 'evento' || g || '@bench.example',
      case when g <= ${CUSTOMERS} then 'Cliente Evento Sábado ' || g else 'Cliente Avulso ' || g end,
      'CLIENTE', (select min(id) from dealerships) + g % 5, now() - interval '1 year'
    from generate_series(1, ${CUSTOMERS + OTHERS}) g`);
  const { app, headers } = await adminApp(t.handle, await insertBenchAdmin(db));
  // Every customer holds 40 points already: an opening batch and its ledger credit each, written
  // set-based with the triggers on (they keep the balances, the liability and the facts).
  await db.execute(sql`insert into points_batches (user_id, source, points, remaining, earned_at, available_at,
      released_at, external_id, description)
    select id, 'OPENING', 40, 40, now() - interval '30 days', now() - interval '30 days', now() - interval '30 days',
      'bench-opening:' || id, 'Saldo anterior'
    from users where user_type = 'CLIENTE'`);
  await db.execute(sql`insert into points_ledger (user_id, points, kind, description, external_id, created_at)
    select user_id, points, 'OPENING', description, external_id, earned_at from points_batches`);
  await db.execute(sql`update points_batches b set credit_entry_id = l.id
    from points_ledger l where l.external_id = b.external_id`);
  if (t.handle.driver === 'pglite') await t.handle.analyze();
  else await db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `${t.label}: ${CUSTOMERS.toLocaleString('pt-BR')} clientes no filtro, ${OTHERS.toLocaleString('pt-BR')} fora; carga ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; ${machineLoad()}`,
  );

  // 1. How many rows the filter holds (the confirmation's count).
  const selection = { list: 'points', filter: { search: FILTER } };
  const countStarted = performance.now();
  const counted = await app.inject({
    method: 'POST',
    url: '/api/v1/bulk-actions/count/',
    headers,
    payload: { selection },
  });
  const countMs = performance.now() - countStarted;
  if (counted.statusCode !== 200 || counted.json().count !== CUSTOMERS)
    fail(`count → ${counted.statusCode} ${counted.body.slice(0, 200)}; ${CUSTOMERS} esperados`);

  // 2. Confirmed with that count, then the job to its end.
  let bulkId = 0;
  let confirmMs = 0;
  const run = await measured(async () => {
    const confirmStarted = performance.now();
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/bulk-actions/',
      headers,
      payload: { selection, action: 'credit', points: POINTS, reason: REASON, expected_count: CUSTOMERS },
    });
    confirmMs = performance.now() - confirmStarted;
    if (started.statusCode !== 202) {
      fail(`POST bulk-actions → ${started.statusCode} ${started.body.slice(0, 200)}`);
      return;
    }
    bulkId = started.json().id;
    const state = sql`select j.state from jobs j join bulk_actions b on b.job_id = j.id where b.id = ${bulkId}`;
    await drain(app, async () => {
      const [row] = await rows<{ state: string }>(db, state);
      return row?.state === 'succeeded' || row?.state === 'failed';
    });
  }, t.handle.observers);
  const done = (await app.inject({ url: `/api/v1/bulk-actions/${bulkId}/`, headers })).json();
  const heap = liveHeapMb();
  console.log(
    [
      `Crédito em massa de ${CUSTOMERS.toLocaleString('pt-BR')} clientes (${POINTS} pontos): ${done.state}, ${done.applied} aplicados, ${done.skipped} pulados`,
      `  contagem do filtro ${countMs.toFixed(0)} ms; confirmação (alvos fixados, auditoria) ${confirmMs.toFixed(0)} ms`,
      `  confirmação + job ${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s), pico de RSS ${run.peakMb.toFixed(0)} MB (${run.earlyPeakMb.toFixed(0)} MB no primeiro quinto)`,
      `  ${machineLoad()}${heap === null ? '' : `; heap JS vivo depois: ${heap.toFixed(0)} MB`}`,
    ].join('\n'),
  );
  if (done.state !== 'succeeded' || done.applied !== CUSTOMERS || done.skipped !== 0)
    fail(`job: ${done.state}, ${done.applied} aplicados, ${done.skipped} pulados; ${CUSTOMERS} esperados`);

  // Each matching customer exactly once: one batch and one ledger entry with this action's key,
  // the balance up by the points; nobody outside the filter.
  const key = `bulk:${bulkId}:%`;
  const batches = await count(
    sql`select count(*)::int as n from (select user_id from points_batches where external_id like ${key}
      group by user_id having count(*) = 1) x`,
    db,
  );
  const entries = await count(
    sql`select count(*)::int as n from (select user_id from points_ledger where external_id like ${key}
      and points = ${POINTS} and reason = ${REASON} group by user_id having count(*) = 1) x`,
    db,
  );
  const outside = await count(
    sql`select count(*)::int as n from points_ledger l join users u on u.id = l.user_id
      where l.external_id like ${key} and u.full_name not like 'Cliente Evento Sábado %'`,
    db,
  );
  const balances = await count(
    sql`select count(*)::int as n from users where full_name like 'Cliente Evento Sábado %'
      and points_balance = 40 + ${POINTS}`,
    db,
  );
  if (batches !== CUSTOMERS || entries !== CUSTOMERS || balances !== CUSTOMERS || outside !== 0)
    fail(
      `cada cliente uma vez: ${batches} com um lote, ${entries} com um lançamento, ${balances} com o saldo certo (${CUSTOMERS} esperados), ${outside} fora do filtro`,
    );
  const [audit] = await rows<{ n: number; targets: number; distinct_targets: number }>(
    db,
    sql`select count(*)::int as n, max(jsonb_array_length(changes->'target_ids'->'after'))::int as targets,
        max((select count(distinct x) from jsonb_array_elements(changes->'target_ids'->'after') x))::int as distinct_targets
      from audit_log where action = 'bulk_credit' and target_id = ${String(bulkId)}`,
  );
  if (audit?.n !== 1 || audit.targets !== CUSTOMERS || audit.distinct_targets !== CUSTOMERS)
    fail(`auditoria: ${JSON.stringify(audit)}; uma linha com ${CUSTOMERS} alvos esperada`);
  const mismatches = (await balanceMismatches(db)).length + (await batchMismatches(db)).length;
  if (mismatches !== 0) fail(`${mismatches} divergências entre saldos, extrato e lotes`);
  else
    console.log(
      'Cada cliente creditado uma vez; uma linha de auditoria com todos os alvos; saldos = extrato = lotes',
    );
  await app.close();
} finally {
  await t.cleanup();
}
process.exit(exitCode());
