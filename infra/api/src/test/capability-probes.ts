import type { Capability } from '@fidelidade/contract/capabilities';
import type { LightMyRequestResponse } from 'fastify';
import type { World } from './world.ts';

/** One request that exercises a capability, and how to read "allowed" from its answer. */
export interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** Default: neither 401 nor 403 (a 4xx about the data still means the role got through). */
  allowed?: (res: LightMyRequestResponse) => boolean;
}

/**
 * The caller's own places: a PARCEIRO's store S1 (and an ATENDENTE's there), everyone else's
 * dealership D1.
 */
export interface Home {
  partner: boolean;
}

export interface ProbeContext {
  w: World;
  home: Home;
  /** A fresh offer at the caller's own place (for updates and deletes). */
  freshOffer: () => Promise<number>;
  /** A fresh row nobody depends on, for the settings writes. */
  freshLocation: () => Promise<number>;
  freshStore: () => Promise<number>;
}

type ProbeList = (ctx: ProbeContext) => Probe[] | Promise<Probe[]>;

const API = '/api/v1';
const HOUR = 3_600_000;
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${seq++}`;

const get = (name: string, path: string, allowed?: Probe['allowed']): Probe => ({
  name,
  method: 'GET',
  url: `${API}/${path}`,
  ...(allowed ? { allowed } : {}),
});
const post = (name: string, path: string, payload: object = {}): Probe => ({
  name,
  method: 'POST',
  url: `${API}/${path}`,
  payload,
});

/** 200 with at least one result (a scoped list that is not empty for this caller). */
const listsSome = (res: LightMyRequestResponse) =>
  res.statusCode === 200 && res.json<{ count: number }>().count > 0;
/** 200 with the row of that id among the results. */
const lists = (id: number) => (res: LightMyRequestResponse) =>
  res.statusCode === 200 && res.json<{ results: Array<{ id: number }> }>().results.some((r) => r.id === id);
const ok200 = (res: LightMyRequestResponse) => res.statusCode === 200;

function offerAt(name: string, target: { dealership: number } | { partner_location: number }): Probe {
  return post(name, 'loyalty/admin/offers/', {
    title: `Oferta de prova ${uniq()}`,
    offer_type: 'GIFT',
    points_cost: 5,
    valid_from: new Date(Date.now() - HOUR).toISOString(),
    valid_until: new Date(Date.now() + 48 * HOUR).toISOString(),
    gift_description: 'Brinde',
    location_type: 'dealership' in target ? 'dealership' : 'partner',
    ...target,
  });
}
const homeTarget = ({ w, home }: ProbeContext) =>
  home.partner ? { partner_location: w.fx.s1.id } : { dealership: w.fx.d1.id };

const newUser = () => ({
  full_name: 'Usuário Paridade',
  user_type: 'CLIENTE',
  password: 'segredo1',
  password_confirm: 'segredo1',
  is_staff: false,
  is_active: true,
  account_for_qr_code_burn: false,
});

const dashboard: ProbeList = () => [
  get('stats', 'users/dashboard/stats/'),
  get('activities', 'loyalty/admin/activities/recent/'),
  get('transactions', 'loyalty/admin/transactions/history/'),
];
const pointsTab = (): Probe[] => [get('customers (points)', 'loyalty/admin/points/summary/')];
const activitiesTab = (): Probe[] => [get('activities', 'loyalty/admin/activities/recent/')];
const redemptionsTab = (): Probe[] => [get('redemptions', 'loyalty/admin/redemptions/recent/')];
const offersTab = (): Probe[] => [get('offers', 'loyalty/admin/offers/list/')];
/** The loyalty tables beside the customers: activities, redemptions, the dashboard's transactions. */
const loyaltyReads: ProbeList = () => [
  ...activitiesTab(),
  ...redemptionsTab(),
  get('transactions', 'loyalty/admin/transactions/history/'),
];
const createOffer: ProbeList = (ctx) => [offerAt('offer at own place', homeTarget(ctx))];
const createUser =
  (cpf: () => string): ProbeList =>
  ({ w }) => [
    post('create user', 'users/create/', { ...newUser(), cpf: cpf(), dealership_associated: w.fx.d1.id }),
  ];
const sendPush: ProbeList = () => [
  post('send push', 'communications/admin/send-push-notification/', { title: 'Oi', message: 'Mensagem' }),
];
const history = (): Probe[] => [get('history', 'communications/admin/notifications/list/')];
/**
 * A customer of the caller's own scope: D1's for ADMIN/DEALERSHIP, one with activity at S1 for
 * PARCEIRO (and an ATENDENTE of S1).
 */
const homeCustomer = ({ w, home }: ProbeContext) => (home.partner ? w.fx.c3 : w.customers.cD1);
/** The customer page reads the profile and the history of a customer it may see (200, not a 404). */
const customerPage: ProbeList = (ctx) => [
  get('own customer profile', `users/${homeCustomer(ctx)}/customer/`, ok200),
  get('own customer history', `users/${homeCustomer(ctx)}/points-history/`, ok200),
];
/** The voucher counter: look a voucher of the caller's own place up by code, then burn it. */
const voucherCounter: ProbeList = async ({ w, home }) => {
  const code = await w.voucher(home.partner ? 's1' : 'd1');
  return [
    get('look up own voucher', `loyalty/vouchers/code/${code}/`),
    post('burn own voucher', 'loyalty/vouchers/use/', { voucher_code: code }),
  ];
};
/** Builds and saves an audience over the caller's own customers. */
const audiences: ProbeList = () => [
  get('audiences', 'marketing/audiences/', ok200),
  get('audience options', 'marketing/audiences/options/', ok200),
  post('live count', 'marketing/audiences/preview/', { rules: { combinator: 'and', groups: [] } }),
  post('save an audience', 'marketing/audiences/', {
    name: `Público de prova ${uniq()}`,
    rules: { combinator: 'and', groups: [{ combinator: 'and', rules: [{ field: 'status', op: 'active' }] }] },
  }),
];
const campaignBody = (extra: object = {}) => ({
  name: `Campanha de prova ${uniq()}`,
  trigger: 'BIRTHDAY',
  title: 'Feliz aniversário',
  message: 'Parabéns!',
  starts_at: new Date(Date.now() - HOUR).toISOString(),
  ...extra,
});
const campaignsProbe: ProbeList = () => [
  get('campaigns', 'marketing/campaigns/', ok200),
  post('create a campaign', 'marketing/campaigns/', campaignBody()),
];
const placeBudgets: ProbeList = () => [get('place budgets', 'loyalty/admin/place-budgets/', ok200)];
const createPartner: ProbeList = () => [
  post('create partner', 'partnerships/partners/', { brand_name: `Marca ${uniq()}`, category: 'varejo' }),
];

/** Every capability of the table with the requests that exercise it (a Record: none can be missing). */
export function capabilityProbes(newCpf: () => string): Record<Capability, ProbeList> {
  return {
    'screen.dashboard': dashboard,
    // Every role that opens Ações has a tab there; the one they all share is the voucher list.
    'screen.acoes': () => [get('vouchers of the scope', 'loyalty/vouchers/', listsSome)],
    // Every role that opens Tabelas has its first tab, Usuários.
    'screen.tables': pointsTab,
    'tables.tab.points': pointsTab,
    'tables.tab.activities': activitiesTab,
    'tables.tab.redemptions': redemptionsTab,
    'tables.tab.offers': offersTab,
    'screen.settings': () => [
      post('create location', 'partnerships/locations/', { address: 'Rua P, 1', city: 'Natal', state: 'RN' }),
      get('sync status', 'integrations/api/status/'),
    ],
    'screen.feedback': () => [get('feedback list', 'communications/admin/feedback/list/')],
    // The operations console: releases, and a remote's recent failures.
    'screen.operacoes': () => [
      get('releases', 'ops/releases/', ok200),
      get('recent failures', 'ops/remote-failures/?remote=dashboard&limit=20', ok200),
    ],
    'screen.reports': () => [get('report', 'reports/redemption-reports/')],
    'acoes.tab.criar-promocao': createOffer,
    'acoes.tab.criar-usuario': async (ctx) => [
      get('form options', 'users/form-options/'),
      ...(await createUser(newCpf)(ctx)),
    ],
    'acoes.tab.enviar-notificacao': sendPush,
    'acoes.tab.historico-notificacoes': history,
    'dashboard.quick.adicionar-operador': createUser(newCpf),
    'dashboard.quick.adicionar-parceiro': createPartner,
    'dashboard.quick.criar-promocao': createOffer,
    'dashboard.quick.enviar-notificacao': sendPush,
    'stats.read': () => [get('stats', 'users/dashboard/stats/'), get('trends', 'users/dashboard/trends/')],
    'loyalty.read': loyaltyReads,
    'rules.read': () => [get('rules', 'loyalty/admin/rules/pontuation/')],
    'offers.read': async (ctx) => [
      get('list', 'loyalty/admin/offers/list/'),
      get('places', 'loyalty/admin/offers/available-partners/'),
      get('own offer', `loyalty/admin/offers/${await ctx.freshOffer()}/`, ok200),
    ],
    'offers.create': createOffer,
    'offers.update': async (ctx) => [
      {
        ...offerAt('own offer', homeTarget(ctx)),
        method: 'PUT',
        url: `${API}/loyalty/admin/offers/${await ctx.freshOffer()}/`,
      },
      {
        name: 'deactivate own offer',
        method: 'PATCH',
        url: `${API}/loyalty/admin/offers/${await ctx.freshOffer()}/toggle-status/`,
        payload: { is_active: false },
        allowed: ok200,
      },
    ],
    'offers.delete': async (ctx) => [
      { name: 'own offer', method: 'DELETE', url: `${API}/loyalty/admin/offers/${await ctx.freshOffer()}/` },
    ],
    'offers.target.any': ({ w }) => [
      offerAt("another tenant's dealership", { dealership: w.fx.d2.id }),
      offerAt("another partner's store", { partner_location: w.fx.s2.id }),
    ],
    'offers.target.dealership': ({ w }) => [offerAt('dealership D1', { dealership: w.fx.d1.id })],
    'offers.target.partner-store': ({ w }) => [offerAt('store S1', { partner_location: w.fx.s1.id })],
    // The customer app reads its own vouchers on this route too: "allowed" is seeing the scope's.
    'vouchers.read': () => [get('vouchers of the scope', 'loyalty/vouchers/', listsSome)],
    // Flag-gated for DEALERSHIP/PARCEIRO (account_for_qr_code_burn): the parity test has callers
    // of both roles with and without it.
    'vouchers.use': voucherCounter,
    'acoes.tab.validar-voucher': voucherCounter,
    'dashboard.quick.validar-voucher': voucherCounter,
    'reports.read': () => [
      get('report', 'reports/redemption-reports/'),
      get('pdf', 'reports/redemption-reports/pdf/'),
    ],
    // The report filters' options come from the scoped settings lists: they are part of the probe.
    'reports.filter.any': ({ w }) => [
      get('another dealership', `reports/redemption-reports/?dealership_id=${w.fx.d2.id}`),
      get('liability of another dealership', `reports/liability/?dealership_id=${w.fx.d2.id}`),
      get('another partner', `reports/redemption-reports/?partner_id=${w.fx.p2.id}`),
      get('D2 among the options', 'partnerships/dealerships/', lists(w.fx.d2.id)),
      get('P2 among the options', 'partnerships/partners/', lists(w.fx.p2.id)),
    ],
    'reports.filter.dealership': ({ w }) => [
      get('dealership D1', `reports/redemption-reports/?dealership_id=${w.fx.d1.id}`),
      get('liability of dealership D1', `reports/liability/?dealership_id=${w.fx.d1.id}`),
      get('dealership options', 'partnerships/dealerships/', listsSome),
    ],
    'reports.filter.partner': ({ w }) => [
      get('partner P1', `reports/redemption-reports/?partner_id=${w.fx.p1.id}`),
      get('partner options', 'partnerships/partners/', listsSome),
    ],
    'partnerships.read': () =>
      ['locations', 'partners', 'dealerships', 'partner-locations'].map((path) =>
        get(path, `partnerships/${path}/`),
      ),
    'partnerships.manage': async (ctx) => [
      ...(await createPartner(ctx)),
      {
        ...post('update location', `partnerships/locations/${await ctx.freshLocation()}/`),
        method: 'PUT',
        payload: { address: 'Rua Q, 2', city: 'Natal', state: 'RN' },
      },
      {
        name: 'delete store',
        method: 'DELETE',
        url: `${API}/partnerships/partner-locations/${await ctx.freshStore()}/`,
      },
    ],
    'screen.customer': customerPage,
    'screen.perfil': () => [get('own profile', 'users/me/'), get('own sessions', 'users/me/sessions/')],
    'users.two-factor': ({ w }) => [
      get('the policy', 'users/two-factor-policy/'),
      // A customer has no second factor: the reset gets through the guard and changes nothing.
      post('reset a second factor', `users/${w.customers.cD2}/two-factor/reset/`),
    ],
    'customers.read': async (ctx) => [...pointsTab(), ...(await customerPage(ctx))],
    'customers.reveal-cpf': (ctx) => [post('reveal a CPF', `users/${homeCustomer(ctx)}/cpf/reveal/`)],
    'customers.consents': ({ w }) => [
      {
        ...post('record a consent', `users/${w.customers.cD2}/consents/`),
        method: 'PUT',
        payload: { purpose: 'data_processing', granted: true },
      },
    ],
    'customers.data-subject': ({ w }) => [
      get('request log', `users/${w.customers.cD2}/data-requests/`, ok200),
    ],
    'imports.manage': () => [get('the imports', 'imports/', ok200)],
    // Counting Tabelas → Usuários' rows for a bulk action: every role with an action there.
    'bulk.select': () => [
      post('count a selection of the points list', 'bulk-actions/count/', {
        selection: { list: 'points', ids: [] },
      }),
    ],
    'bulk.actions': () => [
      get('the bulk actions', 'bulk-actions/', ok200),
      post('count a selection', 'bulk-actions/count/', { selection: { list: 'users', ids: [] } }),
    ],
    'programme.manage': () => [get('programme settings', 'loyalty/admin/programme/', ok200)],
    'rules.manage': () => [
      {
        name: 'edit a rule (an unknown id: the guard is what is probed)',
        method: 'PUT',
        url: `${API}/loyalty/admin/rules/2147483647/`,
        payload: { name: 'Regra', weight: 0.1, is_active: true },
      },
    ],
    'liability.read': () => [
      get('liability', 'loyalty/admin/liability/', ok200),
      get('liability report', 'reports/liability/', ok200),
      get('liability report PDF', 'reports/liability/?format=pdf', ok200),
    ],
    // A pending voucher: the answer is 400 (nothing to give back), past the guard.
    'vouchers.reverse-use': async ({ w, home }) => [
      post('reverse own voucher', 'loyalty/vouchers/reverse-use/', {
        voucher_code: await w.voucher(home.partner ? 's1' : 'd1'),
        reason: 'Prova de paridade',
      }),
    ],
    'redemptions.cancel': () => [
      post(
        'cancel (an unknown id: the guard is what is probed)',
        'loyalty/admin/redemptions/2147483647/cancel/',
        {
          reason: 'Prova de paridade',
        },
      ),
    ],
    'points.adjust': ({ w }) => [
      post('credit', `users/${w.customers.cD2}/points-adjustments/`, {
        points: 1,
        reason: 'Prova de paridade',
      }),
    ],
    'approvals.decide': () => [
      get('pending requests', 'approvals/'),
      get('decided requests', 'approvals/?status=APPROVED'),
      get('thresholds', 'approvals/settings/'),
    ],
    'users.manage': async (ctx) => [
      get('list', 'users/admin/list/'),
      get('a customer', `users/${ctx.w.customers.cD2}/`),
      // Already active: answers the row and changes nothing the other probes read.
      {
        name: 'toggle status',
        method: 'PATCH',
        url: `${API}/users/${ctx.w.customers.cD2}/toggle-status/`,
        payload: { is_active: true },
      },
      ...(await createUser(newCpf)(ctx)),
    ],
    'integrations.manage': () => [
      get('status', 'integrations/api/status/'),
      get('tasks', 'integrations/api/tasks/'),
      get('statistics', 'integrations/api/logs/statistics/'),
    ],
    'audit.read': () => [
      get('audit log', 'audit/'),
      get('filtered', 'audit/?action=create&target_type=user'),
    ],
    'operations.read': () => [
      get('remote failure reports', 'ops/remote-failures/'),
      get('one remote, a day', 'ops/remote-failures/?remote=dashboard&window_minutes=1440'),
      get('releases, a day', 'ops/releases/?window_minutes=1440'),
    ],
    // The probes' registry is empty: each write gets through the guard and is refused on the data.
    'operations.release': () => [
      post('promote', 'ops/releases/dashboard/promote/', { version: '9.9.9-naopublicada' }),
      post('start a canary', 'ops/releases/dashboard/canary/', {
        version: '9.9.9-naopublicada',
        percent: 10,
      }),
      { name: 'stop the canary', method: 'DELETE', url: `${API}/ops/releases/dashboard/canary/` },
      post('roll back', 'ops/releases/dashboard/rollback/', {}),
    ],
    // No job has this id: each write gets through the guard and answers 404.
    'operations.jobs': () => [
      get('jobs and schedules', 'ops/jobs/', ok200),
      get('failed jobs', 'ops/jobs/?state=failed&limit=10', ok200),
      post('retry', 'ops/jobs/999999999/retry/', {}),
      post('cancel', 'ops/jobs/999999999/cancel/', {}),
    ],
    'feedback.read': () => [get('list', 'communications/admin/feedback/list/')],
    'feedback.answer': ({ w }) => [
      post('respond', `communications/admin/feedback/${w.feedbacks.fbOwn.id}/respond/`, {
        response: 'Obrigado!',
        status: 'RESOLVED',
      }),
    ],
    'notifications.send': sendPush,
    'notifications.history': ({ w }) => [
      ...history(),
      get('own dealership notification', `communications/admin/notifications/${w.notifications.nD1.id}/`),
    ],
    'acoes.tab.publicos': audiences,
    'audiences.manage': audiences,
    'offers.budget.raise': async (ctx) => [
      {
        name: 'raise an offer budget',
        method: 'PATCH',
        url: `${API}/loyalty/admin/offers/${await ctx.freshOffer()}/budget/`,
        payload: { budget_redemptions: 50 },
      },
    ],
    'budgets.read': placeBudgets,
    'acoes.tab.campanhas': campaignsProbe,
    'campaigns.manage': campaignsProbe,
    // A DEALERSHIP passes campaigns.manage but its bonus is refused on the field: 201 is "allowed".
    'campaigns.bonus': () => [
      {
        ...post('a campaign with bonus points', 'marketing/campaigns/', campaignBody({ bonus_points: 10 })),
        allowed: (res) => res.statusCode === 201,
      },
    ],
    'budgets.manage': async (ctx) => [
      post('a budget for a fresh store', 'loyalty/admin/place-budgets/', {
        location_type: 'partner',
        partner_location_id: await ctx.freshStore(),
        period: 'MONTH',
        max_redemptions: 5,
      }),
    ],
    'notifications.audience.all': ({ w }) => [
      get(
        "another dealership's notification",
        `communications/admin/notifications/${w.notifications.nD2.id}/`,
        ok200,
      ),
    ],
  };
}
