import type { Offer } from '@fidelidade/contract';
import { isoToLocal, localToIso } from '../../../lib/local-date-time';
import { savedOffer } from '../../../test/offer-edit-server';
import { buildOfferSaveData } from './build-offer-save-data';
import { createMode } from './offer-form-mode';
import { copyTitle, duplicateFormValues, offerToFormValues } from './offer-to-form-values';

const gasoline: Offer = {
  ...savedOffer,
  offer_type: 'GASOLINE_SPECIAL',
  gasoline_price: '5.49',
  gasoline_type: 'Diesel S-10',
  max_liters: 40,
  discount_percentage: null,
  time_restricted: false,
  start_time: null,
  end_time: null,
  valid_days: null,
  max_redemptions: 1,
  location_type: 'dealership',
  dealership_id: 3,
  partner_location_id: null,
};

describe('offerToFormValues', () => {
  it('fills every field: local dates, numbers from decimal text, weekdays, hours, the advanced block', () => {
    expect(offerToFormValues(savedOffer)).toEqual({
      location_type: 'partner',
      partner_location: 11,
      dealership: undefined,
      title: 'Troca de óleo',
      description: 'Na Rua Augusta',
      offer_type: 'CUPOM_DESCONTO',
      points_cost: 150,
      valid_from: isoToLocal('2030-05-10T13:00:00.000Z'),
      valid_until: isoToLocal('2030-06-10T21:30:00.000Z'),
      is_active: true,
      display_logo: null,
      item_image: null,
      gasoline_price: null,
      gasoline_type: undefined,
      max_liters: null,
      discount_percentage: 12.5,
      gift_description: undefined,
      auto_notify: true,
      notification_message: 'Aproveite!',
      advanced: true,
      max_redemptions: 2,
      time_restricted: true,
      start_time: '08:00',
      end_time: '12:30',
      valid_days: [1, 3, 5],
      limits: false,
      audience: null,
      budget_redemptions: null,
      budget_points: null,
      budget_amount: null,
      redemption_cost: null,
      customer_limit: null,
      customer_limit_period: null,
    });
  });

  it("an offer with an audience or a budget opens 'Público e orçamento' with them, R$ as numbers", () => {
    const values = offerToFormValues({
      ...savedOffer,
      audience_id: 4,
      budget_amount: '1500.50',
      customer_limit: 2,
      customer_limit_period: 'WEEK',
    });
    expect(values).toMatchObject({
      limits: true,
      audience: 4,
      budget_amount: 1500.5,
      customer_limit: 2,
      customer_limit_period: 'WEEK',
    });
  });

  it('a gasoline offer at a dealership, default limit, no restriction: advanced block closed', () => {
    expect(offerToFormValues(gasoline)).toMatchObject({
      location_type: 'dealership',
      dealership: 3,
      partner_location: undefined,
      gasoline_price: 5.49,
      gasoline_type: 'Diesel S-10',
      max_liters: 40,
      advanced: false,
      time_restricted: false,
      valid_days: [],
    });
  });

  it('no limit (null) opens the advanced block with the field blank; seconds in times are dropped', () => {
    const values = offerToFormValues({ ...savedOffer, max_redemptions: null, start_time: '08:00:00' });
    expect(values).toMatchObject({ advanced: true, max_redemptions: null, start_time: '08:00' });
  });

  it('dates round-trip: what the form shows is sent back as the same instant', () => {
    expect(localToIso(isoToLocal(savedOffer.valid_from))).toBe(savedOffer.valid_from);
    expect(isoToLocal('não é data')).toBe('');
  });
});

describe('duplicateFormValues', () => {
  it("appends ' (cópia)' to the title and keeps the rest", () => {
    const values = duplicateFormValues(savedOffer);
    expect(values.title).toBe('Troca de óleo (cópia)');
    expect(values.valid_days).toEqual([1, 3, 5]);
  });

  it('a 200-character title is cut so the copy still fits the limit', () => {
    const copy = copyTitle('x'.repeat(200));
    expect(copy).toHaveLength(200);
    expect(copy.endsWith(' (cópia)')).toBe(true);
  });
});

describe('buildOfferSaveData', () => {
  const noLimit = offerToFormValues({ ...savedOffer, max_redemptions: null });

  it('edit and duplicate send a blank limit explicitly (blank = no limit; absent would be 1)', () => {
    for (const kind of ['edit', 'duplicate'] as const) {
      expect(buildOfferSaveData(noLimit, { kind, offer: savedOffer }).getAll('max_redemptions')).toEqual([
        '',
      ]);
    }
  });

  it('creation sends exactly what it always did', () => {
    expect(buildOfferSaveData(noLimit, createMode).has('max_redemptions')).toBe(false);
    const limited = buildOfferSaveData(offerToFormValues(savedOffer), { kind: 'edit', offer: savedOffer });
    expect(limited.getAll('max_redemptions')).toEqual(['2']);
  });
});
