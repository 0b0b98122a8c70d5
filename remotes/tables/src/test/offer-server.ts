// Test-only: a fake offers API (the list, toggle-status and delete) and a chosen screen width.
import type { Offer } from '@fidelidade/contract';
import { fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { pageOf } from './render';

export interface OffersServer {
  /** Every request, in order. */
  seen: SeenRequest[];
  /** How many times the list was read. */
  listReads: () => number;
}

interface Refusals {
  patch?: () => Response;
  delete?: () => Response;
}

/** Answers the list with the current offers; PATCH and DELETE change them unless refused. */
export function serveOffers(initial: Offer[], refusals: Refusals = {}): OffersServer {
  let offers = [...initial];
  const seen = fakeFetch((_request, request) => {
    const id = Number(/^loyalty\/admin\/offers\/(\d+)\//.exec(request.path)?.[1]);
    if (request.method === 'GET') return jsonResponse(200, pageOf(offers));
    if (request.method === 'PATCH') {
      if (refusals.patch) return refusals.patch();
      const body = JSON.parse(request.body) as { is_active: boolean };
      offers = offers.map((offer) => (offer.id === id ? { ...offer, is_active: body.is_active } : offer));
      return jsonResponse(
        200,
        offers.find((offer) => offer.id === id),
      );
    }
    if (request.method === 'DELETE') {
      if (refusals.delete) return refusals.delete();
      offers = offers.filter((offer) => offer.id !== id);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  return {
    seen,
    listReads: () => seen.filter((request) => request.path === 'loyalty/admin/offers/list/').length,
  };
}

export { onScreenWidth } from '@fidelidade/session/test-dom';
