// Offer vocabularies of SPEC §3 (labels exact).

export const offerTypes = [
  { value: 'CUPOM_DESCONTO', label: 'Cupom de Desconto' },
  { value: 'VOUCHER_RELAMPAGO', label: 'Voucher Relâmpago' },
  { value: 'GIFT', label: 'Brinde Exclusivo' },
  { value: 'GASOLINE_SPECIAL', label: 'Gasolina a Preço Especial' },
  { value: 'TIME_LIMITED', label: 'Oferta por Horário' },
  { value: 'PARTNER_DISCOUNT', label: 'Desconto com Parceiro' },
] as const;

export type OfferType = (typeof offerTypes)[number]['value'];

/** The types whose block is a discount percentage. */
export const discountTypes: readonly OfferType[] = [
  'CUPOM_DESCONTO',
  'VOUCHER_RELAMPAGO',
  'PARTNER_DISCOUNT',
];

export const gasolineTypes = [
  'Gasolina Comum',
  'Gasolina Aditivada',
  'Etanol',
  'Gasolina Premium',
  'Diesel',
  'Diesel S-10',
] as const;

/** 1..7 = Monday..Sunday, sent as valid_days '1,3,5'. */
export const weekdays = [
  { value: 1, label: 'Segunda' },
  { value: 2, label: 'Terça' },
  { value: 3, label: 'Quarta' },
  { value: 4, label: 'Quinta' },
  { value: 5, label: 'Sexta' },
  { value: 6, label: 'Sábado' },
  { value: 7, label: 'Domingo' },
] as const;

export type LocationType = 'partner' | 'dealership';

export const imageNotice =
  'Imagens opcionais: JPG, PNG, GIF, no máximo 5MB cada, 300x300px ou maior recomendado. Sem imagem, é usada a da concessionária ou do parceiro.';
