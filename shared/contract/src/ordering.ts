// The sortable lists of /api/v1 and the fields each may be sorted by (`?ordering=`, DRF's
// OrderingFilter shape: `field`, `-field` for descending, several comma-separated). The API checks
// `ordering` against these lists and the tables offer a sorter only on these columns, so both read
// this one table. No TypeBox here: the UI imports this module at run time.

/**
 * Sortable fields per list, keyed by the list's path under /api/v1/ as the UI calls it. A field is
 * the JSON name of the row field the screen's column shows (its `dataIndex`); `status` of the
 * voucher lists sorts pending before used, `partner` of the stores by the partner's brand name. The
 * ledger and the customer base are big: only fields an index walks in order are listed there (the
 * API's migration 0009 adds those indexes).
 */
export const ORDERING_FIELDS = {
  'loyalty/admin/points/summary/': [
    'last_activity',
    'user_name',
    'user_cpf',
    'points_balance',
    'total_earned',
    'total_spent',
    'is_active',
  ],
  // A million rows and filters (role scope, credit/debit) that no single index serves with a
  // second order: the ledger sorts by date only.
  'loyalty/admin/activities/recent/': ['created_at'],
  'loyalty/admin/redemptions/recent/': ['created_at', 'user_name', 'offer_title', 'points_spent', 'status'],
  'loyalty/admin/offers/list/': [
    'created_at',
    'title',
    'offer_type',
    'points_cost',
    'valid_until',
    'is_active',
  ],
  'loyalty/admin/rules/pontuation/': ['id', 'name', 'transaction_type_key', 'weight', 'is_active'],
  'communications/admin/feedback/list/': [
    'created_at',
    'user_name',
    'subject',
    'feedback_type',
    'priority',
    'status',
  ],
  'communications/admin/notifications/list/': [
    'created_at',
    'title',
    'priority',
    'status',
    'scheduled_for',
    'sent_at',
  ],
  'partnerships/locations/': ['created_at', 'address', 'city', 'state', 'zip_code'],
  'partnerships/partners/': ['created_at', 'brand_name', 'category'],
  'partnerships/dealerships/': ['created_at', 'name', 'cnpj', 'external_name_ref'],
  'partnerships/partner-locations/': ['created_at', 'store_name', 'partner'],
  'users/admin/list/': ['created_at', 'full_name', 'email', 'cpf', 'user_type', 'is_active'],
  'audit/': ['at', 'actor_name', 'actor_role', 'action', 'target_type'],
  'loyalty/vouchers/': [
    'created_at',
    'voucher_code',
    'user_name',
    'offer_title',
    'points_spent',
    'status',
    'used_at',
  ],
  'users/{id}/points-history/': ['created_at', 'kind', 'points'],
} as const satisfies Record<string, readonly string[]>;

/** A list that takes `?ordering=`. */
export type OrderedList = keyof typeof ORDERING_FIELDS;

/** A field list `L` may be sorted by. */
export type OrderingField<L extends OrderedList> = (typeof ORDERING_FIELDS)[L][number];

/**
 * The order of each list without `ordering` (the row id always breaks ties, in the direction of
 * the first field). The settings lists and the users list show the newest records first.
 */
export const DEFAULT_ORDERING: Record<OrderedList, string> = {
  'loyalty/admin/points/summary/': '-last_activity',
  'loyalty/admin/activities/recent/': '-created_at',
  'loyalty/admin/redemptions/recent/': '-created_at',
  'loyalty/admin/offers/list/': '-created_at',
  'loyalty/admin/rules/pontuation/': 'id',
  'communications/admin/feedback/list/': '-created_at',
  'communications/admin/notifications/list/': '-created_at',
  'partnerships/locations/': '-created_at',
  'partnerships/partners/': '-created_at',
  'partnerships/dealerships/': '-created_at',
  'partnerships/partner-locations/': '-created_at',
  'users/admin/list/': '-created_at',
  'audit/': '-at',
  'loyalty/vouchers/': '-created_at',
  'users/{id}/points-history/': '-created_at',
};

/** Whether `field` is one of the fields list `list` may be sorted by. */
export function isOrderingField<L extends OrderedList>(list: L, field: string): field is OrderingField<L> {
  return (ORDERING_FIELDS[list] as readonly string[]).includes(field);
}
