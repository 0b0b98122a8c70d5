import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from 'typebox/value';
import * as enums from './enums.ts';
import {
  Activity,
  Dealership,
  Feedback,
  LoginUser,
  ManagedUser,
  Notification,
  Offer,
  type OfferType,
  PageOf,
  type Paginated,
  Partner,
  PartnerLocation,
  PointsSummaryRow,
  Redemption,
  RedemptionReport,
  SyncLog,
  SyncTask,
  TransactionHistoryItem,
  Voucher,
} from './index.ts';

/** Every label map next to the tuple it labels (a missing or extra key fails). */
const LABELLED: Array<[readonly (string | number)[], Record<string | number, string>]> = [
  [enums.USER_TYPES, enums.USER_TYPE_LABELS],
  [enums.OFFER_TYPES, enums.OFFER_TYPE_LABELS],
  [enums.OFFER_LOCATION_TYPES, enums.OFFER_LOCATION_TYPE_LABELS],
  [enums.WEEKDAYS, enums.WEEKDAY_LABELS],
  [enums.PARTNER_CATEGORIES, enums.PARTNER_CATEGORY_LABELS],
  [enums.LEDGER_KINDS, enums.LEDGER_KIND_LABELS],
  [enums.TRANSACTION_TYPES, enums.TRANSACTION_TYPE_LABELS],
  [enums.REDEMPTION_STATUSES, enums.REDEMPTION_STATUS_LABELS],
  [enums.FEEDBACK_TYPES, enums.FEEDBACK_TYPE_LABELS],
  [enums.FEEDBACK_STATUSES, enums.FEEDBACK_STATUS_LABELS],
  [enums.FEEDBACK_PRIORITIES, enums.FEEDBACK_PRIORITY_LABELS],
  [enums.NOTIFICATION_STATUSES, enums.NOTIFICATION_STATUS_LABELS],
  [enums.NOTIFICATION_PRIORITIES, enums.NOTIFICATION_PRIORITY_LABELS],
  [enums.AUDIT_ACTIONS, enums.AUDIT_ACTION_LABELS],
  [enums.AUDIT_TARGET_TYPES, enums.AUDIT_TARGET_TYPE_LABELS],
  [enums.SYNC_LOG_STATUSES.filter((status) => status !== 'running'), enums.SYNC_LOG_STATUS_LABELS],
  [enums.TREND_PERIODS, enums.TREND_PERIOD_LABELS],
  [enums.SYNC_TASK_TYPES, enums.SYNC_TASK_TYPE_LABELS],
  [enums.API_CONFIG_TYPES, enums.API_CONFIG_TYPE_LABELS],
  [enums.POINTS_RULE_TYPES, enums.POINTS_RULE_TYPE_LABELS],
  [enums.AUDIENCE_FIELDS, enums.AUDIENCE_FIELD_LABELS],
  [enums.AUDIENCE_COMBINATORS, enums.AUDIENCE_COMBINATOR_LABELS],
  [enums.MONTHS, enums.MONTH_LABELS],
  [enums.LIMIT_PERIODS, enums.LIMIT_PERIOD_LABELS],
  [enums.BUDGET_PERIODS, enums.BUDGET_PERIOD_LABELS],
  [enums.CAMPAIGN_TRIGGERS, enums.CAMPAIGN_TRIGGER_LABELS],
];

describe('enums', () => {
  test('each label map has exactly one non-empty label per member', () => {
    for (const [members, labels] of LABELLED) {
      assert.deepEqual(Object.keys(labels).sort(), members.map(String).sort());
      for (const member of members) assert.ok(labels[member]?.trim(), `label of ${member}`);
    }
  });

  test('tuples have no duplicates; the UFs are the 27 federative units', () => {
    for (const value of Object.values(enums)) {
      if (Array.isArray(value)) assert.equal(new Set(value).size, value.length);
    }
    assert.equal(enums.UFS.length, 27);
  });

  test('labelOf: the label of a known value, an unknown one as it came', () => {
    assert.equal(enums.labelOf(enums.POINTS_RULE_TYPE_LABELS, 'VEHICLE_PURCHASE'), 'Compra de veículo');
    assert.equal(enums.labelOf(enums.SYNC_TASK_TYPE_LABELS, 'CUSTOMERS'), 'Clientes');
    assert.equal(enums.labelOf(enums.POINTS_RULE_TYPE_LABELS, 'NOVO_TIPO'), 'NOVO_TIPO');
    assert.equal(enums.labelOf(enums.POINTS_RULE_TYPE_LABELS, 'toString'), 'toString');
    assert.equal(enums.labelOf(enums.POINTS_RULE_TYPE_LABELS, null), '');
  });

  test('the subsets stay inside their enums', () => {
    for (const type of enums.MANAGED_USER_TYPES) assert.ok(enums.USER_TYPES.includes(type));
    for (const type of enums.DISCOUNT_OFFER_TYPES) assert.ok(enums.OFFER_TYPES.includes(type));
    for (const trigger of enums.CAMPAIGN_TRIGGERS_WITH_DAYS)
      assert.ok(enums.CAMPAIGN_TRIGGERS.includes(trigger));
    // Every field offers at least one comparison, each a known op with a label.
    assert.deepEqual(Object.keys(enums.AUDIENCE_FIELD_OPS).sort(), [...enums.AUDIENCE_FIELDS].sort());
    for (const ops of Object.values(enums.AUDIENCE_FIELD_OPS)) {
      assert.ok(Object.keys(ops).length > 0);
      for (const [op, label] of Object.entries(ops)) {
        assert.ok((enums.AUDIENCE_OPS as readonly string[]).includes(op), op);
        assert.ok(label?.trim());
      }
    }
  });
});

const at = '2026-05-01T12:00:00.000Z';
const location = {
  id: 1,
  address: 'Rua A, 1',
  city: 'Natal',
  state: 'RN',
  zip_code: '59000-000',
  postal_code: '59000-000',
  country: 'Brasil',
  latitude: null,
  longitude: null,
  created_at: at,
  updated_at: at,
};
const voucher = {
  id: 1,
  voucher_code: 'ABC123',
  offer_id: 2,
  offer_title: 'Lavagem',
  offer_type: 'GIFT',
  points_spent: 100,
  is_used: false,
  status: 'pendente',
  used_at: null,
  created_at: at,
  user_id: 3,
  user_name: 'Ana',
  dealership_id: 4,
  partner_location_id: null,
  total_value_offer: null,
  total_discount_applied: null,
  total_value_spent_by_user: null,
  reference_code: null,
  burned_by: null,
};
const offer = {
  id: 1,
  title: 'Brinde',
  description: null,
  offer_type: 'GIFT' satisfies OfferType,
  points_cost: 10,
  valid_from: at,
  valid_until: at,
  is_active: true,
  is_valid_now: false,
  time_restricted: true,
  start_time: '08:00',
  end_time: '12:00',
  valid_days: '1,3,5',
  gasoline_price: null,
  gasoline_type: null,
  max_liters: null,
  discount_percentage: null,
  gift_description: 'Chaveiro',
  max_redemptions: 1,
  auto_notify: true,
  notification_message: null,
  display_logo: null,
  item_image: null,
  location_type: 'dealership',
  dealership_id: 4,
  dealership_name: 'Concessionária Centro',
  partner_location_id: null,
  partner_location_name: null,
  partner_id: null,
  partner_name: null,
  audience_id: null,
  audience_name: null,
  budget_redemptions: 100,
  budget_points: null,
  budget_amount: '250.00',
  redemption_cost: null,
  customer_limit: 1,
  customer_limit_period: 'WEEK',
  used_redemptions: 3,
  used_points: 30,
  used_amount: '1.50',
  remaining_redemptions: 97,
  remaining_points: null,
  remaining_amount: '248.50',
  voucher_codes_total: 0,
  voucher_codes_free: 0,
  sold_out: false,
  awaiting_approval: false,
  created_at: at,
  updated_at: at,
};

/** One object per main schema, as the API sends it. */
const SAMPLES = [
  [
    LoginUser,
    {
      id: 1,
      full_name: 'Admin',
      email: 'admin@x.com',
      user_type: 'ADMIN',
      is_superuser: true,
      is_staff: true,
      dealership_name: null,
      partner_name: null,
      dealership_associated: null,
      partner: null,
    },
  ],
  [
    ManagedUser,
    {
      id: 2,
      cpf: '12345678909',
      email: null,
      full_name: 'Ana',
      user_type: 'CLIENTE',
      is_superuser: false,
      is_staff: false,
      is_active: true,
      account_for_qr_code_burn: false,
      dealership_associated: 4,
      dealership_name: 'Centro',
      partner: null,
      partner_name: null,
      partner_location: null,
      partner_location_name: null,
      points_balance: 0,
      last_login: null,
      created_at: at,
      anonymized: false,
    },
  ],
  [Offer, offer],
  [Voucher, voucher],
  [
    Redemption,
    {
      id: 1,
      user_name: 'Ana',
      user_type: 'CLIENTE',
      offer_title: 'Brinde',
      points_spent: 10,
      is_used: true,
      status: 'utilizado',
      created_at: at,
    },
  ],
  [
    Activity,
    {
      id: 1,
      user_name: 'Ana',
      user_type: 'CLIENTE',
      activity_type: 'Subtração',
      points_change: -10,
      description: 'Resgate',
      created_at: at,
    },
  ],
  [
    TransactionHistoryItem,
    {
      id: 1,
      user_name: 'Ana',
      points: 10,
      transaction_type: 'REDEEM',
      description: 'Resgate',
      created_at: at,
    },
  ],
  [
    PointsSummaryRow,
    {
      user_id: 2,
      user_name: 'Ana',
      user_cpf: '12345678909',
      points_balance: 5,
      points_pending: 0,
      points_expiring: 0,
      total_earned: 15,
      total_spent: 10,
      user_type: 'CLIENTE',
      is_active: true,
      last_activity: at,
    },
  ],
  [Partner, { id: 1, brand_name: 'Café', category: 'alimentacao', created_at: at, updated_at: at }],
  [
    Dealership,
    {
      id: 4,
      name: 'Centro',
      cnpj: '11.111.111/0001-11',
      external_name_ref: null,
      location_id: 1,
      location,
      created_at: at,
      updated_at: at,
    },
  ],
  [
    PartnerLocation,
    {
      id: 1,
      store_name: 'Loja 1',
      partner_id: 1,
      location_id: 1,
      partner: { id: 1, brand_name: 'Café', category: 'alimentacao' },
      location: {
        id: 1,
        address: 'Rua A, 1',
        city: 'Natal',
        state: 'RN',
        country: 'Brasil',
        postal_code: null,
      },
      logo: null,
      created_at: at,
      updated_at: at,
    },
  ],
  [
    Feedback,
    {
      id: 1,
      user: 2,
      user_name: 'Ana',
      user_cpf: '12345678909',
      subject: 'Oi',
      message: 'Tudo certo',
      feedback_type: 'PRAISE',
      feedback_type_display: 'Elogio',
      priority: 2,
      status: 'PENDING',
      admin_response: null,
      responded_at: null,
      responded_by_name: null,
      created_at: at,
    },
  ],
  [
    Notification,
    {
      id: 1,
      title: 'Promoção',
      message: 'Venha',
      priority: 'HIGH',
      status: 'SENT',
      scheduled_for: null,
      expires_at: null,
      sent_at: at,
      created_at: at,
      created_by: 'Admin',
      dealership_id: null,
      push_sent_success: 3,
      total_recipients: 3,
      audience_id: 7,
      audience_name: 'Aniversariantes',
      campaign_id: null,
    },
  ],
  [
    SyncLog,
    {
      id: 1,
      task_id: 1,
      task_name: 'Clientes',
      status: 'running',
      started_at: at,
      finished_at: null,
      duration: null,
      records_processed: 0,
      records_created: 0,
      records_updated: 0,
      error_message: null,
      response_data: null,
    },
  ],
  [
    SyncTask,
    {
      id: 1,
      name: 'Clientes',
      task_type: 'CUSTOMERS',
      is_active: true,
      api_config_id: 1,
      interval_minutes: 60,
      running: false,
      last_run: null,
      next_run: at,
    },
  ],
  [
    RedemptionReport,
    {
      summary: {
        total_redemptions: 1,
        total_points_spent: 10,
        total_value_offers: 0.5,
        total_discounts_applied: 0,
        total_value_spent_by_users: 0.5,
        average_discount_percentage: 0,
      },
      data: [],
      count: 1,
      next: null,
      previous: null,
      total_pages: 1,
      count_is_exact: true,
    },
  ],
] as const;

describe('schemas', () => {
  test('a sample of each main entity checks', () => {
    for (const [schema, sample] of SAMPLES) {
      const errors = [...Value.Errors(schema, sample)];
      assert.deepEqual(errors, [], JSON.stringify(sample).slice(0, 60));
    }
  });

  test('the drifts are settled: valid_until, user_cpf and the redemption status are required', () => {
    assert.equal(Value.Check(Offer, { ...offer, valid_until: null }), false);
    assert.equal(Value.Check(Voucher, { ...voucher, status: undefined }), false);
    assert.equal(Value.Check(Voucher, { ...voucher, status: 'usado' }), false);
    const { user_cpf: _cpf, ...withoutCpf } = SAMPLES[7][1];
    assert.equal(Value.Check(PointsSummaryRow, withoutCpf), false);
  });

  test('a page wraps its items with the pagination fields', () => {
    const page: Paginated<typeof offer> = {
      count: 1,
      next: null,
      previous: null,
      total_pages: 1,
      count_is_exact: true,
      results: [offer],
    };
    assert.equal(Value.Check(PageOf(Offer), page), true);
    assert.equal(
      Value.Check(PageOf(Offer), { ...page, results: [{ ...offer, offer_type: 'OUTRO' }] }),
      false,
    );
  });
});
