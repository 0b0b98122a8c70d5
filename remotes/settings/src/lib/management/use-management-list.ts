import { type QueryKey, useQuery } from '@tanstack/react-query';
import { fetchWholeList } from '../fetch-whole-list';

/** A management list; a failed load is an empty list, logged only (docs/product.md §8). */
export function useManagementList<T>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await fetchWholeList<T>(path);
      } catch (error) {
        console.error(`Falha ao carregar ${path}`, error);
        return [] as T[];
      }
    },
    retry: false,
  });
}
