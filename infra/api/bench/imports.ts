/**
 * CSV import benchmark (not a test): a customers file (CPF, name, e-mail, phone, home dealership,
 * marketing consent; Windows-1252, `;` with every 7th row in `,`, one bad row in 1 000) and then an
 * opening-balances file for the same customers, each through the real path — upload (multipart,
 * POST imports/), preview, confirm (start/) and the imports.run job to its end — timed, with the
 * process's peak RSS; then both files imported again, which must change nothing
 * (docs/performance.md, "CSV import").
 *
 *   node bench/imports.ts [--rows 100000]                                     # PGlite
 *   node bench/imports.ts --database-url postgres://user@127.0.0.1:5432/postgres  # PostgreSQL
 *   node bench/imports.ts --smoke    # 1 000 rows (scripts/bench-smoke.ts)
 *
 * Exit code 1 when a request did not answer as expected, a run did not end or counted otherwise
 * than the file says, the balances disagree with the ledger, or the second import changed a row.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customersFile, openingsFile } from '../src/test/import-files.ts';
import { balanceMismatches, batchMismatches } from '../src/test/loyalty-helpers.ts';
import { multipart } from '../src/test/multipart.ts';
import {
  adminApp,
  drain,
  exitCode,
  fail,
  insertBenchAdmin,
  liveHeapMb,
  machineLoad,
  mb,
  measured,
} from './bench-run.ts';
import { benchArgs, benchSize } from './bench-size.ts';
import { benchDatabase, rows } from './ledger-data.ts';

const args = benchArgs({ rows: { type: 'string' } });
const ROWS = benchSize(args.rows, 100_000, 1_000, args.smoke, 1_000);
/** One row in BAD_EVERY carries a mistake (customersFile's five kinds, in turn). */
const BAD_EVERY = 1_000;
const BAD = Math.floor(ROWS / BAD_EVERY);
const DEALERSHIP = 'Concessionária Benchmark Centro';

type Counts = { created: number; updated: number; unchanged: number; failed: number };

/** Everything an import writes, as one digest per table: equal digests, no row changed. */
const FINGERPRINT = sql`select
  (select md5(coalesce(string_agg(concat_ws('|', id, cpf, full_name, email, phone, dealership_id,
      points_balance, points_earned, marketing_consent, updated_at), ',' order by id), '')) from users) as users,
  (select md5(coalesce(string_agg(concat_ws('|', user_id, purpose, granted, changed_at), ','
      order by user_id, purpose), '')) from customer_consents) as consents,
  (select count(*)::int from consent_events) as consent_events,
  (select count(*)::int from points_batches) as batches,
  (select count(*)::int from points_ledger) as ledger,
  (select coalesce(sum(points), 0)::bigint::text from points_ledger) as points`;

async function importFile(app: FastifyInstance, headers: Record<string, string>, kind: string, file: Buffer) {
  const body = multipart({}, { file: { filename: `${kind}.csv`, contentType: 'text/csv', data: file } });
  const upload = await measured(
    () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/imports/?kind=${kind}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      }),
    app.dbHandle.observers,
  );
  if (upload.value.statusCode !== 201) {
    fail(`upload ${kind} → ${upload.value.statusCode} ${upload.value.body.slice(0, 200)}`);
    return null;
  }
  const imp = upload.value.json() as { id: number; total_rows: number; mapping: Record<string, string> };
  if (imp.total_rows !== ROWS) fail(`upload ${kind}: ${imp.total_rows} linhas, ${ROWS} esperadas`);
  const previewStarted = performance.now();
  const preview = await app.inject({
    method: 'POST',
    url: `/api/v1/imports/${imp.id}/preview/`,
    headers,
    payload: { mapping: imp.mapping },
  });
  const previewMs = performance.now() - previewStarted;
  if (preview.statusCode !== 200 || preview.json().rows.length !== 20)
    fail(`preview ${kind} → ${preview.statusCode} ${preview.body.slice(0, 200)}`);
  const state = sql`select state from imports where id = ${imp.id}`;
  const run = await measured(async () => {
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/imports/${imp.id}/start/`,
      headers,
      payload: { mapping: imp.mapping },
    });
    if (started.statusCode !== 202) {
      fail(`start ${kind} → ${started.statusCode} ${started.body.slice(0, 200)}`);
      return;
    }
    await drain(app, async () => {
      const [row] = await rows<{ state: string }>(app.db, state);
      return row?.state !== 'running';
    });
  }, app.dbHandle.observers);
  const done = (await app.inject({ url: `/api/v1/imports/${imp.id}/`, headers })).json() as {
    state: string;
    counts: Counts;
    last_error: string | null;
  };
  if (done.state !== 'done') fail(`importação ${kind}: ${done.state} ${done.last_error ?? ''}`);
  return { upload, previewMs, run, counts: done.counts };
}

/** With `node --expose-gc`: the JS heap still reachable after the import. */
const live = () => {
  const heap = liveHeapMb();
  return heap === null
    ? []
    : [`  heap JS vivo depois: ${heap.toFixed(0)} MB, RSS ${mb(process.memoryUsage.rss()).toFixed(0)} MB`];
};
const describe = (counts: Counts) =>
  `${counts.created} novas, ${counts.updated} alteradas, ${counts.unchanged} iguais, ${counts.failed} recusadas`;
type Measured = { seconds: number; cpuSeconds: number; peakMb: number; earlyPeakMb: number };
const figures = (m: Measured) =>
  `${m.seconds.toFixed(1)} s (CPU ${m.cpuSeconds.toFixed(1)} s), pico de RSS ${m.peakMb.toFixed(0)} MB (${m.earlyPeakMb.toFixed(0)} MB no primeiro quinto)`;

const t = await benchDatabase({ databaseUrl: args['database-url'], name: 'imports' });
try {
  await t.handle.migrate();
  await t.handle.db.execute(
    sql`insert into locations (address, city, state) values ('Rua do Benchmark, 1', 'Natal', 'RN')`,
  );
  await t.handle.db.execute(sql`insert into dealerships (name, cnpj, location_id)
    values (${DEALERSHIP}, '00000000000191', (select min(id) from locations))`);
  const { app, headers } = await adminApp(t.handle, await insertBenchAdmin(t.handle.db));
  const files = {
    customers: customersFile({ rows: ROWS, badEvery: BAD_EVERY, dealership: DEALERSHIP, windows1252: true }),
    opening_balances: openingsFile(ROWS, { expires: '31/12/2099' }),
  };
  console.log(
    `${t.label}, ${ROWS.toLocaleString('pt-BR')} linhas por arquivo (${BAD} recusadas), ${machineLoad()}`,
  );
  for (const pass of ['primeira', 'segunda'] as const) {
    const before = pass === 'primeira' ? null : (await rows(app.db, FINGERPRINT))[0];
    for (const kind of ['customers', 'opening_balances'] as const) {
      const file = files[kind];
      const result = await importFile(app, headers, kind, file);
      if (!result) continue;
      console.log(
        [
          `${kind}, ${pass} importação${pass === 'segunda' ? ' (o mesmo arquivo)' : ''} (${(file.length / 2 ** 20).toFixed(1)} MB): ${describe(result.counts)}`,
          `  envio ${figures(result.upload)}`,
          `  prévia ${result.previewMs.toFixed(0)} ms`,
          `  execução ${figures(result.run)}`,
          `  envio + execução ${(result.upload.seconds + result.run.seconds).toFixed(1)} s; ${machineLoad()}`,
          ...live(),
        ].join('\n'),
      );
      const expected =
        pass === 'primeira'
          ? { created: ROWS - BAD, updated: 0, unchanged: 0, failed: BAD }
          : { created: 0, updated: 0, unchanged: ROWS - BAD, failed: BAD };
      if (JSON.stringify(result.counts) !== JSON.stringify(expected))
        fail(`${kind}, ${pass}: ${describe(result.counts)}; esperado ${describe(expected)}`);
    }
    if (before) {
      const after = (await rows(app.db, FINGERPRINT))[0];
      if (JSON.stringify(after) !== JSON.stringify(before))
        fail(`a segunda importação mudou dados: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      else
        console.log('Segunda importação: nenhuma linha alterada (clientes, consentimentos, lotes, extrato)');
    }
  }
  const [consents] = await rows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from customer_consents where purpose = 'marketing_push'`,
  );
  if (consents?.n !== ROWS - BAD) fail(`${consents?.n} consentimentos, ${ROWS - BAD} esperados`);
  const mismatches = (await balanceMismatches(app.db)).length + (await batchMismatches(app.db)).length;
  if (mismatches !== 0) fail(`${mismatches} divergências entre saldos, extrato e lotes`);
  // The checks read whole tables (digests, balances against the ledger): not the import's memory.
  console.log(
    `RSS depois das verificações (não fazem parte da importação): ${mb(process.memoryUsage.rss()).toFixed(0)} MB`,
  );
  await app.close();
} finally {
  await t.cleanup();
}
process.exit(exitCode());
