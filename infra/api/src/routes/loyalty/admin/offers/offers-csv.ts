import type { Offer } from '@fidelidade/contract';
import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { type CsvColumn, dateCell } from '../../../../domain/csv.ts';

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** The screen's Horário: '08:00 – 12:00' for a time-restricted offer, else 'Sem restrição'. */
function timeRestriction(offer: Offer): string {
  if (!offer.time_restricted) return 'Sem restrição';
  if (!offer.start_time || !offer.end_time) return 'Com restrição';
  return `${hhmm(offer.start_time)} – ${hhmm(offer.end_time)}`;
}

/**
 * The screen's Local (docs/product.md §2.10): 'Loja de parceiro: <store> (<partner>)' or
 * 'Concessionária: <dealership>'.
 */
function place(offer: Offer): string {
  if (offer.location_type === 'dealership') return `Concessionária: ${offer.dealership_name ?? ''}`;
  const partner = offer.partner_name ? ` (${offer.partner_name})` : '';
  return `Loja de parceiro: ${offer.partner_location_name ?? ''}${partner}`;
}

/** The screen's Status (docs/product.md §4): Ativa when active and valid now, Expirada, else Inativa. */
function displayStatus(offer: Offer): string {
  if (!offer.is_active) return 'Inativa';
  return offer.is_valid_now ? 'Ativa' : 'Expirada';
}

/**
 * Tabelas → Ofertas: the screen's columns (remotes/tables offers-table.tsx), same titles; the
 * description whole (the screen cuts it at 50 characters).
 */
export const OFFERS_CSV = {
  fileName: 'ofertas',
  columns: [
    { header: 'Título', cell: (row) => row.title },
    { header: 'Descrição', cell: (row) => row.description },
    { header: 'Tipo', cell: (row) => OFFER_TYPE_LABELS[row.offer_type] },
    { header: 'Local', cell: place },
    { header: 'Pontos', cell: (row) => row.points_cost },
    { header: 'Válida até', cell: (row) => dateCell(row.valid_until) },
    { header: 'Horário', cell: timeRestriction },
    { header: 'Status', cell: displayStatus },
  ] satisfies CsvColumn<Offer>[],
};
