import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, page, type Route } from './fake-api';

type Row = { id: number };

/** Reads a field for sorting: objects (a store's partner) sort by their name. */
function sortValue(row: Row, field: string): string | number {
  const value: unknown = Object.entries(row).find(([key]) => key === field)?.[1];
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'brand_name' in value) return String(value.brand_name);
  return String(value ?? '');
}

/**
 * A list route that behaves like the API's ordering: `?ordering=field` / `-field`, newest (highest
 * id) first without it; `search` (when `searchField` is given) keeps the rows whose field contains it.
 * Every query it receives is recorded in `queries`.
 */
export function sortedListRoute(rows: Row[], searchField?: string) {
  const queries: URLSearchParams[] = [];
  const route: Route = (request) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const ordering = query.get('ordering') ?? '-id';
    const field = ordering.replace(/^-/, '').split(',')[0] ?? 'id';
    const direction = ordering.startsWith('-') ? -1 : 1;
    const search = query.get('search')?.toLocaleLowerCase('pt-BR');
    const matching = rows.filter(
      (row) =>
        !search ||
        !searchField ||
        String(sortValue(row, searchField)).toLocaleLowerCase('pt-BR').includes(search),
    );
    const sorted = [...matching].sort((a, b) => {
      const [x, y] = [sortValue(a, field), sortValue(b, field)];
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
    });
    return jsonResponse(200, page(sorted));
  };
  return { route, queries };
}

/** The column header (th) titled `title`. */
export const header = (title: string) => screen.getByRole('columnheader', { name: title });

/**
 * Clicks the header `title` (ascending), checks the URL and the last list request carry
 * `ordering=<field>`, then clicks again (descending): `-<field>`.
 */
export async function expectHeaderSorts(
  user: UserEvent,
  title: string,
  field: string,
  queries: readonly URLSearchParams[],
) {
  await user.click(header(title));
  await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`ordering=${field}`));
  await waitFor(() => expect(queries.at(-1)?.get('ordering')).toBe(field));
  expect(header(title)).toHaveAttribute('aria-sort', 'ascending');
  await user.click(header(title));
  await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`ordering=-${field}`));
  await waitFor(() => expect(queries.at(-1)?.get('ordering')).toBe(`-${field}`));
  expect(header(title)).toHaveAttribute('aria-sort', 'descending');
}

/** The headers in `sortable` sort (their fields are the list's ordering fields); those in `plain` do not. */
export function expectSortableHeaders(sortable: readonly string[], plain: readonly string[] = []) {
  for (const title of sortable) expect(header(title)).toHaveClass('ant-table-column-has-sorters');
  for (const title of plain) expect(header(title)).not.toHaveClass('ant-table-column-has-sorters');
}

/**
 * After `reload` (a fresh render at a URL with `ordering`) and once `ready` shows: the header
 * `title` shows the sort `direction` and the last list request asked the API for `ordering`.
 */
export async function expectSortAfterReload(
  reload: () => unknown,
  expected: { ready: string; title: string; direction: 'ascending' | 'descending'; ordering: string },
  queries: readonly URLSearchParams[],
) {
  reload();
  await screen.findByText(expected.ready);
  expect(header(expected.title)).toHaveAttribute('aria-sort', expected.direction);
  expect(queries.at(-1)?.get('ordering')).toBe(expected.ordering);
}
