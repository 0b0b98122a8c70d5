import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  type Actor,
  bulkActionsFor,
  CAPABILITIES,
  CAPABILITY_NAMES,
  type Capability,
  can,
  canUseBackOffice,
  effectiveRole,
  scopeOf,
} from './capabilities.ts';

const admin: Actor = { user_type: 'ADMIN', is_superuser: false, is_staff: true, is_active: true };
const staff: Actor = {
  user_type: 'DEALERSHIP',
  is_superuser: false,
  is_staff: true,
  is_active: true,
  dealership_associated: 3,
};
const partner: Actor = { user_type: 'PARCEIRO', is_superuser: false, is_active: true, partner: 4 };
const client: Actor = {
  user_type: 'CLIENTE',
  is_superuser: false,
  is_active: true,
  dealership_associated: 3,
};

/** What a DEALERSHIP user may not do (docs/architecture.md §6); everything else it may. */
const NOT_FOR_DEALERSHIP: Capability[] = [
  'screen.settings',
  'screen.feedback',
  'screen.operacoes',
  'acoes.tab.criar-usuario',
  'dashboard.quick.adicionar-operador',
  'dashboard.quick.adicionar-parceiro',
  'offers.target.any',
  'offers.target.partner-store',
  'reports.filter.any',
  'reports.filter.partner',
  'partnerships.manage',
  'users.manage',
  'integrations.manage',
  'audit.read',
  'operations.read',
  'operations.release',
  'operations.jobs',
  'feedback.read',
  'feedback.answer',
  'notifications.audience.all',
  'points.adjust',
  // Approving another ADMIN's request (a second pair of eyes) is ADMIN's.
  'approvals.decide',
  // The programme's economics and the staff's second factor are ADMIN's.
  'programme.manage',
  'rules.manage',
  'users.two-factor',
  // LGPD and bulk work (docs/security.md): consents changed from the back office, the data
  // subject's requests, CSV imports and bulk actions are ADMIN's.
  'customers.consents',
  'customers.data-subject',
  'imports.manage',
  'bulk.actions',
  // Raising an offer's budget and the places' budgets are ADMIN's.
  'offers.budget.raise',
  'budgets.manage',
  // Campaigns credit bonus points only when ADMIN runs them.
  'campaigns.bonus',
  // The voucher counter needs the account flag (see the flag test below).
  'vouchers.use',
  'vouchers.reverse-use',
  'acoes.tab.validar-voucher',
  'dashboard.quick.validar-voucher',
];

/** A PARCEIRO: like a DEALERSHIP, but partner stores instead of dealerships and no notifications. */
const NOT_FOR_PARTNER: Capability[] = [
  ...NOT_FOR_DEALERSHIP.filter((c) => c !== 'offers.target.partner-store' && c !== 'reports.filter.partner'),
  'offers.target.dealership',
  'reports.filter.dealership',
  'acoes.tab.enviar-notificacao',
  'acoes.tab.historico-notificacoes',
  'dashboard.quick.enviar-notificacao',
  'notifications.send',
  'notifications.history',
  // Campaigns push: a PARCEIRO sends no notification, so it runs none.
  'campaigns.manage',
  'acoes.tab.campanhas',
];

const allowed = (actor: Actor | null | undefined) => CAPABILITY_NAMES.filter((c) => can(actor, c));
const byTableOrder = (a: Capability, b: Capability) =>
  CAPABILITY_NAMES.indexOf(a) - CAPABILITY_NAMES.indexOf(b);
const except = (denied: Capability[]) => CAPABILITY_NAMES.filter((c) => !denied.includes(c));

describe('can', () => {
  test('ADMIN, and a superuser of any type, may do everything', () => {
    assert.deepEqual(allowed(admin), CAPABILITY_NAMES);
    for (const user of [staff, partner, client])
      assert.deepEqual(allowed({ ...user, is_superuser: true }), CAPABILITY_NAMES, user.user_type);
    // A superuser needs no is_staff, whatever its type.
    assert.deepEqual(allowed({ ...staff, is_superuser: true, is_staff: false }), CAPABILITY_NAMES);
  });

  test('DEALERSHIP staff: its own data, offers at its dealership, its notifications', () => {
    assert.deepEqual(allowed(staff), except(NOT_FOR_DEALERSHIP));
  });

  test('PARCEIRO: its own data and offers at its stores; no notifications', () => {
    assert.deepEqual(allowed(partner), except(NOT_FOR_PARTNER));
  });

  test('the voucher counter: a flagged DEALERSHIP or PARCEIRO account gains it, nothing else', () => {
    const counter: Capability[] = [
      'vouchers.use',
      'vouchers.reverse-use',
      'acoes.tab.validar-voucher',
      'dashboard.quick.validar-voucher',
    ];
    const flagged = (actor: Actor) => ({ ...actor, account_for_qr_code_burn: true });
    assert.deepEqual(allowed(flagged(staff)), [...allowed(staff), ...counter].sort(byTableOrder));
    assert.deepEqual(allowed(flagged(partner)), [...allowed(partner), ...counter].sort(byTableOrder));
    assert.deepEqual(allowed({ ...staff, account_for_qr_code_burn: false }), allowed(staff));
  });

  test('nothing for CLIENTE, nobody, an inactive user or a DEALERSHIP without is_staff', () => {
    assert.deepEqual(allowed(client), []);
    assert.deepEqual(allowed(null), []);
    assert.deepEqual(allowed(undefined), []);
    assert.deepEqual(allowed({ ...admin, is_active: false }), []);
    assert.deepEqual(allowed({ ...staff, is_superuser: true, is_active: false }), []);
    assert.deepEqual(allowed({ ...staff, is_staff: false }), []);
  });

  test('a stored session without is_staff/is_active counts as admitted', () => {
    const { is_staff: _s, is_active: _a, ...stored } = staff;
    assert.deepEqual(allowed(stored), allowed(staff));
  });

  test('every quick action and tab follows the API capability it leads to', () => {
    const same: Array<[Capability, Capability]> = [
      ['dashboard.quick.adicionar-operador', 'users.manage'],
      ['acoes.tab.criar-usuario', 'users.manage'],
      ['dashboard.quick.adicionar-parceiro', 'partnerships.manage'],
      ['dashboard.quick.criar-promocao', 'offers.create'],
      ['acoes.tab.criar-promocao', 'offers.create'],
      ['dashboard.quick.enviar-notificacao', 'notifications.send'],
      ['acoes.tab.enviar-notificacao', 'notifications.send'],
      ['acoes.tab.historico-notificacoes', 'notifications.history'],
      ['acoes.tab.publicos', 'audiences.manage'],
      ['acoes.tab.campanhas', 'campaigns.manage'],
      ['screen.settings', 'partnerships.manage'],
      ['screen.feedback', 'feedback.answer'],
      ['screen.reports', 'reports.read'],
      ['screen.dashboard', 'stats.read'],
      // Tabelas opens for the counter too, on its one tab: its place's customers.
      ['screen.tables', 'customers.read'],
      ['screen.customer', 'customers.read'],
      ['acoes.tab.validar-voucher', 'vouchers.use'],
      ['dashboard.quick.validar-voucher', 'vouchers.use'],
    ];
    for (const [ui, api] of same) assert.deepEqual(CAPABILITIES[ui], CAPABILITIES[api], `${ui} vs ${api}`);
  });
});

describe('effectiveRole, canUseBackOffice, scopeOf', () => {
  test('effectiveRole: the type, or ADMIN for a superuser; null for nobody', () => {
    assert.equal(effectiveRole(staff), 'DEALERSHIP');
    assert.equal(effectiveRole({ ...partner, is_superuser: true }), 'ADMIN');
    assert.equal(effectiveRole(null), null);
  });

  test('canUseBackOffice: ADMIN, PARCEIRO, DEALERSHIP staff; never CLIENTE or an inactive user', () => {
    assert.equal(canUseBackOffice(admin), true);
    assert.equal(canUseBackOffice(partner), true);
    assert.equal(canUseBackOffice(staff), true);
    assert.equal(canUseBackOffice({ ...staff, is_staff: false }), false);
    assert.equal(canUseBackOffice(client), false);
    assert.equal(canUseBackOffice({ ...partner, is_active: false }), false);
    assert.equal(canUseBackOffice(null), false);
  });

  test('scopeOf: all, own dealership, own partner; -1 (matches nothing) without the link', () => {
    assert.deepEqual(scopeOf(admin), { kind: 'all' });
    assert.deepEqual(scopeOf({ ...staff, is_superuser: true }), { kind: 'all' });
    assert.deepEqual(scopeOf(staff), { kind: 'dealership', dealershipId: 3 });
    assert.deepEqual(scopeOf(partner), { kind: 'partner', partnerId: 4 });
    assert.deepEqual(scopeOf({ ...staff, dealership_associated: null }), {
      kind: 'dealership',
      dealershipId: -1,
    });
    assert.deepEqual(scopeOf({ ...partner, partner: undefined }), { kind: 'partner', partnerId: -1 });
  });
});

describe('bulkActionsFor', () => {
  const counter: Actor = {
    user_type: 'ATENDENTE',
    is_superuser: false,
    is_active: true,
    partner_location: 9,
  };
  test('ADMIN: every action on both lists', () => {
    assert.deepEqual(bulkActionsFor(admin, 'users'), [
      'credit',
      'debit',
      'activate',
      'deactivate',
      'audience',
      'export',
    ]);
    assert.deepEqual(bulkActionsFor(admin, 'points'), bulkActionsFor(admin, 'users'));
  });
  test('DEALERSHIP staff and PARCEIRO: only adding their customers to an audience, on Tabelas → Usuários', () => {
    for (const user of [staff, partner]) {
      assert.deepEqual(bulkActionsFor(user, 'points'), ['audience']);
      assert.deepEqual(bulkActionsFor(user, 'users'), []);
    }
  });
  test('the counter clerk, a customer and nobody: none', () => {
    for (const user of [counter, client, null]) {
      assert.deepEqual(bulkActionsFor(user, 'points'), []);
      assert.deepEqual(bulkActionsFor(user, 'users'), []);
    }
  });
});
