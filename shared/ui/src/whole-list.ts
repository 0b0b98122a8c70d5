import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { cleanParams, type QueryParams } from './query-params';

/** The API caps page_size at 100. */
const PAGE_SIZE = 100;

/**
 * Every page of a list: a screen that filters and counts in the browser needs all of it (a plain
 * array answer is already whole). `params` (the sort, a search the API does) go with every page.
 */
export async function fetchWholeList<T>(path: string, params: QueryParams = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await getHttp()
      .get(path, { searchParams: { ...cleanParams(params), page, page_size: PAGE_SIZE } })
      .json<ListBody<T>>();
    // No page size given: an answer that does not say how many pages there are is the whole list.
    const { rows, totalPages } = readList(body);
    items.push(...rows);
    if (page >= totalPages) return items;
  }
}

/**
 * The cache key of one variant of a list: the bare key is the list in the API's default order
 * (newest first, docs/product.md §2.9); a sort or a search the API does adds its params, so every
 * variant sits under the bare key as a prefix (one update or invalidation reaches them all).
 */
export function listVariantKey(queryKey: QueryKey, params: QueryParams): QueryKey {
  const sent = cleanParams(params);
  return Object.keys(sent).length === 0 ? queryKey : [...queryKey, sent];
}

/**
 * A list read whole (every page) into the query cache under `queryKey`, which whoever else reads the
 * same list shares (a form's select), so a local change shows in all of them. A failed load is an
 * empty list, logged only (docs/product.md §8). A change of params keeps the rows on screen until
 * the new order arrives.
 */
export function useWholeList<T>(
  queryKey: QueryKey,
  path: string,
  params: QueryParams = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: listVariantKey(queryKey, params),
    queryFn: async () => {
      try {
        return await fetchWholeList<T>(path, params);
      } catch (error) {
        console.error(`Falha ao carregar ${path}`, error);
        return [] as T[];
      }
    },
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
