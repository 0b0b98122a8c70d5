import { OFFER_FORM_MESSAGES } from '@fidelidade/contract';
import {
  DISCOUNT_OFFER_TYPES,
  GASOLINE_TYPES,
  OFFER_TYPES,
  type OfferType,
} from '@fidelidade/contract/enums';
import { FIELD_MESSAGES, FormReader, type FormSource } from './form-fields.ts';
import { type OfferLimitValues, readOfferLimits } from './offer-limits-form.ts';

/** Messages of the offer form (docs/product.md §5); the contract's are the ones no schema states. */
export const OFFER_MESSAGES = {
  ...OFFER_FORM_MESSAGES,
  title: 'Título é obrigatório',
  pointsCost: 'Custo em pontos deve ser maior ou igual a 0',
  validFrom: 'Data de início é obrigatória',
  validUntil: 'Data de fim é obrigatória',
  gasolinePrice: 'Preço da gasolina é obrigatório e deve ser maior que 0',
  gasolineType: 'Tipo de combustível é obrigatório',
  gasolineTypeInvalid: `Tipo de combustível inválido. Opções: ${GASOLINE_TYPES.join(', ')}.`,
  discount: 'Percentual de desconto deve estar entre 0 e 100',
  maxLiters: 'Máximo de litros deve ser pelo menos 1',
  startTime: 'Horário de início é obrigatório',
  endTime: 'Horário de fim é obrigatório',
  validDays: 'Pelo menos um dia da semana deve ser selecionado',
  validDaysInvalid: 'Dias da semana devem ser números de 1 (segunda) a 7 (domingo).',
  offerType: `Escolha inválida. Opções: ${OFFER_TYPES.join(', ')}.`,
} as const;

export const OFFER_IMAGE_FIELDS = ['display_logo', 'item_image'] as const;

export interface OfferFormValues extends OfferLimitValues {
  title: string;
  description: string | null;
  offerType: OfferType;
  pointsCost: number;
  validFrom: Date;
  validUntil: Date;
  isActive: boolean;
  dealershipId: number | null;
  partnerLocationId: number | null;
  timeRestricted: boolean;
  startTime: string | null;
  endTime: string | null;
  validDays: number[] | null;
  gasolinePrice: string | null;
  gasolineType: string | null;
  maxLiters: number | null;
  discountPercentage: string | null;
  giftDescription: string | null;
  maxRedemptions: number | null;
  autoNotify: boolean;
  notificationMessage: string | null;
}

/**
 * A date-time: ISO 8601 with an offset, or a wall-clock value without one ('2026-05-01T08:00',
 * '2026-05-01') read as São Paulo time (UTC−03:00; Brazil has had no daylight saving since 2019).
 */
export function parseDateTime(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?))?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    text,
  );
  if (!m) return null;
  const [, date, time = '00:00', zone] = m;
  const d = new Date(`${date}T${time}${zone ?? '-03:00'}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS'. */
export function parseTime(text: string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
  return m ? `${m[1]}:${m[2]}:${m[3] ?? '00'}` : null;
}

/**
 * Validates the offer form (multipart strings or JSON values) with its rules (docs/product.md §5); throws one
 * 400 `{field: [msg]}` with every problem. Type-specific fields of other types are dropped.
 * The target (partner_location | dealership) is only read here; existence and role are checked by
 * the caller.
 */
export function readOfferForm(source: FormSource): OfferFormValues {
  const form = new FormReader(source);
  const title = form.text('title', { maxLength: 200, required: OFFER_MESSAGES.title });
  const description = form.text('description');

  const typeText = form.raw('offer_type');
  let offerType: OfferType | null = null;
  if (!typeText) form.error('offer_type', FIELD_MESSAGES.required);
  else if (!(OFFER_TYPES as readonly string[]).includes(typeText))
    form.error('offer_type', OFFER_MESSAGES.offerType);
  else offerType = typeText as OfferType;

  const pointsCost = form.integer('points_cost', {
    min: 0,
    required: OFFER_MESSAGES.pointsCost,
    minMessage: OFFER_MESSAGES.pointsCost,
  });

  const date = (field: string, required: string) => {
    const v = form.raw(field);
    if (!v) {
      form.error(field, required);
      return null;
    }
    const d = parseDateTime(v);
    if (!d) form.error(field, FIELD_MESSAGES.datetime);
    return d;
  };
  const validFrom = date('valid_from', OFFER_MESSAGES.validFrom);
  const validUntil = date('valid_until', OFFER_MESSAGES.validUntil);
  if (validFrom && validUntil && validUntil.getTime() <= validFrom.getTime())
    form.error('valid_until', OFFER_MESSAGES.validOrder);

  // Target: location_type picks one side when both are sent.
  const locationType = form.raw('location_type');
  const storeField = form.has('partner_location') ? 'partner_location' : 'partner_location_id';
  const dealershipField = form.has('dealership') ? 'dealership' : 'dealership_id';
  let partnerLocationId = locationType === 'dealership' ? null : form.id(storeField);
  let dealershipId = locationType === 'partner' ? null : form.id(dealershipField);
  if (partnerLocationId !== null && dealershipId !== null) {
    form.error('location', OFFER_MESSAGES.bothTargets);
    partnerLocationId = dealershipId = null;
  } else if (
    partnerLocationId === null &&
    dealershipId === null &&
    !form.errors[storeField] &&
    !form.errors[dealershipField]
  ) {
    form.error('location', OFFER_MESSAGES.target);
  }

  // Type-specific blocks.
  let gasolinePrice: string | null = null;
  let gasolineType: string | null = null;
  let maxLiters: number | null = null;
  let discountPercentage: string | null = null;
  let giftDescription: string | null = null;
  if (offerType === 'GASOLINE_SPECIAL') {
    const price = form.decimal('gasoline_price', OFFER_MESSAGES.gasolinePrice, 2);
    if (price === null || price <= 0 || price >= 1e8) {
      if (!form.errors.gasoline_price) form.error('gasoline_price', OFFER_MESSAGES.gasolinePrice);
    } else gasolinePrice = price.toFixed(2);
    gasolineType = form.text('gasoline_type', { required: OFFER_MESSAGES.gasolineType });
    if (gasolineType && !(GASOLINE_TYPES as readonly string[]).includes(gasolineType)) {
      form.error('gasoline_type', OFFER_MESSAGES.gasolineTypeInvalid);
      gasolineType = null;
    }
    maxLiters = form.decimal('max_liters', undefined, 2);
    if (maxLiters !== null && (maxLiters < 1 || maxLiters >= 100_000)) {
      form.error('max_liters', maxLiters < 1 ? OFFER_MESSAGES.maxLiters : FIELD_MESSAGES.max(99_999));
      maxLiters = null;
    }
  }
  if (offerType && DISCOUNT_OFFER_TYPES.includes(offerType)) {
    const pct = form.decimal('discount_percentage', OFFER_MESSAGES.discount, 2);
    if (pct === null || pct <= 0 || pct > 100) {
      if (!form.errors.discount_percentage) form.error('discount_percentage', OFFER_MESSAGES.discount);
    } else discountPercentage = pct.toFixed(2);
  }
  if (offerType === 'GIFT') giftDescription = form.text('gift_description');

  // Time restriction.
  const timeRestricted = form.boolean('time_restricted', false);
  let startTime: string | null = null;
  let endTime: string | null = null;
  let validDays: number[] | null = null;
  if (timeRestricted) {
    const time = (field: string, required: string) => {
      const v = form.raw(field);
      if (!v) {
        form.error(field, required);
        return null;
      }
      const t = parseTime(v);
      if (!t) form.error(field, FIELD_MESSAGES.time);
      return t;
    };
    startTime = time('start_time', OFFER_MESSAGES.startTime);
    endTime = time('end_time', OFFER_MESSAGES.endTime);
    if (startTime && endTime && startTime === endTime) form.error('end_time', OFFER_MESSAGES.sameTimes);
    const days = (form.raw('valid_days') ?? '').replace(/[[\]\s]/g, '');
    if (!days) form.error('valid_days', OFFER_MESSAGES.validDays);
    else {
      const list = days.split(',').filter(Boolean);
      if (list.length === 0) form.error('valid_days', OFFER_MESSAGES.validDays);
      else if (!list.every((d) => /^[1-7]$/.test(d)))
        form.error('valid_days', OFFER_MESSAGES.validDaysInvalid);
      else validDays = [...new Set(list.map(Number))].sort((a, b) => a - b);
    }
  }

  // max_redemptions: absent → 1 (default); sent blank/null → no limit.
  const maxRedemptions = form.has('max_redemptions') ? form.integer('max_redemptions', { min: 1 }) : 1;
  const autoNotify = form.boolean('auto_notify', true);
  const notificationMessage = form.text('notification_message');
  const isActive = form.boolean('is_active', true);
  const limits = readOfferLimits(form);

  form.done();
  return {
    title: title as string,
    description,
    offerType: offerType as OfferType,
    pointsCost: pointsCost as number,
    validFrom: validFrom as Date,
    validUntil: validUntil as Date,
    isActive,
    dealershipId,
    partnerLocationId,
    timeRestricted,
    startTime,
    endTime,
    validDays,
    gasolinePrice,
    gasolineType,
    maxLiters,
    discountPercentage,
    giftDescription,
    maxRedemptions,
    autoNotify,
    notificationMessage,
    ...limits,
  };
}
