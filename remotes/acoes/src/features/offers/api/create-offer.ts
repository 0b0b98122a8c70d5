import type { FieldErrors, Offer } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { offerMessages } from '../lib/offer-messages';

/** A create that the server refused, with the field errors it sent (400 {field: [msg]}). */
export class OfferCreateError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message);
  }
}

function asFieldErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) errors[key] = value.filter((item): item is string => typeof item === 'string');
    else if (typeof value === 'string') errors[key] = [value];
  }
  return errors;
}

/** POST loyalty/admin/offers/ (multipart). Success means the answer names the offer (docs/product.md §7). */
export async function createOffer(body: FormData): Promise<Partial<Offer>> {
  let created: unknown;
  try {
    created = await getHttp().post('loyalty/admin/offers/', { body }).json<unknown>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) {
      throw new OfferCreateError(offerMessages.failed, asFieldErrors(error.data));
    }
    throw new OfferCreateError(offerMessages.failed, {});
  }
  // Partial: a success only has to name the offer (id, title or offer_type; docs/product.md §7).
  const offer = (typeof created === 'object' && created !== null ? created : {}) as Partial<Offer>;
  if (offer.id === undefined && offer.title === undefined && offer.offer_type === undefined) {
    throw new OfferCreateError(offerMessages.unexpected, {});
  }
  return offer;
}

export const useCreateOffer = () => useMutation({ mutationFn: createOffer });
