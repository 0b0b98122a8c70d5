/**
 * Named (server-side prepared) statements for every parameterised query on PostgreSQL, as postgres.js
 * and pgx do by default. node-postgres sends an unnamed statement each time, so PostgreSQL parses and
 * analyses the same text on every request; with a name it does that once per connection and the
 * request sends only Bind/Execute. Measured with bench:load (docs/performance.md, "API under load").
 *
 * Bounded: at most MAX_NAMED distinct texts get a name per process (an IN list of varying length makes
 * a new text per length); later texts run unnamed as before. Queries without parameters (BEGIN, COMMIT,
 * migrations) and query objects that drive the protocol themselves (cursors) are left alone.
 *
 * PG_PREPARE=0 (a pooler in transaction mode, which cannot keep a statement between transactions)
 * takes the other client here, which runs every statement unnamed, drizzle's prepared queries
 * included (db/prepared-shapes.ts, the account lookup): they still skip building their SQL.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

const MAX_NAMED = 2000;
const names = new Map<string, string>();

/** The statement name for a query text, or undefined once the bound is reached. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `auto_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

function isPlainQuery(config: unknown): config is QueryConfigLike & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const q = config as QueryConfigLike;
  return typeof q.text === 'string' && q.name === undefined && typeof q.submit !== 'function';
}

/** Adds a name to a parameterised query (text or config); anything else is returned as it is. */
export function withStatementName(config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    const name = Array.isArray(values) && values.length > 0 ? statementName(config) : undefined;
    return name === undefined ? config : { text: config, name };
  }
  if (!isPlainQuery(config)) return config;
  const params = Array.isArray(config.values) ? config.values : Array.isArray(values) ? values : [];
  if (params.length === 0) return config;
  const name = statementName(config.text);
  return name === undefined ? config : { ...config, name };
}

/** The pool's client class (pg.Pool's `Client` option). */
export class AutoPreparingClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query;
Object.defineProperty(AutoPreparingClient.prototype, 'query', {
  value: function query(this: pg.Client, config: unknown, values: unknown, callback: unknown) {
    return Reflect.apply(plainQuery, this, [withStatementName(config, values), values, callback]);
  },
  writable: true,
  configurable: true,
});

/** A query config without its statement name (PG_PREPARE=0); anything else is returned as it is. */
export function withoutStatementName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const q = config as QueryConfigLike;
  if (q.name === undefined || typeof q.submit === 'function') return config;
  const { name: _unnamed, ...unnamed } = q;
  return unnamed;
}

/** The pool's client class with PG_PREPARE=0: every statement unnamed. */
export class UnnamedStatementClient extends pg.Client {}

Object.defineProperty(UnnamedStatementClient.prototype, 'query', {
  value: function query(this: pg.Client, config: unknown, values: unknown, callback: unknown) {
    return Reflect.apply(plainQuery, this, [withoutStatementName(config), values, callback]);
  },
  writable: true,
  configurable: true,
});
