import { buildOfferFormData, isTimeRestricted } from './build-offer-form-data';
import { offerDefaults } from './offer-form-values';

const base = {
  ...offerDefaults,
  title: '  Brinde  ',
  points_cost: 0,
  valid_from: '2030-01-01T08:00',
  valid_until: '2030-01-31T20:00',
};

describe('buildOfferFormData', () => {
  it('trims, keeps 0 points, omits blank optional fields, sends only the chosen location and block', () => {
    const data = buildOfferFormData({
      ...base,
      offer_type: 'GIFT',
      location_type: 'dealership',
      dealership: 4,
      partner_location: 11,
      description: '   ',
      gift_description: 'Caneca',
      discount_percentage: 10,
      max_redemptions: null,
      auto_notify: false,
      notification_message: 'ignorada',
    });
    expect(Object.fromEntries(data.entries())).toEqual({
      title: 'Brinde',
      offer_type: 'GIFT',
      points_cost: '0',
      valid_from: new Date('2030-01-01T08:00').toISOString(),
      valid_until: new Date('2030-01-31T20:00').toISOString(),
      is_active: 'true',
      dealership: '4',
      gift_description: 'Caneca',
      time_restricted: 'false',
      auto_notify: 'false',
    });
  });

  it('TIME_LIMITED is always time restricted; days are sorted', () => {
    const values = {
      ...base,
      offer_type: 'TIME_LIMITED' as const,
      start_time: '10:00',
      end_time: '14:00',
      valid_days: [7, 1, 3],
    };
    expect(isTimeRestricted(values)).toBe(true);
    const data = buildOfferFormData(values);
    expect(data.get('valid_days')).toBe('1,3,7');
    expect(data.get('time_restricted')).toBe('true');
  });

  it("'Público e orçamento' goes only when open; a cap per customer goes with its period", () => {
    const limits = {
      audience: 4,
      budget_redemptions: 100,
      budget_points: null,
      budget_amount: 1500.5,
      redemption_cost: 0,
      customer_limit: 2,
      customer_limit_period: 'WEEK' as const,
    };
    const closed = Object.fromEntries(buildOfferFormData({ ...base, ...limits, limits: false }).entries());
    expect(closed).not.toHaveProperty('budget_redemptions');
    const open = Object.fromEntries(buildOfferFormData({ ...base, ...limits, limits: true }).entries());
    expect(open).toMatchObject({
      audience: '4',
      budget_redemptions: '100',
      budget_amount: '1500.5',
      redemption_cost: '0',
      customer_limit: '2',
      customer_limit_period: 'WEEK',
    });
    expect(open).not.toHaveProperty('budget_points');
  });
});
