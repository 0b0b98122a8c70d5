import { matchesSearch } from '@fidelidade/session';

/**
 * How a filter of a list read whole matches a row in the browser (useClientTable; the settings
 * lists, docs/product.md §5): `text` is a substring that ignores case and accents (as the API's
 * searches do), `exact` is exact (a state), `substring` also matches the digits of a mask (CEP, CNPJ).
 */
export type FilterKind = 'text' | 'exact' | 'substring';

export interface FilterSpec<T, K extends string> {
  key: K;
  kind: FilterKind;
  /** The item's value (or values: a text filter may look at address and city). */
  value: (item: T) => string | null | undefined | Array<string | null | undefined>;
}

const digits = (text: string) => text.replace(/\D/g, '');

export function matchesFilter(kind: FilterKind, candidate: string, query: string): boolean {
  if (kind === 'exact') return candidate === query;
  if (kind === 'text') return matchesSearch(candidate, query);
  // Masked numbers (CEP, CNPJ): '01310' finds '01310-930', and so does '01310-9'.
  if (candidate.includes(query)) return true;
  const queryDigits = digits(query);
  return (
    queryDigits !== '' &&
    queryDigits === query.replace(/[.\-/\s]/g, '') &&
    digits(candidate).includes(queryDigits)
  );
}

export function applyFilters<T, K extends string>(
  items: readonly T[],
  specs: ReadonlyArray<FilterSpec<T, K>>,
  values: Record<K, string>,
): T[] {
  const active = specs.filter((spec) => values[spec.key].trim() !== '');
  if (active.length === 0) return [...items];
  return items.filter((item) =>
    active.every((spec) => {
      const raw = spec.value(item);
      const candidates = (Array.isArray(raw) ? raw : [raw]).map((value) => value ?? '');
      const query = values[spec.key].trim();
      return candidates.some((candidate) => matchesFilter(spec.kind, candidate, query));
    }),
  );
}
