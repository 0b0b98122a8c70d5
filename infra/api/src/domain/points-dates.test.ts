import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addMonths, batchDates } from './points-dates.ts';

const settings = { validityMonths: 12, pendingDaysService: 7, pendingDaysPurchase: 30, pendingDaysManual: 0 };

describe('a credit’s dates', () => {
  test('expiry: N calendar months later, the same instant; a missing day is the month’s last', () => {
    assert.equal(addMonths(new Date('2026-03-15T14:32:00Z'), 12).toISOString(), '2027-03-15T14:32:00.000Z');
    assert.equal(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString(), '2027-02-28T10:00:00.000Z');
    assert.equal(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString(), '2028-02-29T10:00:00.000Z');
    assert.equal(addMonths(new Date('2026-11-30T10:00:00Z'), 3).toISOString(), '2027-02-28T10:00:00.000Z');
  });

  test('pending per source, counted from the sale; refunds and opening balances at once', () => {
    const earned = new Date('2026-11-01T12:00:00Z');
    assert.equal(
      batchDates(settings, 'SERVICE', earned).availableAt.toISOString(),
      '2026-11-08T12:00:00.000Z',
    );
    assert.equal(
      batchDates(settings, 'MERCHANDISE', earned).availableAt.toISOString(),
      '2026-12-01T12:00:00.000Z',
    );
    assert.equal(batchDates(settings, 'ADJUSTMENT', earned).availableAt.getTime(), earned.getTime());
    assert.equal(batchDates(settings, 'REFUND', earned).availableAt.getTime(), earned.getTime());
    assert.equal(
      batchDates(settings, 'SERVICE', earned).expiresAt?.toISOString(),
      '2027-11-01T12:00:00.000Z',
    );
    assert.equal(batchDates({ ...settings, validityMonths: null }, 'SERVICE', earned).expiresAt, null);
  });
});
