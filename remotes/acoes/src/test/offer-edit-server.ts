// Test-only: a fake API for editing and duplicating an offer (one offer, its PUT and the create call).
import type { AvailablePartners, Offer } from '@fidelidade/contract';
import { offerFixture } from '@fidelidade/contract/test-offer-fixture';
import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { availablePartners } from './offer-server';

/** A partner-store discount offer with every optional block filled (weekdays, hours, both images). */
export const savedOffer: Offer = offerFixture({
  id: 5,
  title: 'Troca de óleo',
  description: 'Na Rua Augusta',
  points_cost: 150,
  valid_from: '2030-05-10T13:00:00.000Z',
  valid_until: '2030-06-10T21:30:00.000Z',
  is_valid_now: false,
  time_restricted: true,
  start_time: '08:00',
  end_time: '12:30',
  valid_days: '1,3,5',
  discount_percentage: '12.50',
  max_redemptions: 2,
  notification_message: 'Aproveite!',
  display_logo: '/media/logo.png',
  item_image: '/media/item.png',
  partner_id: 4,
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
});

export interface EditServer {
  /** Multipart bodies by request: 'PUT 5' or 'POST'. */
  bodies: { request: string; data: FormData }[];
  paths: string[];
}

interface EditServerOptions {
  /** The GET of the offer: 200 with `offer`, or another answer. */
  load?: () => Response | Promise<Response>;
  save?: () => Response | Promise<Response>;
  places?: AvailablePartners;
}

/** GET loyalty/admin/offers/{offer.id}/ answers `offer`; PUT and POST answer `save` (the offer by default). */
export function serveOfferEditing(offer: Offer = savedOffer, options: EditServerOptions = {}): EditServer {
  const server: EditServer = { bodies: [], paths: [] };
  const detailPath = `loyalty/admin/offers/${offer.id}/`;
  fakeFetch(async (request, seen) => {
    server.paths.push(`${seen.method} ${seen.path}`);
    if (seen.path === 'loyalty/admin/offers/available-partners/')
      return jsonResponse(200, options.places ?? availablePartners);
    if (seen.path === detailPath && seen.method === 'GET')
      return options.load ? options.load() : jsonResponse(200, offer);
    const isPut = seen.path === detailPath && seen.method === 'PUT';
    if (isPut || (seen.path === 'loyalty/admin/offers/' && seen.method === 'POST')) {
      server.bodies.push({ request: isPut ? `PUT ${offer.id}` : 'POST', data: await request.formData() });
      return options.save
        ? options.save()
        : jsonResponse(isPut ? 200 : 201, isPut ? offer : { ...offer, id: 77 });
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  return server;
}

/** A multipart body as plain entries; files as 'file:<name>'. */
export const formEntries = (data: FormData | undefined) =>
  Object.fromEntries(
    [...(data?.entries() ?? [])].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
