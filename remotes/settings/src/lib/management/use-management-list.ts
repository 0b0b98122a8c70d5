import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { fetchWholeList } from '../fetch-whole-list';

export type ListParams = Readonly<Record<string, string | undefined>>;

/** The params a request sends: unset and empty ones leave the query string (and the cache key). */
function sentParams(params: ListParams): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value) sent[key] = value;
  return sent;
}

/**
 * The cache key of one variant of a list: the bare key is the list in the API's default order
 * (newest first, docs/product.md §2.9); a sort or a server-side search adds its params, so every
 * variant sits under the bare key as a prefix (one update or invalidation reaches them all).
 */
export function listVariantKey(queryKey: QueryKey, params: ListParams): QueryKey {
  const sent = sentParams(params);
  return Object.keys(sent).length === 0 ? queryKey : [...queryKey, sent];
}

/**
 * A management list, whole (every page); a failed load is an empty list, logged only
 * (docs/product.md §8). A change of params keeps the rows on screen until the new order arrives.
 */
export function useManagementList<T>(
  queryKey: QueryKey,
  path: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const sent = sentParams(params);
  return useQuery({
    queryKey: listVariantKey(queryKey, sent),
    queryFn: async () => {
      try {
        return await fetchWholeList<T>(path, sent);
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
