import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TObject } from 'typebox';
import {
  Activity,
  ActivityListQuery,
  AuditEntry,
  AuditListQuery,
  Dealership,
  DealershipListQuery,
  Feedback,
  FeedbackListQuery,
  LedgerEntry,
  Location,
  LocationListQuery,
  ManagedUser,
  Notification,
  NotificationListQuery,
  Offer,
  OfferListQuery,
  Partner,
  PartnerListQuery,
  PartnerLocation,
  PartnerLocationListQuery,
  PointsHistoryQuery,
  PointsRule,
  PointsRuleListQuery,
  PointsSummaryQuery,
  PointsSummaryRow,
  Redemption,
  RedemptionListQuery,
  UserListQuery,
  Voucher,
  VoucherListQuery,
} from './index.ts';
import { DEFAULT_ORDERING, isOrderingField, ORDERING_FIELDS, type OrderedList } from './ordering.ts';

/** Each sortable list's querystring and row schemas. */
const LISTS: Record<OrderedList, { query: TObject; row: TObject }> = {
  'loyalty/admin/points/summary/': { query: PointsSummaryQuery, row: PointsSummaryRow },
  'loyalty/admin/activities/recent/': { query: ActivityListQuery, row: Activity },
  'loyalty/admin/redemptions/recent/': { query: RedemptionListQuery, row: Redemption },
  'loyalty/admin/offers/list/': { query: OfferListQuery, row: Offer },
  'loyalty/admin/rules/pontuation/': { query: PointsRuleListQuery, row: PointsRule },
  'communications/admin/feedback/list/': { query: FeedbackListQuery, row: Feedback },
  'communications/admin/notifications/list/': { query: NotificationListQuery, row: Notification },
  'partnerships/locations/': { query: LocationListQuery, row: Location },
  'partnerships/partners/': { query: PartnerListQuery, row: Partner },
  'partnerships/dealerships/': { query: DealershipListQuery, row: Dealership },
  'partnerships/partner-locations/': { query: PartnerLocationListQuery, row: PartnerLocation },
  'users/admin/list/': { query: UserListQuery, row: ManagedUser },
  'audit/': { query: AuditListQuery, row: AuditEntry },
  'loyalty/vouchers/': { query: VoucherListQuery, row: Voucher },
  'users/{id}/points-history/': { query: PointsHistoryQuery, row: LedgerEntry },
};

const lists = Object.keys(ORDERING_FIELDS) as OrderedList[];

describe('ordering', () => {
  test('every sortable list takes `ordering` in its querystring', () => {
    for (const list of lists) {
      const property = LISTS[list].query.properties.ordering as { type?: string; maxLength?: number };
      assert.equal(property?.type, 'string', list);
      assert.equal(property.maxLength, 200, list);
    }
  });

  test('every field is a JSON field of the list rows, listed once', () => {
    for (const list of lists) {
      const fields: readonly string[] = ORDERING_FIELDS[list];
      assert.ok(fields.length > 0, list);
      assert.equal(new Set(fields).size, fields.length, list);
      for (const field of fields) assert.ok(field in LISTS[list].row.properties, `${list} ${field}`);
    }
  });

  test('each default ordering is made of allowed fields', () => {
    assert.deepEqual(Object.keys(DEFAULT_ORDERING).sort(), [...lists].sort());
    for (const list of lists) {
      for (const term of DEFAULT_ORDERING[list].split(',')) {
        assert.ok(isOrderingField(list, term.replace(/^-/, '')), `${list} ${term}`);
      }
    }
  });

  test('the settings and users lists default to newest first', () => {
    const management: OrderedList[] = [
      'partnerships/locations/',
      'partnerships/partners/',
      'partnerships/dealerships/',
      'partnerships/partner-locations/',
      'users/admin/list/',
    ];
    for (const list of management) assert.equal(DEFAULT_ORDERING[list], '-created_at', list);
  });

  test('isOrderingField accepts only the list own fields', () => {
    assert.equal(isOrderingField('partnerships/partners/', 'brand_name'), true);
    assert.equal(isOrderingField('partnerships/partners/', 'name'), false);
    assert.equal(isOrderingField('partnerships/partners/', '-brand_name'), false);
  });
});
