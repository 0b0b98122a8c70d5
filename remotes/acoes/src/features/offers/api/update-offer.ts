import type { Offer } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { offerEditMessages } from '../lib/offer-form-mode';
import { asFieldErrors, detailOf, OfferSaveError } from '../lib/offer-save-error';

export interface OfferUpdate {
  id: number;
  body: FormData;
}

/**
 * PUT loyalty/admin/offers/{id}/ (multipart, the whole form again; images left out are kept).
 * 400 → field errors; 404 (deleted meanwhile or out of scope) and 403 → the server's own words.
 */
export async function updateOffer({ id, body }: OfferUpdate): Promise<Partial<Offer>> {
  let updated: unknown;
  try {
    updated = await getHttp().put(`loyalty/admin/offers/${id}/`, { body }).json<unknown>();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw new OfferSaveError(offerEditMessages.failed, {});
    const status = error.response.status;
    if (status === 400) throw new OfferSaveError(offerEditMessages.failed, asFieldErrors(error.data));
    if (status === 404) throw new OfferSaveError(offerEditMessages.notFound, {});
    const detail = status === 403 ? detailOf(error.data) : null;
    throw new OfferSaveError(offerEditMessages.failed, {}, detail ? [detail] : []);
  }
  // Partial: a success only has to name the offer it saved.
  const offer = (typeof updated === 'object' && updated !== null ? updated : {}) as Partial<Offer>;
  if (offer.id === undefined) throw new OfferSaveError(offerEditMessages.unexpected, {});
  return offer;
}

export const useUpdateOffer = () => useMutation({ mutationFn: updateOffer });
