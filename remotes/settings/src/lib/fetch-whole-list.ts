import { getHttp } from '@fidelidade/session';

/** A list answer may be a plain array, `{results}` or `{data}` (SPEC §7). */
export type ListBody<T> = T[] | { results: T[]; total_pages?: number | null } | { data: T[] };

export function listItems<T>(body: ListBody<T>): T[] {
  if (Array.isArray(body)) return body;
  if ('results' in body) return body.results;
  return body.data;
}

/** The API caps page_size at 100. */
const PAGE_SIZE = 100;

/**
 * Loads every page of a management list: the screens filter and count on the client, so they need
 * the whole list (a plain array answer is already whole).
 */
export async function fetchWholeList<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await getHttp()
      .get(path, { searchParams: { page, page_size: PAGE_SIZE } })
      .json<ListBody<T>>();
    items.push(...listItems(body));
    const totalPages = !Array.isArray(body) && 'results' in body ? (body.total_pages ?? 1) : 1;
    if (page >= totalPages) return items;
  }
}
