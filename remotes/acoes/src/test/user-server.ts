// Test-only: a fake API for the user form.
import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';

export const formOptions = {
  dealerships: [
    { id: 3, name: 'Paulista Veículos' },
    { id: 4, name: 'Rio Motors' },
  ],
  partners: [
    { id: 5, brand_name: 'Posto Estrela' },
    { id: 6, brand_name: 'Café Aroma' },
  ],
  partner_locations: [{ id: 21, store_name: 'Posto Estrela Sul', partner_name: 'Posto Estrela' }],
};

export function serveUsers(
  create: () => Response | Promise<Response> = () => jsonResponse(201, { id: 500 }),
) {
  const bodies: Record<string, unknown>[] = [];
  fakeFetch((_request, seen) => {
    if (seen.path === 'users/form-options/') return jsonResponse(200, formOptions);
    if (seen.path === 'users/create/' && seen.method === 'POST') {
      bodies.push(JSON.parse(seen.body) as Record<string, unknown>);
      return create();
    }
    return jsonResponse(404, {});
  });
  return bodies;
}

/** A CPF with valid check digits. */
export const validCpf = '52998224725';
