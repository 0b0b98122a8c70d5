import type { OfferListItem } from '../api/get-offers-list';

/** The five types the tables listing knows (SPEC §3: no VOUCHER_RELAMPAGO here). */
export const offerTypeLabels: Record<string, string> = {
  CUPOM_DESCONTO: 'Cupom de Desconto',
  GIFT: 'Brinde Exclusivo',
  GASOLINE_SPECIAL: 'Gasolina a Preço Especial',
  TIME_LIMITED: 'Oferta por Horário',
  PARTNER_DISCOUNT: 'Desconto com Parceiro',
};

/** Unknown types are shown as sent. */
export const offerTypeLabel = (type: string): string => offerTypeLabels[type] ?? type;

export type OfferDisplayStatus = 'Ativa' | 'Expirada' | 'Inativa';

/** SPEC §4: Ativa when active and valid now; Expirada when active but not valid now; else Inativa. */
export function offerDisplayStatus(
  offer: Pick<OfferListItem, 'is_active' | 'is_valid_now'>,
): OfferDisplayStatus {
  if (!offer.is_active) return 'Inativa';
  return offer.is_valid_now ? 'Ativa' : 'Expirada';
}

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** '08:00 – 12:00' for a time-restricted offer, else 'Sem restrição'. */
export function timeRestrictionLabel(
  offer: Pick<OfferListItem, 'time_restricted' | 'start_time' | 'end_time'>,
): string {
  if (!offer.time_restricted) return 'Sem restrição';
  if (!offer.start_time || !offer.end_time) return 'Com restrição';
  return `${hhmm(offer.start_time)} – ${hhmm(offer.end_time)}`;
}
