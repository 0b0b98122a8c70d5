import type { Offer } from '@fidelidade/contract';
import { labelOf, OFFER_TYPE_LABELS, OFFER_TYPES } from '@fidelidade/contract/enums';

/** The five types the tables listing knows (docs/product.md §3: no VOUCHER_RELAMPAGO here). */
export const listedOfferTypes = OFFER_TYPES.filter((type) => type !== 'VOUCHER_RELAMPAGO');

/** Every type by its pt-BR label (VOUCHER_RELAMPAGO too); a type the contract does not know as sent. */
export function offerTypeLabel(type: string): string {
  return labelOf(OFFER_TYPE_LABELS, type);
}

export type OfferDisplayStatus = 'Ativa' | 'Expirada' | 'Inativa';

/** docs/product.md §4: Ativa when active and valid now; Expirada when active but not valid now; else Inativa. */
export function offerDisplayStatus(offer: Pick<Offer, 'is_active' | 'is_valid_now'>): OfferDisplayStatus {
  if (!offer.is_active) return 'Inativa';
  return offer.is_valid_now ? 'Ativa' : 'Expirada';
}

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** '08:00 – 12:00' for a time-restricted offer, else 'Sem restrição'. */
export function timeRestrictionLabel(
  offer: Pick<Offer, 'time_restricted' | 'start_time' | 'end_time'>,
): string {
  if (!offer.time_restricted) return 'Sem restrição';
  if (!offer.start_time || !offer.end_time) return 'Com restrição';
  return `${hhmm(offer.start_time)} – ${hhmm(offer.end_time)}`;
}
