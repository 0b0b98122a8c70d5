// Test-only: an in-memory users API behind the fake network (the users screen's calls only).
import type { ManagedUser } from '@fidelidade/contract';
import type { SeenRequest } from '@fidelidade/session/test-helpers';
import { fakeApi, jsonResponse, type Route } from './fake-api';

export const formOptions = {
  dealerships: [
    { id: 3, name: 'Paulista Veículos' },
    { id: 4, name: 'Rio Motors' },
  ],
  partners: [{ id: 5, brand_name: 'Posto Estrela' }],
  partner_locations: [{ id: 21, store_name: 'Posto Estrela Sul', partner_name: 'Posto Estrela' }],
};

/** A CPF with valid check digits. */
export const validCpf = '52998224725';

export const managedUser = (id: number, extra: Partial<ManagedUser> = {}): ManagedUser => ({
  id,
  cpf: validCpf,
  email: `usuario${id}@exemplo.com.br`,
  full_name: `Usuário ${id}`,
  user_type: 'CLIENTE',
  is_superuser: false,
  is_staff: false,
  is_active: true,
  account_for_qr_code_burn: false,
  dealership_associated: 3,
  dealership_name: 'Paulista Veículos',
  partner: null,
  partner_name: null,
  partner_location: null,
  partner_location_name: null,
  points_balance: 0,
  last_login: null,
  created_at: '2026-05-01T12:00:00.000Z',
  anonymized: false,
  ...extra,
});

interface UsersServerOptions {
  /** Overrides a route, e.g. `{ 'PUT users/2/': () => jsonResponse(400, {...}) }`. */
  routes?: Record<string, Route>;
  totalPages?: number;
  /** Ids the API keeps (anonymised) when deleted: GET users/{id}/ still answers them. */
  keptOnDelete?: number[];
}

/** Serves `rows` as every page of users/admin/list/ and PUT/PATCH/DELETE on them; records each call. */
export function serveUsers(rows: ManagedUser[], options: UsersServerOptions = {}) {
  const calls: SeenRequest[] = [];
  const lists: URLSearchParams[] = [];
  const kept = new Set(options.keptOnDelete ?? []);
  const record = (seen: SeenRequest) => {
    calls.push(seen);
  };
  const routes: Record<string, Route> = {
    'GET partnerships/locations/': () => jsonResponse(200, { count: 0, results: [] }),
    'GET users/form-options/': () => jsonResponse(200, formOptions),
    'GET users/two-factor-policy/': () => jsonResponse(200, { required_roles: [] }),
    'PUT users/two-factor-policy/': (_request, seen) => {
      record(seen);
      return jsonResponse(200, JSON.parse(seen.body));
    },
    'GET users/admin/list/': (request) => {
      lists.push(new URL(request.url).searchParams);
      const totalPages = options.totalPages ?? 1;
      return jsonResponse(200, {
        count: rows.length * totalPages,
        next: null,
        previous: null,
        total_pages: totalPages,
        results: rows,
      });
    },
  };
  for (const row of rows) {
    const at = (id: number) => rows.findIndex((entry) => entry.id === id);
    routes[`PUT users/${row.id}/`] = (_request, seen) => {
      record(seen);
      const body = JSON.parse(seen.body) as Partial<ManagedUser>;
      const updated = { ...row, ...body };
      rows.splice(at(row.id), 1, updated);
      return jsonResponse(200, updated);
    };
    routes[`POST users/${row.id}/two-factor/reset/`] = (_request, seen) => {
      record(seen);
      const updated = { ...row, two_factor_enabled: false };
      rows.splice(at(row.id), 1, updated);
      return jsonResponse(200, updated);
    };
    routes[`PATCH users/${row.id}/toggle-status/`] = (_request, seen) => {
      record(seen);
      const { is_active } = JSON.parse(seen.body) as { is_active: boolean };
      const updated = { ...row, is_active };
      rows.splice(at(row.id), 1, updated);
      return jsonResponse(200, updated);
    };
    routes[`DELETE users/${row.id}/`] = (_request, seen) => {
      record(seen);
      if (kept.has(row.id)) {
        rows.splice(at(row.id), 1, {
          ...row,
          full_name: 'Cliente removido',
          is_active: false,
          anonymized: true,
        });
      } else rows.splice(at(row.id), 1);
      return new Response(null, { status: 204 });
    };
    routes[`GET users/${row.id}/`] = () => {
      const current = rows.find((entry) => entry.id === row.id);
      return current ? jsonResponse(200, current) : jsonResponse(404, { detail: 'Não encontrado.' });
    };
  }
  fakeApi({ ...routes, ...options.routes });
  return { calls, lists };
}
