import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { USER_TYPE_LABELS, USER_TYPES } from '@fidelidade/contract/enums';
import { ORDERING_FIELDS, type OrderedList } from '@fidelidade/contract/ordering';
import { byLabel } from '../domain/ordering.ts';
import { AUDIT_ORDERING } from './audit-log.ts';
import { HISTORY_ORDERING } from './customer-ledger.ts';
import { FEEDBACK_ORDERING } from './feedbacks.ts';
import { ACTIVITY_ORDERING } from './ledger.ts';
import { REDEMPTION_ORDERING, RULE_ORDERING } from './loyalty-admin.ts';
import { NOTIFICATION_ORDERING } from './notifications.ts';
import { OFFER_ORDERING } from './offers.ts';
import {
  DEALERSHIP_ORDERING,
  LOCATION_ORDERING,
  PARTNER_LOCATION_ORDERING,
  PARTNER_ORDERING,
} from './partnerships-ordering.ts';
import {
  DEALERSHIP_SUMMARY_ORDERING,
  PARTNER_SUMMARY_ORDERING,
  SUMMARY_ORDERING,
} from './points-summary-query.ts';
import { USER_ORDERING } from './user-admin.ts';
import { VOUCHER_ORDERING } from './vouchers.ts';

/** Every column map a repository sorts with (the points summary has one per kind of scope). */
const SORTABLE: Array<{ list: OrderedList; columns: object }> = [
  SUMMARY_ORDERING,
  DEALERSHIP_SUMMARY_ORDERING,
  PARTNER_SUMMARY_ORDERING,
  ACTIVITY_ORDERING,
  REDEMPTION_ORDERING,
  OFFER_ORDERING,
  RULE_ORDERING,
  FEEDBACK_ORDERING,
  NOTIFICATION_ORDERING,
  LOCATION_ORDERING,
  PARTNER_ORDERING,
  DEALERSHIP_ORDERING,
  PARTNER_LOCATION_ORDERING,
  USER_ORDERING,
  AUDIT_ORDERING,
  VOUCHER_ORDERING,
  HISTORY_ORDERING,
];

describe('sortable lists', () => {
  test('each column map sorts exactly the fields the contract allows for its list', () => {
    for (const sortable of SORTABLE) {
      assert.deepEqual(
        Object.keys(sortable.columns).sort(),
        [...ORDERING_FIELDS[sortable.list]].sort(),
        sortable.list,
      );
    }
  });

  test('user types sort by their code in the order of their labels (the users list sorts the column)', () => {
    assert.deepEqual(byLabel(USER_TYPE_LABELS), [...USER_TYPES].sort());
  });

  test('every list of the contract has a column map', () => {
    const mapped = new Set(SORTABLE.map((sortable) => sortable.list));
    for (const list of Object.keys(ORDERING_FIELDS)) assert.ok(mapped.has(list as OrderedList), list);
  });
});
