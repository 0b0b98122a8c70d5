import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The lists a form's selects offer (dealerships, partners, stores), from one GET at `path`; a list
 * the server leaves out is empty. docs/product.md §8: a failed first load of a form is only logged
 * with `failureLog`, and the form opens with empty selects, so the query itself never fails.
 * Shared by the user form and Ações → the offer form.
 */
export function useSelectLists<T extends Record<string, readonly unknown[]>>(spec: {
  path: string;
  queryKey: readonly string[];
  empty: T;
  failureLog: string;
}) {
  const { path, empty, failureLog } = spec;
  const query = useQuery({
    queryKey: spec.queryKey,
    queryFn: async (): Promise<T> => {
      try {
        const body = await getHttp().get(path).json<Partial<T>>();
        const lists = { ...empty };
        for (const key of Object.keys(empty) as (keyof T)[]) lists[key] = body[key] ?? empty[key];
        return lists;
      } catch (error) {
        console.error(failureLog, error);
        return empty;
      }
    },
    retry: false,
  });
  return { options: query.data ?? empty, isLoading: query.isPending };
}
