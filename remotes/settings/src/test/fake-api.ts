import { fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';

export type Route = (request: Request, seen: SeenRequest) => Response | Promise<Response>;

/**
 * A fake network keyed by 'METHOD path' (path relative to /api/v1/); anything else is a 404.
 * '/config.json' answers the run-time config, without a Maps key unless the test gives one.
 */
export function fakeApi(routes: Record<string, Route>, options: { mapsApiKey?: string | null } = {}) {
  return fakeFetch((request, seen) => {
    if (seen.path === '/config.json')
      return jsonResponse(200, { apiBaseUrl: '/api/v1/', mapsApiKey: options.mapsApiKey ?? null });
    const route = routes[`${seen.method} ${seen.path}`];
    return route ? route(request, seen) : jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

/** A DRF page of rows. */
export const page = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  total_pages: 1,
  results,
});

/**
 * An in-memory collection behind list/create/update/delete routes of `base` (e.g.
 * 'partnerships/locations/'); `toRow` turns a request body into the stored row.
 */
export function crudRoutes<T extends { id: number }>(
  base: string,
  rows: T[],
  toRow: (body: Record<string, unknown>, id: number) => T,
  ids: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
): Record<string, Route> {
  let nextId = 100;
  const readBody = async (request: Request): Promise<Record<string, unknown>> => {
    if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      return Object.fromEntries((await request.formData()).entries());
    }
    return (await request.json()) as Record<string, unknown>;
  };
  const routes: Record<string, Route> = {
    [`GET ${base}`]: () => jsonResponse(200, page(rows)),
    [`POST ${base}`]: async (request) => {
      nextId += 1;
      const row = toRow(await readBody(request), nextId);
      rows.push(row);
      return jsonResponse(201, row);
    },
  };
  for (const id of [...ids, 101, 102]) {
    routes[`PUT ${base}${id}/`] = async (request) => {
      const row = toRow(await readBody(request), id);
      rows.splice(
        rows.findIndex((entry) => entry.id === id),
        1,
        row,
      );
      return jsonResponse(200, row);
    };
    routes[`DELETE ${base}${id}/`] = () => {
      rows.splice(
        rows.findIndex((entry) => entry.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    };
  }
  return routes;
}

export { jsonResponse };
