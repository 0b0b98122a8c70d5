import type { AvailablePartners, Offer } from '@fidelidade/contract';

/**
 * The offers list's 'Local' filter as one value in the URL (`?local=`): a kind of place
 * (`tipo:partner`, `tipo:dealership`) or one place (`concessionaria:<id>`, `parceiro:<id>`,
 * `loja:<id>`), sent to the API as its own parameters (docs/product.md §2.10).
 */
export type OfferPlaceParams = Partial<
  Record<'location_type' | 'dealership_id' | 'partner_id' | 'partner_location_id', string>
>;

const ID = /^[1-9]\d{0,9}$/;

export function offerPlaceParams(value: string): OfferPlaceParams {
  const [kind, id = ''] = value.split(':');
  if (kind === 'tipo' && (id === 'partner' || id === 'dealership')) return { location_type: id };
  if (!ID.test(id)) return {};
  if (kind === 'concessionaria') return { dealership_id: id };
  if (kind === 'parceiro') return { partner_id: id };
  if (kind === 'loja') return { partner_location_id: id };
  return {};
}

interface Option {
  value: string;
  label: string;
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'pt-BR');

/** The filter's options: every place, then each dealership, partner and store of the user's scope. */
export function offerPlaceOptions(places: Partial<AvailablePartners> | undefined) {
  const stores = Array.isArray(places?.partner_locations) ? places.partner_locations : [];
  const dealerships = Array.isArray(places?.dealerships) ? places.dealerships : [];
  const partners = new Map<number, string>();
  for (const store of stores)
    if (store.partner_id !== undefined) partners.set(store.partner_id, store.partner_name ?? '');
  const group = (label: string, options: Option[]) =>
    options.length > 0 ? [{ label, title: label, options: options.sort(byLabel) }] : [];
  return [
    {
      label: 'Tipos de local',
      title: 'Tipos de local',
      options: [
        { value: '', label: 'Todos os locais' },
        ...(dealerships.length > 0 ? [{ value: 'tipo:dealership', label: 'Todas as concessionárias' }] : []),
        ...(stores.length > 0 ? [{ value: 'tipo:partner', label: 'Todas as lojas de parceiros' }] : []),
      ],
    },
    ...group(
      'Concessionárias',
      dealerships.map((d) => ({ value: `concessionaria:${d.id}`, label: d.name })),
    ),
    ...group(
      'Parceiros',
      [...partners].map(([id, name]) => ({ value: `parceiro:${id}`, label: name })),
    ),
    ...group(
      'Lojas de parceiros',
      stores.map((store) => ({
        value: `loja:${store.id}`,
        label: store.partner_name ? `${store.name} (${store.partner_name})` : store.name,
      })),
    ),
  ];
}

/** Where an offer applies, as the 'Local' column shows it: the place, then its partner or kind. */
export function offerPlace(offer: Offer): { name: string; detail: string } {
  if (offer.location_type === 'dealership')
    return { name: offer.dealership_name ?? '—', detail: 'Concessionária' };
  return {
    name: offer.partner_location_name ?? '—',
    detail: offer.partner_name ? `Parceiro ${offer.partner_name}` : 'Loja de parceiro',
  };
}
