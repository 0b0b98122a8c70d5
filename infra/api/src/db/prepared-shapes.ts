/**
 * Drizzle's prepared queries, one per query shape. Turning a query builder into SQL text (drizzle
 * walking its tree of columns and conditions, with an entity check on every node) took a quarter of
 * the API thread's time under bench:load, and a hot list asks the same few shapes all day: which
 * filters are present, not their values. Here a shape's SQL is built once, with `sql.placeholder`s
 * where the values go, and each request only binds its values.
 *
 * The statement name is derived from the shape, so one name always carries one text (node-postgres
 * keeps it per connection). Bounded: past `max` shapes (an unexpected variety of orderings, say) a
 * shape's query is built for each call, unnamed, as any other query.
 */
import { createHash } from 'node:crypto';

export type PlaceholderValues = Record<string, unknown>;

interface Runnable<R> {
  execute(values?: PlaceholderValues): Promise<R>;
}

/** A drizzle query builder: run as it is, or prepared under a name. */
export interface Preparable<R> extends Runnable<R> {
  prepare(name: string): Runnable<R>;
}

export interface PreparedShapes<S, R> {
  /** Runs `shape`'s query with `values` bound to its placeholders. */
  execute(shape: S, values: PlaceholderValues): Promise<R>;
  /** How many shapes are kept prepared (tests). */
  readonly size: number;
}

export function preparedShapes<S, R>(options: {
  /** Statement name prefix: which query this is (letters, digits, underscores). */
  prefix: string;
  /** The shape's identity: equal keys must build the same SQL text. */
  keyOf: (shape: S) => string;
  /** The query of a shape, with `sql.placeholder(name)` wherever a value goes. */
  build: (shape: S) => Preparable<R>;
  max?: number;
}): PreparedShapes<S, R> {
  const { prefix, keyOf, build, max = 64 } = options;
  const kept = new Map<string, Runnable<R>>();
  return {
    execute(shape, values) {
      const key = keyOf(shape);
      let query = kept.get(key);
      if (query === undefined) {
        if (kept.size >= max) return build(shape).execute(values);
        query = build(shape).prepare(
          `${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`,
        );
        kept.set(key, query);
      }
      return query.execute(values);
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * The usual key of a list's shape: whose rows (`who`), which optional filters are present (each
 * by its truthiness) and the ordering as sent.
 */
export function listShapeKey(who: string, present: readonly unknown[], ordering: string | undefined): string {
  return `${who}|${present.map((on) => (on ? 1 : 0)).join('')}|${ordering ?? ''}`;
}
