import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, $1)`:
 * many rows sent as one JSON parameter. drizzle's multi-row insert binds one parameter per cell and
 * builds its SQL cell by cell, every column of the table included: a thousand customers took about
 * three times the CPU this does (the builder, then the database binding 30 000 parameters),
 * measured in bench/imports.ts (docs/performance.md, "CSV import"). The caller appends what follows
 * (`on conflict …`, `returning …`) and runs it with `execute`.
 *
 * The columns are the first row's keys (the schema's property names) whose value is not undefined;
 * every row must give the same ones, so a column left out is the column's default for every row,
 * never a NULL for some. Values go as JSON.stringify writes them: a Date as ISO text (timestamptz),
 * an array into an array or jsonb column, an object into jsonb; so a column whose drizzle type maps
 * values in some other way must not come through here.
 */
export function insertFromJson<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
): SQL {
  const first = rows[0];
  if (!first) throw new Error('insertFromJson: nenhuma linha');
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => (first as Record<string, unknown>)[key] !== undefined);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertFromJson: ${getTableName(table)} não tem a coluna ${key}`);
    return column.name;
  });
  const json = rows.map((row, i) => {
    const values = row as Record<string, unknown>;
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    if (given.length !== keys.length || keys.some((key) => values[key] === undefined))
      throw new Error(`insertFromJson: a linha ${i} não tem as mesmas colunas da primeira`);
    return Object.fromEntries(keys.map((key, k) => [names[k], values[key]]));
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return sql`insert into ${table} (${list}) select ${list}
    from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`;
}
