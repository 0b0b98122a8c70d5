// The one place where the client tolerates the answer shapes docs/product.md §7 allows: an access token
// under `access`, `token` or `access_token`, and a list as a plain array, `{results}` or `{data}`.
// Every app reads tokens and lists through these two functions instead of guessing on its own.

/** The older names come last: the API sends `access` today. */
const ACCESS_TOKEN_KEYS = ['access', 'token', 'access_token'] as const;

type AccessTokenKey = (typeof ACCESS_TOKEN_KEYS)[number];

/** The access token of a login or refresh answer, or null when the answer carries none. */
export function readAccessToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields: Partial<Record<AccessTokenKey, unknown>> = body;
  // The first name present decides: an empty `access` is a missing token, not a cue to look further.
  const value = ACCESS_TOKEN_KEYS.map((key) => fields[key]).find(
    (candidate) => candidate !== undefined && candidate !== null,
  );
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A DRF page as the client accepts it: only `results` is required. */
export interface ListPageBody<T> {
  results: T[];
  count?: number | null;
  total_pages?: number | null;
  count_is_exact?: boolean | null;
}

/** A list answer in any of the shapes the client accepts. */
export type ListBody<T> = T[] | ListPageBody<T> | { data: T[] };

export interface ListRead<T> {
  rows: T[];
  /** The server's total when it paged the list, else the number of rows. */
  count: number;
  /** false when the server stopped counting: `count` is then a lower bound. */
  countIsExact: boolean;
  totalPages: number;
}

/**
 * The rows and totals of a list answer. `pageSize` is the page size that was asked for: it counts
 * the pages when the server did not say; without it such an answer is one page (a whole list).
 */
export function readList<T>(body: ListBody<T>, pageSize?: number): ListRead<T> {
  const page: ListPageBody<T> = Array.isArray(body)
    ? { results: body }
    : 'results' in body
      ? body
      : { results: body.data };
  const count = page.count ?? page.results.length;
  return {
    rows: page.results,
    count,
    countIsExact: page.count_is_exact !== false,
    totalPages: page.total_pages ?? (pageSize ? Math.ceil(count / pageSize) : 1),
  };
}
