/**
 * A list's page and its count, each prepared once per shape of filter (prepared-shapes.ts). The
 * page's query ends with `.limit(PAGE.limit).offset(PAGE.offset)`; a bounded count (countUpTo's
 * `select count(*) from (… limit n)`) takes `PAGE.countLimit` for n. Every call binds them from
 * its Paging, beside the filter's own values.
 */
import { Placeholder } from 'drizzle-orm';
import { countLimit, type Paging } from '../domain/pagination.ts';
import { type PlaceholderValues, type Preparable, preparedShapes } from './prepared-shapes.ts';

export const PAGE = {
  limit: new Placeholder('limit'),
  offset: new Placeholder('offset'),
  countLimit: new Placeholder('countLimit'),
} as const;

export interface PreparedPages<S, R, C> {
  /** The count, then the page (the order the lists always ran them in). */
  execute(shape: S, values: PlaceholderValues, p: Paging): Promise<{ counted: C; rows: R }>;
}

export function preparedPages<S, R, C>(options: {
  /** Statement names: `<prefix>_page_…` and `<prefix>_count_…`. */
  prefix: string;
  keyOf: (shape: S) => string;
  rows: (shape: S) => Preparable<R>;
  count: (shape: S) => Preparable<C>;
}): PreparedPages<S, R, C> {
  const { prefix, keyOf } = options;
  const rows = preparedShapes({ prefix: `${prefix}_page`, keyOf, build: options.rows });
  const count = preparedShapes({ prefix: `${prefix}_count`, keyOf, build: options.count });
  return {
    async execute(shape, values, p) {
      const counted = await count.execute(shape, { ...values, countLimit: countLimit(p) });
      const page = await rows.execute(shape, { ...values, limit: p.pageSize, offset: p.offset });
      return { counted, rows: page };
    },
  };
}
