// Test-only: a fake API for the offer form (available places and the create call).
import type { AvailablePartners } from '@fidelidade/contract';
import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';

// The API sends each location as 'address - city - state', or null when the place has none.
export const availablePartners: AvailablePartners = {
  partner_locations: [
    { id: 11, name: 'Posto Estrela Centro', location: 'Rua Augusta, 10 - São Paulo - SP' },
    { id: 12, name: 'Café Aroma Paulista', location: 'Av. Paulista, 1000 - São Paulo - SP' },
  ],
  dealerships: [
    { id: 3, name: 'Paulista Veículos', location: 'Av. Brasil, 500 - São Paulo - SP' },
    { id: 4, name: 'Rio Motors', location: null },
  ],
};

export interface OfferServer {
  posts: FormData[];
  paths: string[];
}

/** `create` answers POST loyalty/admin/offers/; GETs of available-partners answer `places`. */
export function serveOffers(
  create: () => Response | Promise<Response> = () => jsonResponse(201, { id: 99, title: 'Oferta' }),
  places: AvailablePartners = availablePartners,
): OfferServer {
  const server: OfferServer = { posts: [], paths: [] };
  fakeFetch(async (request, seen) => {
    server.paths.push(`${seen.method} ${seen.path}`);
    if (seen.path === 'loyalty/admin/offers/available-partners/') return jsonResponse(200, places);
    if (seen.path === 'marketing/audiences/options/')
      return jsonResponse(200, [{ id: 4, name: 'Aniversariantes do mês' }]);
    if (seen.path === 'loyalty/admin/offers/' && seen.method === 'POST') {
      server.posts.push(await request.formData());
      return create();
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  return server;
}
