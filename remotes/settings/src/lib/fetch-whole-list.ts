import { getHttp, type ListBody, readList } from '@fidelidade/session';

/** The API caps page_size at 100. */
const PAGE_SIZE = 100;

/**
 * Loads every page of a management list: the screens filter and count on the client, so they need
 * the whole list (a plain array answer is already whole). `params` (the sort, a server-side search)
 * go with every page request.
 */
export async function fetchWholeList<T>(
  path: string,
  params: Readonly<Record<string, string>> = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await getHttp()
      .get(path, { searchParams: { ...params, page, page_size: PAGE_SIZE } })
      .json<ListBody<T>>();
    // No page size given: an answer that does not say how many pages there are is the whole list.
    const { rows, totalPages } = readList(body);
    items.push(...rows);
    if (page >= totalPages) return items;
  }
}
