import type { Offer } from '@fidelidade/contract';
import { DISCOUNT_OFFER_TYPES } from '@fidelidade/contract/enums';
import { formatCurrencyBRL, formatNumber } from '@fidelidade/session';

export interface DetailItem {
  key: string;
  label: string;
  children: string;
}

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The type block of the form: a field shows when the type uses it, or when it holds a value anyway. */
export function typeDetailItems(offer: Offer): DetailItem[] {
  const gasoline = offer.offer_type === 'GASOLINE_SPECIAL';
  const discount = DISCOUNT_OFFER_TYPES.includes(offer.offer_type);
  const candidates = [
    {
      key: 'gasoline_price',
      label: 'Preço da gasolina (R$)',
      used: gasoline || offer.gasoline_price !== null,
      children: offer.gasoline_price === null ? '—' : formatCurrencyBRL(Number(offer.gasoline_price)),
    },
    {
      key: 'gasoline_type',
      label: 'Tipo de combustível',
      used: gasoline || offer.gasoline_type !== null,
      children: orDash(offer.gasoline_type),
    },
    {
      key: 'max_liters',
      label: 'Máximo de litros',
      used: gasoline || offer.max_liters !== null,
      children: offer.max_liters === null ? '—' : formatNumber(offer.max_liters),
    },
    {
      key: 'discount_percentage',
      label: 'Percentual de desconto (%)',
      used: discount || offer.discount_percentage !== null,
      children:
        offer.discount_percentage === null ? '—' : `${formatNumber(Number(offer.discount_percentage))}%`,
    },
    {
      key: 'gift_description',
      label: 'Descrição do brinde',
      used: offer.offer_type === 'GIFT' || offer.gift_description !== null,
      children: orDash(offer.gift_description),
    },
  ];
  return candidates.filter((item) => item.used).map(({ used: _used, ...item }) => item);
}
