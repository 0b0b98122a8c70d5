/**
 * Watching every statement the API sends, on either database (docs/architecture.md, "Observability"):
 * the metrics time it, the tracing wraps it in a span. With nothing registered a statement runs as
 * before. node-postgres is watched in its client class and PGlite through a wrapper, both below
 * drizzle, so migrations, the job engine and the repositories are all seen.
 */
import type pg from 'pg';
import type { PgliteLike, PgliteSession } from './pglite-like.ts';

/** Runs `run` (one statement, `text`), timing it or wrapping it; must return what `run` returns. */
export type QueryObserver = <T>(text: string, run: () => Promise<T>) => Promise<T>;

export class QueryObservers {
  #list: QueryObserver[] = [];

  get empty(): boolean {
    return this.#list.length === 0;
  }

  /** Adds an observer; the function returned removes it (an app closing on a shared handle). */
  add(observer: QueryObserver): () => void {
    this.#list = [...this.#list, observer];
    return () => {
      this.#list = this.#list.filter((o) => o !== observer);
    };
  }

  run<T>(text: string, run: () => Promise<T>): Promise<T> {
    const list = this.#list;
    const at = (i: number): Promise<T> => {
      const observer = list[i];
      return observer ? observer(text, () => at(i + 1)) : run();
    };
    return at(0);
  }
}

const OPERATIONS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK']);

/** The statement's kind for a metric label or a span name: its first keyword, or OTHER. */
export function operationOf(text: string): string {
  const word = /^\s*\(?\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? '';
  return OPERATIONS.has(word) ? word : 'OTHER';
}

interface QueryConfigLike {
  text?: unknown;
  submit?: unknown;
}

/**
 * `Base` (a pg.Client class) whose promise-style queries go through `observers`. Callback-style
 * calls and submittables (cursors: db/cursor.ts) pass through unwatched.
 */
export function observedClientClass(Base: typeof pg.Client, observers: QueryObservers): typeof pg.Client {
  class ObservedClient extends Base {}
  const query = Base.prototype.query;
  Object.defineProperty(ObservedClient.prototype, 'query', {
    value: function observedQuery(this: pg.Client, config: unknown, values: unknown, callback: unknown) {
      const call = () => Reflect.apply(query, this, [config, values, callback]) as Promise<unknown>;
      const c = config as QueryConfigLike;
      if (observers.empty || typeof callback === 'function' || typeof values === 'function') return call();
      if (typeof config === 'object' && config !== null && typeof c.submit === 'function') return call();
      const text = typeof config === 'string' ? config : typeof c.text === 'string' ? c.text : '';
      return observers.run(text, call);
    },
    writable: true,
    configurable: true,
  });
  return ObservedClient;
}

/**
 * pg-pool hands a waiting query its connection from inside another query's callback, so the
 * waiting query would run in that query's async context (and its span under another request).
 * This `query` takes the connection with `await` instead, which keeps the caller's context;
 * otherwise it does what pg-pool's does (the client is released with the error, as there).
 */
export function keepContextInPoolQueries(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  Object.defineProperty(pool, 'query', {
    value: async (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof values === 'function' || typeof callback === 'function')
        return original(config, values, callback);
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        return await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        client.release(failure);
      }
    },
    writable: true,
    configurable: true,
  });
}

/**
 * PGlite (or its worker's client) with every statement, in or out of a transaction, observed. A
 * proxy rather than a new object: the client keeps its class and its own members (a worker
 * client's thread, PGlite's extensions), which its owner and its tests still reach through drizzle.
 */
export function observedPglite<T extends PgliteLike>(client: T, observers: QueryObservers): T {
  const session = (s: PgliteSession): PgliteSession => ({
    query: (sql, params, options) => observers.run(sql, () => s.query(sql, params, options)),
    exec: (sql) => observers.run(sql, () => s.exec(sql)),
  });
  const observed = session(client);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return observed.query;
      if (key === 'exec') return observed.exec;
      if (key === 'transaction')
        return <R>(callback: (tx: PgliteSession) => Promise<R>) =>
          target.transaction((tx) => callback(session(tx)));
      // The target as `this`: private fields and getters (closed) belong to the client itself.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
