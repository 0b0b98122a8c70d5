// The CSV import's API (what Configurações → Importação calls), for specs that need many customers
// as setup: the file uploaded, confirmed with the guessed mapping, and awaited until the job ends.
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer } from './offers-api.ts';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

interface ImportRun {
  id: number;
  state: 'uploaded' | 'running' | 'done' | 'failed';
  mapping: Record<string, string>;
  counts: ImportCounts;
}

/** Imports a customers file through the API and answers its final counts. */
export async function importCustomers(
  request: APIRequestContext,
  adminToken: string,
  file: { name: string; buffer: Buffer },
): Promise<ImportCounts> {
  const uploaded = await request.post('/api/v1/imports/?kind=customers', {
    headers: bearer(adminToken),
    multipart: { file: { name: file.name, mimeType: 'text/csv', buffer: file.buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const run = (await uploaded.json()) as ImportRun;
  const started = await request.post(`/api/v1/imports/${run.id}/start/`, {
    headers: bearer(adminToken),
    data: { mapping: run.mapping },
  });
  expect(started.status(), await started.text()).toBe(202);
  let finished: ImportRun | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/imports/${run.id}/`, { headers: bearer(adminToken) });
        finished = (await response.json()) as ImportRun;
        return finished.state;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  return (finished as ImportRun | null)?.counts ?? { created: 0, updated: 0, unchanged: 0, failed: 0 };
}

/** How many customers Configurações → Usuários finds for `term` (the list's exact count). */
export async function customerCount(request: APIRequestContext, adminToken: string, term: string) {
  const query = new URLSearchParams({ search: term, user_type: 'CLIENTE', page_size: '1' });
  const response = await request.get(`/api/v1/users/admin/list/?${query}`, { headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** The ids of the customers whose name holds `term` (Configurações → Usuários' search), all pages. */
export async function customerIds(
  request: APIRequestContext,
  adminToken: string,
  term: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({
      search: term,
      user_type: 'CLIENTE',
      page: String(page),
      page_size: '100',
    });
    const response = await request.get(`/api/v1/users/admin/list/?${query}`, { headers: bearer(adminToken) });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { results: Array<{ id: number }>; next: string | null };
    ids.push(...body.results.map((user) => user.id));
    if (!body.next) return ids;
  }
}

/** The one user a search finds (Configurações → Usuários' search, e.g. by a whole CPF), as listed. */
export async function onlyUser(
  request: APIRequestContext,
  adminToken: string,
  term: string,
): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/v1/users/admin/list/?search=${encodeURIComponent(term)}`, {
    headers: bearer(adminToken),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: Array<Record<string, unknown>> };
  expect(results, term).toHaveLength(1);
  return results[0] ?? {};
}
