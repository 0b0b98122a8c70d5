import type { Offer } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { offerMessages } from '../lib/offer-messages';
import { asFieldErrors, OfferSaveError } from '../lib/offer-save-error';

/** POST loyalty/admin/offers/ (multipart). Success means the answer names the offer (docs/product.md §7). */
export async function createOffer(body: FormData): Promise<Partial<Offer>> {
  let created: unknown;
  try {
    created = await getHttp().post('loyalty/admin/offers/', { body }).json<unknown>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) {
      throw new OfferSaveError(offerMessages.failed, asFieldErrors(error.data));
    }
    throw new OfferSaveError(offerMessages.failed, {});
  }
  // Partial: a success only has to name the offer (id, title or offer_type; docs/product.md §7).
  const offer = (typeof created === 'object' && created !== null ? created : {}) as Partial<Offer>;
  if (offer.id === undefined && offer.title === undefined && offer.offer_type === undefined) {
    throw new OfferSaveError(offerMessages.unexpected, {});
  }
  return offer;
}

export const useCreateOffer = () => useMutation({ mutationFn: createOffer });
