import { getHttp, type ListBody, readList } from '@fidelidade/session';

/**
 * A report filter's options (the first 100 rows of `path`); a failure leaves the select empty and
 * is only logged, as `failure` (docs/product.md §8).
 */
export async function fetchFilterOptions<T>(path: string, failure: string): Promise<T[]> {
  try {
    const body = await getHttp()
      .get(path, { searchParams: { page_size: 100 } })
      .json<ListBody<T>>();
    return readList(body).rows;
  } catch (error) {
    console.error(failure, error);
    return [];
  }
}
