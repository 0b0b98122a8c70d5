import type { Offer } from '@fidelidade/contract';
import { labelOf, OFFER_TYPE_LABELS, OFFER_TYPES } from '@fidelidade/contract/enums';

/** The five types the tables listing knows (docs/product.md §3: no VOUCHER_RELAMPAGO here). */
export const listedOfferTypes = OFFER_TYPES.filter((type) => type !== 'VOUCHER_RELAMPAGO');

/** Every type by its pt-BR label (VOUCHER_RELAMPAGO too); a type the contract does not know as sent. */
export function offerTypeLabel(type: string): string {
  return labelOf(OFFER_TYPE_LABELS, type);
}

export type OfferDisplayStatus = 'Ativa' | 'Esgotada' | 'Expirada' | 'Inativa' | 'Aguardando aprovação';

/**
 * docs/product.md §4: Ativa when active and valid now, Esgotada when so but a budget is spent (no
 * redemption until an ADMIN raises it) or its imported voucher codes are all taken; Expirada when active but not valid now; else Inativa, or
 * Aguardando aprovação for a new offer kept inactive until a second ADMIN approves its budget.
 */
export function offerDisplayStatus(
  offer: Pick<Offer, 'is_active' | 'is_valid_now'> & Partial<Pick<Offer, 'sold_out' | 'awaiting_approval'>>,
): OfferDisplayStatus {
  if (!offer.is_active) return offer.awaiting_approval ? 'Aguardando aprovação' : 'Inativa';
  if (!offer.is_valid_now) return 'Expirada';
  return offer.sold_out ? 'Esgotada' : 'Ativa';
}

/** 'Usados 100 de 100' per budget the offer has (redemptions, points, R$); none: []. */
export function budgetLines(offer: Offer): string[] {
  const lines: string[] = [];
  if (offer.awaiting_approval && offer.is_active) lines.push('Novo orçamento aguardando aprovação');
  const n = (value: number) => value.toLocaleString('pt-BR');
  const brl = (value: string) =>
    Number(value).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  if (offer.budget_redemptions !== null)
    lines.push(
      `Resgates: ${n(offer.used_redemptions)} de ${n(offer.budget_redemptions)} (restam ${n(offer.remaining_redemptions ?? 0)})`,
    );
  if (offer.budget_points !== null)
    lines.push(
      `Pontos: ${n(offer.used_points)} de ${n(offer.budget_points)} (restam ${n(offer.remaining_points ?? 0)})`,
    );
  if (offer.budget_amount !== null)
    lines.push(
      `Valor: ${brl(offer.used_amount)} de ${brl(offer.budget_amount)} (restam ${brl(offer.remaining_amount ?? '0')})`,
    );
  return lines;
}

/**
 * '1.000 livres de 1.234 códigos' for an offer with imported voucher codes (Configurações →
 * Importação); null without a pool. No free code left makes the offer 'Esgotada'.
 */
export function voucherPoolLabel(
  offer: Pick<Offer, 'voucher_codes_total' | 'voucher_codes_free'>,
): string | null {
  if (!offer.voucher_codes_total) return null;
  const n = (value: number) => value.toLocaleString('pt-BR');
  return `${n(offer.voucher_codes_free)} livres de ${n(offer.voucher_codes_total)} códigos`;
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
