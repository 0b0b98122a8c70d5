/**
 * PGlite statement benchmark (not a test): one thread, an in-memory database of `--rows` rows shaped
 * like `users`, the way the worker (src/db/pglite-worker.ts) runs statements. Two figures, each the
 * old path against the new one, alternating in rounds so the machine's drift hits both alike:
 *   1. statements a second, PGlite's `query` against named statements (src/db/pglite-prepared.ts),
 *      for a lookup by key and for a page of 20;
 *   2. decoding one run's answer into rows, PGlite's `parse.parseResults` against `decodeAnswer`
 *      (src/db/pglite-decode.ts), for one row and for 20.
 *
 *   node bench/pglite.ts [--rows 5000] [--rounds 5] [--seconds 1]   # each measure runs --seconds a round
 *   node bench/pglite.ts --smoke    # 200 rows, 2 rounds of 0.1 s (scripts/bench-smoke.ts)
 *
 * Exit code 1 when the two paths of a pair give different answers.
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { messages, PGlite, parse, protocol } from '@electric-sql/pglite';
import { type Column, columnParsers, decodeAnswer } from '../src/db/pglite-decode.ts';
import { preparedQueries } from '../src/db/pglite-prepared.ts';

const { values: args } = parseArgs({
  // pnpm 12 passes a `--` through to the script: drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rows: { type: 'string' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const ROWS = Math.max(50, Number(args.rows ?? (args.smoke ? 200 : 5_000)));
const ROUNDS = Math.max(1, Number(args.rounds ?? (args.smoke ? 2 : 5)));
const SECONDS = Math.max(0.05, Number(args.seconds ?? (args.smoke ? 0.1 : 1)));

const asText = (value: string) => value;
/** As the worker passes drizzle's raw-text types (timestamps, dates, intervals). */
const options = {
  rowMode: 'array' as const,
  parsers: { 1184: asText, 1114: asText, 1082: asText, 1186: asText },
};
const LOOKUP = 'select * from u where id = $1';
const PAGE = 'select * from u where is_active = $1 order by created_at desc, id desc limit 20 offset $2';

const db = await PGlite.create();
await db.exec(`
  create table u (id serial primary key, full_name text not null, email text not null, cpf varchar(11),
    user_type text not null, is_active boolean not null, points_balance bigint not null, dealership_id int,
    session_version int not null, created_at timestamptz not null, last_login timestamptz);
  create index on u (created_at desc, id desc);
  insert into u (full_name, email, cpf, user_type, is_active, points_balance, dealership_id, session_version, created_at, last_login)
  select 'Cliente ' || g, 'cliente' || g || '@example.com', lpad(g::text, 11, '0'), 'CLIENTE', g % 10 <> 0,
    g * 7 % 5000, g % 5, 1, now() - g * interval '1 minute', now()
  from generate_series(1, ${ROWS}) g;
  analyze u;`);

/** Runs `op` for SECONDS; returns operations a second. */
async function rate(op: (i: number) => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  let done = 0;
  while (performance.now() - started < SECONDS * 1000) await op(done++);
  return done / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const failures: string[] = [];
const prepared = preparedQueries(db);
const params = (text: string, i: number) => (text === LOOKUP ? [(i % ROWS) + 1] : [true, (i * 20) % ROWS]);

for (const [label, text] of [
  ['lookup by key', LOOKUP],
  ['page of 20', PAGE],
] as const) {
  const same = isDeepStrictEqual(
    await db.query(text, params(text, 7), options),
    await prepared.query(text, params(text, 7), options, false),
  );
  if (!same) failures.push(`${label}: named statement and query differ`);
  const plain: number[] = [];
  const named: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    plain.push(await rate((i) => db.query(text, params(text, i), options)));
    named.push(await rate((i) => prepared.query(text, params(text, i), options, false)));
  }
  const [a, b] = [median(plain), median(named)];
  console.log(`${label}: query ${a.toFixed(0)}/s, named ${b.toFixed(0)}/s (${(b / a).toFixed(2)}×)`);
}

for (const [label, text] of [
  ['decode 1 row', LOOKUP],
  ['decode 20 rows', PAGE],
] as const) {
  const name = `bench_${label.replace(/\W/g, '_')}`;
  const described = await db.execProtocolStream(
    Buffer.concat([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
  );
  const description = described.find((m) => m instanceof messages.RowDescriptionMessage);
  const values = params(text, 7).map(String);
  const answer = await db.execProtocolStream(
    Buffer.concat([
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
  );
  if (!description) {
    failures.push(`${label}: no row description`);
    continue;
  }
  const columns: Column[] = description.fields.map(({ name: column, dataTypeID }) => ({
    name: column,
    dataTypeID,
  }));
  const parsers = columnParsers(columns, db.parsers, options.parsers);
  const pglites = () => parse.parseResults([description, ...answer], db.parsers, options)[0];
  const ours = () => decodeAnswer(answer, columns, parsers, true);
  if (!isDeepStrictEqual(pglites(), ours())) failures.push(`${label}: decodeAnswer and parseResults differ`);
  const before: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    before.push(1e6 / (await rate(pglites)));
    after.push(1e6 / (await rate(ours)));
  }
  const [a, b] = [median(before), median(after)];
  console.log(
    `${label}: parseResults ${a.toFixed(1)} µs, decodeAnswer ${b.toFixed(1)} µs (${(a / b).toFixed(0)}× less)`,
  );
}

await db.close();
console.log(`${ROWS} rows, median of ${ROUNDS} rounds of ${SECONDS} s each`);
for (const failure of failures) console.error(`FALHOU: ${failure}`);
process.exitCode = failures.length > 0 ? 1 : 0;
