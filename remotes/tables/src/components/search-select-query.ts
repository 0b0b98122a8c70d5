import type { OrderedList } from '@fidelidade/contract/ordering';
import type { QueryParams } from '@fidelidade/ui/query-params';

/** The URL's value when it is one of `values`: a hand-edited unknown value is ignored rather than sent. */
export const knownValue = <T extends string>(values: readonly T[], raw: string): T | '' =>
  values.find((known) => known === raw) ?? '';

export type SearchSelectFilterValues<K extends string> = Readonly<Record<'search' | K, string>>;

/** A list filtered by a search box and one select, with the URL's names for both ('' = no filter). */
export interface SearchSelectQuery<K extends string, T extends string> {
  list: OrderedList;
  /** The select's filter name, in the URL and in the API query. */
  key: K;
  /** What the select may hold. */
  values: readonly T[];
  filters: SearchSelectFilterValues<K>;
  toParams: (filters: SearchSelectFilterValues<K>) => QueryParams;
}

/**
 * The query of `list` (and of its CSV export): `search` and `key` as the URL holds them, an unknown
 * `key` value left out. Call it at module level: useTable keys its URL state on `filters`.
 */
export function searchSelectQuery<K extends string, T extends string>(
  list: OrderedList,
  key: K,
  values: readonly T[],
): SearchSelectQuery<K, T> {
  // A computed key widens to `string`: the object does hold exactly 'search' and `key`.
  const filters = { search: '', [key]: '' } as SearchSelectFilterValues<K>;
  return {
    list,
    key,
    values,
    filters,
    toParams: (current) => ({ search: current.search, [key]: knownValue(values, current[key]) }),
  };
}
