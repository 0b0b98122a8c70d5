import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import * as s from '../db/schema/index.ts';
import { createTestContext, sessionAccess, TEST_CONFIG, type TestContext } from '../test/helpers.ts';
import { balanceMismatches } from '../test/loyalty-helpers.ts';
import { emptyRegistry } from '../test/registry-helpers.ts';
import { bearer, buildWorld, MARK, newCpf, ROLES, type Role, snapshot, type World } from '../test/world.ts';

/**
 * Authorization matrix (docs/architecture.md §6): every registered route × every kind of caller. The routes come
 * from an onRoute hook, so a new route without an entry here fails the test. A refused call
 * (4xx) must leave the database exactly as it was; a 2xx answer to a tenant-scoped user must not
 * contain another tenant's marked objects.
 */

/** Status per role; null = not asserted (only: not a 5xx). */
type Expect = Record<Role, number | null>;
interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Send no Authorization header (login routes carry credentials in the body). */
  noAuth?: boolean;
}
interface Case {
  name: string;
  /** A refusal may still write (a refused refresh revokes its token family). */
  refusalWrites?: boolean;
  req: (role: Role) => Req | Promise<Req>;
  expect: Expect;
}

const all = (code: number): Expect => ({
  anon: code,
  cliente: code,
  naoStaff: code,
  parceiro: code,
  staff: code,
  admin: code,
  atendente: code,
});
/**
 * The managers of the back office (scoped); CLIENTE, non-staff DEALERSHIP and the counter clerk
 * (ATENDENTE: its few routes say so with `with_`) refused.
 */
const BACKOFFICE = (ok = 200): Expect => ({
  anon: 401,
  cliente: 403,
  naoStaff: 403,
  parceiro: ok,
  staff: ok,
  admin: ok,
  atendente: 403,
});
/** Every back-office user, the counter clerk included (Meu Perfil, the counter's own routes). */
const STAFF = (ok = 200): Expect => ({ ...BACKOFFICE(ok), atendente: ok });
/** ADMIN/superuser only. */
const ADMIN = (ok: number | null = 200): Expect => ({
  anon: 401,
  cliente: 403,
  naoStaff: 403,
  parceiro: 403,
  staff: 403,
  admin: ok,
  atendente: 403,
});
/** Customer-app routes: CLIENTE only. */
const CLIENT = (ok = 200): Expect => ({
  anon: 401,
  cliente: ok,
  naoStaff: 403,
  parceiro: 403,
  staff: 403,
  admin: 403,
  atendente: 403,
});
/** Notification senders: ADMIN and staff DEALERSHIP. */
const SENDER = (ok = 200): Expect => ({
  anon: 401,
  cliente: 403,
  naoStaff: 403,
  parceiro: 403,
  staff: ok,
  admin: ok,
  atendente: 403,
});
/** Any active user's token (customer offer reads). */
const ANY = (ok = 200): Expect => ({ ...all(ok), anon: 401 });
const with_ = (base: Expect, over: Partial<Expect>): Expect => ({ ...base, ...over });

/** Markers a role must never see in a 2xx body. */
const FORBIDDEN_MARKS: Record<Role, string[]> = {
  anon: [MARK.d1, MARK.d2, MARK.p2],
  cliente: [MARK.d1], // a D2 customer: partner-store offers are public to customers
  naoStaff: [MARK.d2, MARK.p2],
  parceiro: [MARK.d1, MARK.d2, MARK.p2],
  staff: [MARK.d2, MARK.p2],
  admin: [],
  atendente: [MARK.d1, MARK.d2, MARK.p2],
};

const API = '/api/v1';
const HOUR = 3_600_000;
/** Active customers: any scope's audience may hold it. */
const AUDIENCE_RULES = {
  combinator: 'and' as const,
  groups: [{ combinator: 'and' as const, rules: [{ field: 'status' as const, op: 'active' as const }] }],
};
const iso = (ms: number) => new Date(ms).toISOString();

function routeTable(w: World, db: TestContext['db'], app: FastifyInstance): Record<string, Case[]> {
  const { fx, offers, notifications, feedbacks } = w;
  const loc1 = fx.d1.locationId as number;
  const loc2 = fx.d2.locationId as number;
  const valid = { validFrom: new Date(Date.now() - 24 * HOUR), validUntil: new Date(Date.now() + 24 * HOUR) };
  let seq = 0;
  const uniq = () => `${Date.now().toString(36)}${seq++}`;

  const freshApproval = async () => {
    const [row] = await db
      .insert(s.approvalRequests)
      .values({
        customerId: w.customers.cD2,
        points: 1,
        reason: 'Matriz de autorização',
        requestedById: w.ids.staff,
      })
      .returning({ id: s.approvalRequests.id });
    return row?.id as number;
  };
  const offerS1Id = async () => offers.offerS1.id;
  const freshOffer = async (target: { dealershipId: number } | { partnerLocationId: number }) => {
    const [row] = await db
      .insert(s.offers)
      .values({ title: `Descartável ${uniq()}`, offerType: 'GIFT', pointsCost: 1, ...valid, ...target })
      .returning({ id: s.offers.id });
    return row?.id as number;
  };
  /** An audience of the caller's own scope (its dealership, its partner, or ADMIN's none), or of D2. */
  const freshAudience = async (owner: Role | 'd2') => {
    const scope =
      owner === 'd2'
        ? { dealershipId: fx.d2.id }
        : owner === 'parceiro'
          ? { partnerId: fx.p1.id }
          : owner === 'admin'
            ? {}
            : { dealershipId: fx.d1.id };
    const [row] = await db
      .insert(s.audiences)
      .values({ name: `Público ${uniq()}`, rules: AUDIENCE_RULES, ...scope })
      .returning({ id: s.audiences.id });
    return row?.id as number;
  };
  /** An audience as `freshAudience` makes it, with one customer (cD1) in its list. */
  const listedAudience = async (owner: Role | 'd2') => {
    const audienceId = await freshAudience(owner);
    await db.insert(s.audienceMembers).values({ audienceId, userId: w.customers.cD1 });
    return audienceId;
  };
  /** A birthday campaign of D1 (a DEALERSHIP's own; ADMIN sees it too) or of D2. */
  const freshCampaign = async (of: 'd1' | 'd2') => {
    const [row] = await db
      .insert(s.campaigns)
      .values({
        name: `Campanha ${uniq()}`,
        trigger: 'BIRTHDAY',
        title: 'Parabéns',
        message: 'Feliz aniversário',
        startsAt: new Date(Date.now() - HOUR),
        dealershipId: of === 'd1' ? fx.d1.id : fx.d2.id,
      })
      .returning({ id: s.campaigns.id });
    return row?.id as number;
  };
  const freshPlaceBudget = async (dealershipId: number) => {
    const [row] = await db
      .insert(s.placeBudgets)
      .values({ dealershipId, period: 'MONTH', maxRedemptions: 10 })
      .returning({ id: s.placeBudgets.id });
    return row?.id as number;
  };
  const freshUser = async () => {
    const [row] = await db
      .insert(s.users)
      .values({ cpf: newCpf(), fullName: 'Descartável', dealershipId: fx.d1.id })
      .returning({ id: s.users.id });
    return row?.id as number;
  };
  const freshLocation = async () => {
    const [row] = await db
      .insert(s.locations)
      .values({ address: 'Rua Descartável, 9', city: 'Natal', state: 'RN' })
      .returning({ id: s.locations.id });
    return row?.id as number;
  };
  const freshPartner = async () => {
    const [row] = await db
      .insert(s.partners)
      .values({ brandName: `Parceiro ${uniq()}`, category: 'varejo' })
      .returning({ id: s.partners.id });
    return row?.id as number;
  };
  const freshDealership = async () => {
    const [row] = await db
      .insert(s.dealerships)
      .values({ name: `Conc ${uniq()}`, cnpj: '33.333.333/0001-33', locationId: loc2 })
      .returning({ id: s.dealerships.id });
    return row?.id as number;
  };
  const freshStore = async () => {
    const [row] = await db
      .insert(s.partnerLocations)
      .values({ storeName: `Loja ${uniq()}`, partnerId: fx.p2.id, locationId: loc2 })
      .returning({ id: s.partnerLocations.id });
    return row?.id as number;
  };
  const offerForm = (target: { dealership: number } | { partner_location: number }) => ({
    title: `Oferta nova ${uniq()}`,
    offer_type: 'GIFT',
    points_cost: 5,
    valid_from: iso(Date.now() - HOUR),
    valid_until: iso(Date.now() + 48 * HOUR),
    gift_description: 'Brinde',
    location_type: 'dealership' in target ? 'dealership' : 'partner',
    ...target,
  });
  /** The roles whose home is store S1: a PARCEIRO's store, the counter clerk's. */
  const atStore = (role: Role) => role === 'parceiro' || role === 'atendente';
  /** The role's own offer target: its dealership, its partner's store (ADMIN: D1). */
  const ownTarget = (role: Role) =>
    atStore(role) ? { partner_location: fx.s1.id } : { dealership: fx.d1.id };
  const otherTarget = (role: Role) =>
    atStore(role) ? { partner_location: fx.s2.id } : { dealership: fx.d2.id };
  const refreshOf = async (userId: number) => {
    const account = await app.usersRepository.findById(userId);
    if (!account) throw new Error(`user ${userId}`);
    const { token, ...stored } = app.tokens.startSession(account);
    await app.refreshTokensRepository.create({ ...stored, userId });
    return token;
  };
  const refreshFor = async (role: Role) => (role === 'anon' ? 'nao-e-um-token' : refreshOf(w.ids[role]));
  const credentials = (role: Role) => ({
    email:
      role === 'anon'
        ? w.emails.admin
        : w.emails[
            role === 'parceiro'
              ? 'partner'
              : role === 'naoStaff'
                ? 'nonStaff'
                : role === 'cliente'
                  ? 'client'
                  : role
          ],
    password: role === 'anon' ? 'senha-errada' : w.password,
  });
  const userBody = () => ({
    cpf: newCpf(),
    full_name: 'Usuário Matriz',
    user_type: 'CLIENTE',
    password: 'segredo1',
    password_confirm: 'segredo1',
    is_staff: false,
    is_active: true,
    account_for_qr_code_burn: false,
    dealership_associated: fx.d1.id,
  });
  const own = (name = 'own scope') => name;
  /**
   * A new user of the role with a session of its own, for calls that change the caller's account
   * or end its sessions (Meu Perfil): the roles' world tokens stay valid for the rest of the matrix.
   */
  const throwaway = async (role: Role): Promise<Partial<Req>> => {
    if (role === 'anon') return {};
    const kind = {
      cliente: { userType: 'CLIENTE' as const },
      naoStaff: { userType: 'DEALERSHIP' as const, dealershipId: fx.d1.id },
      parceiro: { userType: 'PARCEIRO' as const, partnerId: fx.p1.id },
      staff: { userType: 'DEALERSHIP' as const, isStaff: true, dealershipId: fx.d1.id },
      admin: { userType: 'ADMIN' as const },
      atendente: { userType: 'ATENDENTE' as const, partnerLocationId: fx.s1.id },
    }[role];
    const email = `descartavel-${uniq()}@teste.com.br`;
    const [row] = await db
      .insert(s.users)
      .values({ cpf: newCpf(), email, fullName: 'Descartável', ...kind })
      .returning({ id: s.users.id });
    const token = await sessionAccess(app, {
      id: row?.id as number,
      userType: kind.userType,
      sessionVersion: 0,
    });
    return { headers: { authorization: `Bearer ${token}` }, payload: { full_name: 'Descartável', email } };
  };

  return {
    // Public
    [`GET ${API}/health/`]: [{ name: 'public', req: () => ({ url: `${API}/health/` }), expect: all(200) }],
    [`GET ${API}/ready/`]: [{ name: 'public', req: () => ({ url: `${API}/ready/` }), expect: all(200) }],
    'GET /media/*': [
      { name: 'unknown key', req: () => ({ url: '/media/0000.png' }), expect: all(404) },
      { name: 'path traversal', req: () => ({ url: '/media/..%2f..%2fpackage.json' }), expect: all(404) },
    ],
    // The contract's documentation (plugins/openapi.ts): public, read-only.
    [`GET ${API}/openapi.json`]: [
      { name: 'public', req: () => ({ url: `${API}/openapi.json` }), expect: all(200) },
    ],
    [`GET ${API}/docs`]: [{ name: 'public', req: () => ({ url: `${API}/docs` }), expect: all(200) }],
    [`GET ${API}/docs/static/index.html`]: [
      {
        name: 'redirect to the page',
        req: () => ({ url: `${API}/docs/static/index.html` }),
        expect: all(302),
      },
    ],
    [`GET ${API}/docs/static/swagger-initializer.js`]: [
      { name: 'public', req: () => ({ url: `${API}/docs/static/swagger-initializer.js` }), expect: all(200) },
    ],
    [`GET ${API}/docs/json`]: [
      { name: 'public', req: () => ({ url: `${API}/docs/json` }), expect: all(200) },
    ],
    [`GET ${API}/docs/yaml`]: [
      { name: 'public', req: () => ({ url: `${API}/docs/yaml` }), expect: all(200) },
    ],
    [`GET ${API}/docs/static/*`]: [
      { name: 'asset', req: () => ({ url: `${API}/docs/static/swagger-ui.css` }), expect: all(200) },
      {
        name: 'path traversal',
        req: () => ({ url: `${API}/docs/static/..%2f..%2fpackage.json` }),
        expect: all(404),
      },
    ],

    // Sessions
    [`POST ${API}/users/auth/admin-login/`]: [
      {
        name: 'own credentials',
        req: (role) => ({ url: `${API}/users/auth/admin-login/`, payload: credentials(role), noAuth: true }),
        // A blocked account gets the wrong-password answer (the answer never confirms a password).
        expect: {
          anon: 401,
          cliente: 401,
          naoStaff: 401,
          parceiro: 200,
          staff: 200,
          admin: 200,
          atendente: 200,
        },
      },
    ],
    [`POST ${API}/users/auth/login/`]: [
      {
        name: 'own credentials',
        req: (role) => ({ url: `${API}/users/auth/login/`, payload: credentials(role), noAuth: true }),
        expect: {
          anon: 401,
          cliente: 200,
          naoStaff: 401,
          parceiro: 401,
          staff: 401,
          admin: 401,
          atendente: 401,
        },
      },
    ],
    [`POST ${API}/auth/refresh/`]: [
      {
        name: 'own refresh token',
        refusalWrites: true,
        req: async (role) => ({
          url: `${API}/auth/refresh/`,
          payload: { refresh: await refreshFor(role) },
          noAuth: true,
        }),
        expect: {
          anon: 401,
          cliente: 200,
          naoStaff: 401,
          parceiro: 200,
          staff: 200,
          admin: 200,
          atendente: 200,
        },
      },
    ],
    [`POST ${API}/auth/logout/`]: [
      {
        // Logout ends every session of the token's user: a throwaway user's, so the roles' own
        // tokens stay valid for the rest of the matrix.
        name: 'a refresh token',
        req: async (role) => ({
          url: `${API}/auth/logout/`,
          payload: { refresh: role === 'anon' ? 'nao-e-um-token' : await refreshOf(await freshUser()) },
          noAuth: true,
        }),
        expect: with_(all(200), { anon: 401 }),
      },
    ],

    [`POST ${API}/users/auth/two-factor/`]: [
      {
        name: 'a forged challenge',
        req: () => ({
          url: `${API}/users/auth/two-factor/`,
          payload: { challenge: 'nao-e-um-desafio', code: '123456' },
          noAuth: true,
        }),
        expect: all(401),
      },
    ],

    // Meu Perfil: one's own account, any back-office user (throwaway accounts where it writes).
    [`GET ${API}/users/me`]: [{ name: 'own', req: () => ({ url: `${API}/users/me/` }), expect: STAFF() }],
    [`PATCH ${API}/users/me`]: [
      {
        name: 'own name and e-mail',
        req: async (role) => ({ url: `${API}/users/me/`, ...(await throwaway(role)) }),
        expect: STAFF(),
      },
    ],
    [`POST ${API}/users/me/password/`]: [
      {
        name: 'a wrong current password',
        req: () => ({
          url: `${API}/users/me/password/`,
          payload: {
            current_password: 'errada',
            new_password: 'outra-senha-forte',
            new_password_confirm: 'outra-senha-forte',
          },
        }),
        expect: STAFF(400),
      },
    ],
    [`GET ${API}/users/me/sessions/`]: [
      { name: 'own', req: () => ({ url: `${API}/users/me/sessions/` }), expect: STAFF() },
    ],
    [`DELETE ${API}/users/me/sessions/:id/`]: [
      {
        name: 'not one of its own',
        req: () => ({ url: `${API}/users/me/sessions/00000000-0000-4000-8000-000000000000/` }),
        expect: STAFF(404),
      },
    ],
    [`POST ${API}/users/me/sessions/end-all/`]: [
      {
        name: 'own sessions',
        req: async (role) => {
          const { headers } = await throwaway(role);
          return { url: `${API}/users/me/sessions/end-all/`, ...(headers ? { headers } : {}) };
        },
        expect: STAFF(),
      },
    ],
    [`POST ${API}/users/me/two-factor/setup/`]: [
      {
        name: 'own second factor',
        req: async (role) => {
          const { headers } = await throwaway(role);
          return { url: `${API}/users/me/two-factor/setup/`, ...(headers ? { headers } : {}) };
        },
        expect: STAFF(),
      },
    ],
    [`POST ${API}/users/me/two-factor/confirm/`]: [
      {
        name: 'nothing being set up',
        req: () => ({ url: `${API}/users/me/two-factor/confirm/`, payload: { code: '123456' } }),
        expect: STAFF(400),
      },
    ],
    [`POST ${API}/users/me/two-factor/disable/`]: [
      {
        name: 'a wrong password',
        req: () => ({ url: `${API}/users/me/two-factor/disable/`, payload: { password: 'errada' } }),
        expect: STAFF(400),
      },
    ],
    [`GET ${API}/users/two-factor-policy/`]: [
      { name: 'the policy', req: () => ({ url: `${API}/users/two-factor-policy/` }), expect: ADMIN() },
    ],
    [`PUT ${API}/users/two-factor-policy/`]: [
      {
        name: 'no role required (as it is)',
        req: () => ({ url: `${API}/users/two-factor-policy/`, payload: { required_roles: [] } }),
        expect: ADMIN(),
      },
    ],
    [`POST ${API}/users/:id/two-factor/reset/`]: [
      {
        name: 'a customer without one',
        req: () => ({ url: `${API}/users/${w.customers.cD2}/two-factor/reset/` }),
        expect: ADMIN(),
      },
    ],

    // Users (ADMIN)
    [`GET ${API}/users/dashboard/stats/`]: [
      { name: own(), req: () => ({ url: `${API}/users/dashboard/stats/` }), expect: BACKOFFICE() },
    ],
    [`GET ${API}/users/dashboard/trends/`]: [
      { name: own(), req: () => ({ url: `${API}/users/dashboard/trends/?days=7` }), expect: BACKOFFICE() },
    ],
    // Failure reports from browsers (routes/ops): anyone may send one; only ADMIN reads them.
    [`POST ${API}/ops/remote-failures/`]: [
      {
        name: 'a report',
        req: () => ({
          method: 'POST',
          url: `${API}/ops/remote-failures/`,
          payload: {
            remote: 'dashboard',
            version: '1.0.0',
            kind: 'render',
            page: '/admin/dashboard',
            message: 'matriz',
            session_id: 'matriz-sessao',
          },
        }),
        expect: all(202),
      },
    ],
    [`GET ${API}/ops/remote-failures/`]: [
      { name: 'the reports', req: () => ({ url: `${API}/ops/remote-failures/` }), expect: ADMIN() },
    ],
    [`POST ${API}/ops/remote-sessions/`]: [
      {
        name: 'a beacon with an issued telemetry id',
        req: () => ({
          url: `${API}/ops/remote-sessions/`,
          payload: {
            remote: 'dashboard',
            version: '1.0.0',
            session_id: app.telemetrySessions.issue('192.0.2.1').sessionId,
          },
        }),
        expect: all(204),
      },
      {
        name: 'a beacon with a made-up id',
        req: () => ({
          url: `${API}/ops/remote-sessions/`,
          payload: { remote: 'dashboard', version: '1.0.0', session_id: 'matriz-sessao' },
        }),
        expect: all(400),
      },
    ],
    [`GET ${API}/ops/telemetry-session/`]: [
      { name: 'a telemetry id', req: () => ({ url: `${API}/ops/telemetry-session/` }), expect: all(200) },
    ],
    // Background jobs (routes/ops/jobs): ADMIN only; no job has the id the writes name.
    [`GET ${API}/ops/jobs/`]: [
      { name: 'overview', req: () => ({ url: `${API}/ops/jobs/?limit=5` }), expect: ADMIN() },
    ],
    [`POST ${API}/ops/jobs/:id/retry/`]: [
      {
        name: 'unknown job',
        req: () => ({ url: `${API}/ops/jobs/999999999/retry/`, payload: {} }),
        expect: ADMIN(404),
      },
    ],
    [`POST ${API}/ops/jobs/:id/cancel/`]: [
      {
        name: 'unknown job',
        req: () => ({ url: `${API}/ops/jobs/999999999/cancel/`, payload: {} }),
        expect: ADMIN(404),
      },
    ],
    // Releases (routes/ops/releases): ADMIN only; the registry is empty, so each write is refused
    // on the data (never published, no canary, nothing to go back to).
    [`GET ${API}/ops/releases/`]: [
      { name: 'overview', req: () => ({ url: `${API}/ops/releases/?window_minutes=30` }), expect: ADMIN() },
    ],
    [`POST ${API}/ops/releases/:remote/promote/`]: [
      {
        name: 'unpublished',
        req: () => ({ url: `${API}/ops/releases/dashboard/promote/`, payload: { version: '9.9.9-nada' } }),
        expect: ADMIN(404),
      },
    ],
    [`POST ${API}/ops/releases/:remote/canary/`]: [
      {
        name: 'unpublished',
        req: () => ({
          url: `${API}/ops/releases/dashboard/canary/`,
          payload: { version: '9.9.9-nada', percent: 10 },
        }),
        expect: ADMIN(404),
      },
    ],
    [`DELETE ${API}/ops/releases/:remote/canary/`]: [
      {
        name: 'no canary',
        req: () => ({ url: `${API}/ops/releases/dashboard/canary/` }),
        expect: ADMIN(404),
      },
    ],
    [`POST ${API}/ops/releases/:remote/rollback/`]: [
      {
        name: 'nothing live',
        req: () => ({ url: `${API}/ops/releases/tables/rollback/`, payload: {} }),
        expect: ADMIN(400),
      },
    ],
    [`GET ${API}/audit/`]: [
      { name: 'the log', req: () => ({ url: `${API}/audit/?action=create` }), expect: ADMIN() },
    ],
    [`GET ${API}/users/admin/list/`]: [
      { name: 'list', req: () => ({ url: `${API}/users/admin/list/` }), expect: ADMIN() },
    ],
    [`GET ${API}/users/form-options/`]: [
      { name: 'options', req: () => ({ url: `${API}/users/form-options/` }), expect: ADMIN() },
    ],
    [`POST ${API}/users/create/`]: [
      {
        name: 'create',
        req: () => ({ url: `${API}/users/create/`, payload: userBody() }),
        expect: ADMIN(201),
      },
    ],
    [`GET ${API}/users/:id/`]: [
      { name: 'a customer', req: () => ({ url: `${API}/users/${w.customers.cD2}/` }), expect: ADMIN() },
    ],
    [`PUT ${API}/users/:id/`]: [
      {
        name: 'a customer',
        req: async () => ({ url: `${API}/users/${await freshUser()}/`, payload: userBody() }),
        expect: ADMIN(),
      },
    ],
    [`DELETE ${API}/users/:id/`]: [
      {
        name: 'a customer',
        req: async () => ({ url: `${API}/users/${await freshUser()}/` }),
        expect: ADMIN(204),
      },
    ],
    [`PATCH ${API}/users/:id/toggle-status/`]: [
      {
        name: 'a customer',
        req: async () => ({
          url: `${API}/users/${await freshUser()}/toggle-status/`,
          payload: { is_active: false },
        }),
        expect: ADMIN(),
      },
    ],
    // The customer page: a customer of the caller's own scope (a PARCEIRO's: one with activity at S1),
    // and another tenant's customer, which a scoped caller cannot tell from an unknown id.
    ...Object.fromEntries(
      ['customer', 'points-history', 'points', 'points-batches'].map((path) => [
        `GET ${API}/users/:id/${path}/`,
        [
          {
            name: own(),
            req: (role: Role) => ({
              url: `${API}/users/${atStore(role) ? fx.c3 : w.customers.cD1}/${path}/`,
            }),
            expect: STAFF(),
          },
          {
            name: "another dealership's customer",
            req: () => ({ url: `${API}/users/${w.customers.cD2}/${path}/` }),
            expect: with_(STAFF(404), { admin: 200 }),
          },
        ],
      ]),
    ),
    // LGPD (docs/security.md): consents read like the customer page, changed by ADMIN; the customer
    // app's own consents; a CPF revealed within the caller's customers; the data subject's requests.
    [`GET ${API}/users/:id/consents/`]: [
      {
        name: own(),
        req: (role: Role) => ({
          url: `${API}/users/${atStore(role) ? fx.c3 : w.customers.cD1}/consents/`,
        }),
        expect: STAFF(),
      },
      {
        name: "another dealership's customer",
        req: () => ({ url: `${API}/users/${w.customers.cD2}/consents/` }),
        expect: with_(STAFF(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/users/:id/consents/`]: [
      {
        name: 'a customer',
        req: () => ({
          url: `${API}/users/${w.customers.cD2}/consents/`,
          payload: { purpose: 'data_processing', granted: true },
        }),
        expect: ADMIN(),
      },
    ],
    [`GET ${API}/users/consents/`]: [
      { name: 'own consents', req: () => ({ url: `${API}/users/consents/` }), expect: CLIENT() },
    ],
    [`PUT ${API}/users/consents/`]: [
      {
        name: 'own consents',
        req: () => ({ url: `${API}/users/consents/`, payload: { data_processing: true } }),
        expect: CLIENT(),
      },
    ],
    [`POST ${API}/users/:id/cpf/reveal/`]: [
      {
        name: own(),
        req: (role: Role) => ({
          url: `${API}/users/${role === 'parceiro' ? fx.c3 : w.customers.cD1}/cpf/reveal/`,
        }),
        expect: BACKOFFICE(),
      },
      {
        name: "another dealership's customer",
        req: () => ({ url: `${API}/users/${w.customers.cD2}/cpf/reveal/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`GET ${API}/users/:id/data-requests/`]: [
      {
        name: 'a customer',
        req: () => ({ url: `${API}/users/${w.customers.cD2}/data-requests/` }),
        expect: ADMIN(),
      },
    ],
    [`POST ${API}/users/:id/data-requests/`]: [
      {
        name: 'a customer',
        req: () => ({ url: `${API}/users/${w.customers.cD2}/data-requests/`, payload: { kind: 'export' } }),
        expect: ADMIN(201),
      },
    ],
    [`POST ${API}/users/:id/data-export/`]: [
      {
        name: 'a customer',
        req: () => ({ url: `${API}/users/${w.customers.cD2}/data-export/` }),
        expect: ADMIN(),
      },
    ],
    [`POST ${API}/users/:id/anonymize/`]: [
      {
        name: 'a new customer',
        req: async () => ({ url: `${API}/users/${await freshUser()}/anonymize/` }),
        expect: ADMIN(),
      },
    ],
    // Bulk work (ADMIN): CSV imports and the lists' bulk actions; unknown ids where only the guard
    // is asked, an empty selection where the answer would start a job.
    [`GET ${API}/imports/`]: [
      { name: 'the imports', req: () => ({ url: `${API}/imports/` }), expect: ADMIN() },
    ],
    [`POST ${API}/imports/`]: [
      {
        name: 'no file',
        req: () => ({ url: `${API}/imports/?kind=customers`, payload: {} }),
        expect: ADMIN(400),
      },
    ],
    ...Object.fromEntries(
      [
        ['GET', ''],
        ['GET', 'errors/'],
        ['POST', 'preview/'],
        ['POST', 'start/'],
      ].map(([method, path]) => [
        `${method} ${API}/imports/:id/${path}`,
        [
          {
            name: 'an unknown import',
            req: () => ({
              url: `${API}/imports/2147483647/${path}`,
              ...(method === 'POST' ? { payload: { mapping: {} } } : {}),
            }),
            expect: ADMIN(404),
          },
        ],
      ]),
    ),
    [`GET ${API}/bulk-actions/`]: [
      { name: 'the bulk actions', req: () => ({ url: `${API}/bulk-actions/` }), expect: ADMIN() },
    ],
    // Adding customers to an audience is every audience builder's (bulk.select), on Tabelas →
    // Usuários only; Configurações → Usuários and the other actions stay ADMIN's.
    [`POST ${API}/bulk-actions/count/`]: [
      {
        name: 'every user',
        req: () => ({ url: `${API}/bulk-actions/count/`, payload: { selection: { list: 'users' } } }),
        expect: ADMIN(),
      },
      {
        name: 'the points list',
        req: () => ({
          url: `${API}/bulk-actions/count/`,
          payload: { selection: { list: 'points', ids: [] } },
        }),
        expect: BACKOFFICE(),
      },
    ],
    [`POST ${API}/bulk-actions/`]: [
      {
        name: 'an empty selection',
        req: () => ({
          url: `${API}/bulk-actions/`,
          payload: { selection: { list: 'users', ids: [] }, action: 'export', expected_count: 0 },
        }),
        expect: ADMIN(400),
      },
      {
        name: 'nobody added to an own audience',
        req: async (role) => ({
          url: `${API}/bulk-actions/`,
          payload: {
            selection: { list: 'points', ids: [] },
            action: 'audience',
            audience_id: await freshAudience(role),
            expected_count: 0,
          },
        }),
        expect: BACKOFFICE(400),
      },
      {
        name: "a customer added to D2's audience",
        req: async () => ({
          url: `${API}/bulk-actions/`,
          payload: {
            selection: { list: 'points', ids: [w.customers.cD1] },
            action: 'audience',
            audience_id: await freshAudience('d2'),
            expected_count: 1,
          },
        }),
        // ADMIN may use any audience (the job skips cD1: outside D2's); the others get 400.
        expect: with_(BACKOFFICE(400), { admin: 202 }),
      },
    ],
    [`GET ${API}/bulk-actions/:id/`]: [
      {
        name: 'an unknown bulk action',
        req: () => ({ url: `${API}/bulk-actions/2147483647/` }),
        expect: BACKOFFICE(404),
      },
    ],
    [`GET ${API}/bulk-actions/:id/file/`]: [
      {
        name: 'an unknown bulk action',
        req: () => ({ url: `${API}/bulk-actions/2147483647/file/` }),
        expect: ADMIN(404),
      },
    ],
    // The points lifecycle (docs/architecture.md §5): settings and rule edits ADMIN only, the
    // liability scoped, cancel and reverse per object; unknown ids where only the guard is asked.
    [`GET ${API}/loyalty/admin/programme/`]: [
      { name: 'settings', req: () => ({ url: `${API}/loyalty/admin/programme/` }), expect: ADMIN() },
    ],
    [`PUT ${API}/loyalty/admin/programme/`]: [
      {
        name: 'settings',
        req: () => ({
          url: `${API}/loyalty/admin/programme/`,
          payload: {
            validity_months: null,
            pending_days_service: 0,
            pending_days_purchase: 0,
            pending_days_manual: 0,
            reminder_days: 30,
            point_value: '0.05',
            burn_reversal_hours: 24,
          },
        }),
        expect: ADMIN(),
      },
    ],
    [`GET ${API}/loyalty/admin/liability/`]: [
      { name: own(), req: () => ({ url: `${API}/loyalty/admin/liability/` }), expect: BACKOFFICE() },
    ],
    [`PUT ${API}/loyalty/admin/rules/:id/`]: [
      {
        name: 'an unknown rule',
        req: () => ({
          url: `${API}/loyalty/admin/rules/2147483647/`,
          payload: { name: 'Regra', weight: 0.1, is_active: true },
        }),
        expect: ADMIN(404),
      },
    ],
    [`GET ${API}/loyalty/admin/rules/:id/versions/`]: [
      {
        name: 'an unknown rule',
        req: () => ({ url: `${API}/loyalty/admin/rules/2147483647/versions/` }),
        expect: BACKOFFICE(404),
      },
    ],
    [`POST ${API}/loyalty/admin/redemptions/:id/cancel/`]: [
      {
        name: 'an unknown redemption',
        req: () => ({
          url: `${API}/loyalty/admin/redemptions/2147483647/cancel/`,
          payload: { reason: 'Matriz' },
        }),
        expect: BACKOFFICE(404),
      },
    ],
    [`POST ${API}/loyalty/vouchers/reverse-use/`]: [
      {
        name: 'own voucher, not used',
        req: async (role) => ({
          url: `${API}/loyalty/vouchers/reverse-use/`,
          payload: { voucher_code: await w.voucher(atStore(role) ? 's1' : 'd1'), reason: 'Matriz' },
        }),
        expect: STAFF(400),
      },
      {
        name: "another tenant's voucher",
        req: async (role) => ({
          url: `${API}/loyalty/vouchers/reverse-use/`,
          payload: { voucher_code: await w.voucher(atStore(role) ? 's2' : 'd2'), reason: 'Matriz' },
        }),
        expect: with_(STAFF(403), { admin: 400 }),
      },
    ],
    [`GET ${API}/loyalty/points/`]: [
      { name: 'own balance', req: () => ({ url: `${API}/loyalty/points/` }), expect: CLIENT() },
    ],
    [`POST ${API}/users/:id/points-adjustments/`]: [
      {
        name: 'a customer',
        req: () => ({
          url: `${API}/users/${w.customers.cD2}/points-adjustments/`,
          payload: { points: 1, reason: 'Matriz de autorização' },
        }),
        expect: ADMIN(201),
      },
    ],

    // A second pair of eyes (routes/approvals): ADMIN only; each decision is on a fresh request
    // another user asked for (the requester's own is a 403 in approvals.test.ts).
    [`GET ${API}/approvals/`]: [
      { name: 'pending', req: () => ({ url: `${API}/approvals/` }), expect: ADMIN() },
      { name: 'rejected', req: () => ({ url: `${API}/approvals/?status=REJECTED` }), expect: ADMIN() },
    ],
    [`POST ${API}/approvals/:id/approve/`]: [
      {
        name: "another user's request",
        req: async () => ({ url: `${API}/approvals/${await freshApproval()}/approve/`, payload: {} }),
        expect: ADMIN(200),
      },
    ],
    [`POST ${API}/approvals/:id/reject/`]: [
      {
        name: "another user's request",
        req: async () => ({
          url: `${API}/approvals/${await freshApproval()}/reject/`,
          payload: { comment: 'Matriz de autorização' },
        }),
        expect: ADMIN(200),
      },
    ],
    [`GET ${API}/approvals/settings/`]: [
      { name: 'thresholds', req: () => ({ url: `${API}/approvals/settings/` }), expect: ADMIN() },
    ],
    [`PUT ${API}/approvals/settings/`]: [
      {
        name: 'no threshold',
        req: () => ({ url: `${API}/approvals/settings/`, payload: { points_adjustment_threshold: null } }),
        expect: ADMIN(),
      },
    ],

    // Loyalty back-office reads; the customers (Tabelas → Usuários) the counter clerk reads too.
    [`GET ${API}/loyalty/admin/points/summary/`]: [
      {
        name: own(),
        req: () => ({ url: `${API}/loyalty/admin/points/summary/?page_size=100` }),
        expect: STAFF(),
      },
    ],
    ...Object.fromEntries(
      [
        'loyalty/admin/activities/recent/',
        'loyalty/admin/transactions/history/',
        'loyalty/admin/redemptions/recent/',
        'loyalty/admin/rules/pontuation/',
        'loyalty/admin/offers/available-partners/',
        'loyalty/admin/offers/list/',
      ].map((path) => [
        `GET ${API}/${path}`,
        [{ name: own(), req: () => ({ url: `${API}/${path}?page_size=100` }), expect: BACKOFFICE() }],
      ]),
    ),

    // Offers
    [`POST ${API}/loyalty/admin/offers/`]: [
      {
        name: 'own target',
        req: (role) => ({ url: `${API}/loyalty/admin/offers/`, payload: offerForm(ownTarget(role)) }),
        expect: BACKOFFICE(201),
      },
      {
        name: "another tenant's target",
        req: (role) => ({ url: `${API}/loyalty/admin/offers/`, payload: offerForm(otherTarget(role)) }),
        expect: with_(BACKOFFICE(403), { admin: 201 }),
      },
    ],
    [`PUT ${API}/loyalty/admin/offers/:id/`]: [
      {
        name: 'own offer',
        req: async (role) => ({
          url: `${API}/loyalty/admin/offers/${atStore(role) ? await offerS1Id() : offers.oD1.id}/`,
          payload: offerForm(ownTarget(role)),
        }),
        expect: BACKOFFICE(),
      },
      {
        name: "another tenant's offer",
        req: (role) => ({
          url: `${API}/loyalty/admin/offers/${atStore(role) ? offers.oS2.id : offers.oD2.id}/`,
          // ADMIN keeps it where it is (D2), so later cases still find it there.
          payload: offerForm(role === 'admin' ? otherTarget(role) : ownTarget(role)),
        }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`DELETE ${API}/loyalty/admin/offers/:id/`]: [
      {
        name: 'own offer',
        req: async (role) => ({
          url: `${API}/loyalty/admin/offers/${await freshOffer(atStore(role) ? { partnerLocationId: fx.s1.id } : { dealershipId: fx.d1.id })}/`,
        }),
        expect: BACKOFFICE(204),
      },
      {
        name: "another tenant's offer",
        req: async (role) => ({
          url: `${API}/loyalty/admin/offers/${await freshOffer(atStore(role) ? { partnerLocationId: fx.s2.id } : { dealershipId: fx.d2.id })}/`,
        }),
        expect: with_(BACKOFFICE(404), { admin: 204 }),
      },
    ],
    [`GET ${API}/loyalty/admin/offers/:id/`]: [
      {
        name: 'own offer',
        req: async (role) => ({
          url: `${API}/loyalty/admin/offers/${atStore(role) ? await offerS1Id() : offers.oD1.id}/`,
        }),
        expect: BACKOFFICE(),
      },
      {
        name: "another tenant's offer",
        req: (role) => ({
          url: `${API}/loyalty/admin/offers/${atStore(role) ? offers.oS2.id : offers.oD2.id}/`,
        }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PATCH ${API}/loyalty/admin/offers/:id/toggle-status/`]: [
      {
        name: 'own offer',
        req: async (role) => ({
          url: `${API}/loyalty/admin/offers/${await freshOffer(atStore(role) ? { partnerLocationId: fx.s1.id } : { dealershipId: fx.d1.id })}/toggle-status/`,
          payload: { is_active: false },
        }),
        expect: BACKOFFICE(),
      },
      {
        name: "another tenant's offer",
        req: async (role) => ({
          url: `${API}/loyalty/admin/offers/${await freshOffer(atStore(role) ? { partnerLocationId: fx.s2.id } : { dealershipId: fx.d2.id })}/toggle-status/`,
          payload: { is_active: false },
        }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PATCH ${API}/loyalty/admin/offers/:id/budget/`]: [
      {
        name: 'raise a budget',
        req: async () => ({
          url: `${API}/loyalty/admin/offers/${await freshOffer({ dealershipId: fx.d1.id })}/budget/`,
          payload: { budget_redemptions: 50 },
        }),
        expect: ADMIN(),
      },
    ],
    [`GET ${API}/loyalty/admin/place-budgets/`]: [
      {
        name: 'own places',
        req: () => ({ url: `${API}/loyalty/admin/place-budgets/` }),
        expect: BACKOFFICE(),
      },
    ],
    [`POST ${API}/loyalty/admin/place-budgets/`]: [
      {
        name: 'a budget for a new dealership',
        req: async () => ({
          url: `${API}/loyalty/admin/place-budgets/`,
          payload: {
            location_type: 'dealership',
            dealership_id: await freshDealership(),
            period: 'MONTH',
            max_redemptions: 5,
          },
        }),
        expect: ADMIN(201),
      },
    ],
    [`PUT ${API}/loyalty/admin/place-budgets/:id/`]: [
      {
        name: 'change one',
        req: async () => {
          const dealershipId = await freshDealership();
          return {
            url: `${API}/loyalty/admin/place-budgets/${await freshPlaceBudget(dealershipId)}/`,
            payload: {
              location_type: 'dealership',
              dealership_id: dealershipId,
              period: 'TOTAL',
              max_points: 100,
            },
          };
        },
        expect: ADMIN(),
      },
    ],
    [`DELETE ${API}/loyalty/admin/place-budgets/:id/`]: [
      {
        name: 'remove one',
        req: async () => ({
          url: `${API}/loyalty/admin/place-budgets/${await freshPlaceBudget(await freshDealership())}/`,
        }),
        expect: ADMIN(204),
      },
    ],
    [`GET ${API}/loyalty/offers/`]: [
      { name: 'valid offers', req: () => ({ url: `${API}/loyalty/offers/?page_size=100` }), expect: ANY() },
    ],
    [`GET ${API}/loyalty/offers/:id/`]: [
      {
        name: 'own offer',
        req: async (role) => ({
          url: `${API}/loyalty/offers/${role === 'cliente' ? offers.oRedeem.id : atStore(role) ? await offerS1Id() : offers.oD1.id}/`,
        }),
        expect: ANY(),
      },
      {
        name: "another tenant's offer",
        req: (role) => ({
          url: `${API}/loyalty/offers/${role === 'cliente' ? offers.oD1.id : atStore(role) ? offers.oS2.id : offers.oD2.id}/`,
        }),
        expect: with_(ANY(404), { admin: 200 }),
      },
    ],
    [`POST ${API}/loyalty/offers/redeem/`]: [
      {
        name: "own dealership's offer",
        req: () => ({ url: `${API}/loyalty/offers/redeem/`, payload: { offer_id: offers.oRedeem.id } }),
        expect: CLIENT(201),
      },
      {
        name: "another dealership's offer",
        req: () => ({ url: `${API}/loyalty/offers/redeem/`, payload: { offer_id: offers.oD1.id } }),
        expect: CLIENT(404),
      },
    ],

    // Vouchers
    [`GET ${API}/loyalty/vouchers/`]: [
      {
        name: 'own vouchers',
        req: () => ({ url: `${API}/loyalty/vouchers/?page_size=100` }),
        expect: {
          anon: 401,
          cliente: 200,
          naoStaff: 403,
          parceiro: 200,
          staff: 200,
          admin: 200,
          atendente: 200,
        },
      },
    ],
    [`POST ${API}/loyalty/vouchers/use/`]: [
      {
        name: 'own voucher',
        req: async (role) => ({
          url: `${API}/loyalty/vouchers/use/`,
          payload: {
            voucher_code: await w.voucher(atStore(role) ? 's1' : 'd1'),
          },
        }),
        expect: STAFF(),
      },
      {
        name: "another tenant's voucher",
        req: async (role) => ({
          url: `${API}/loyalty/vouchers/use/`,
          payload: {
            voucher_code: await w.voucher(atStore(role) ? 's2' : 'd2'),
          },
        }),
        // The counter says it is another store's voucher (docs/product.md §5).
        expect: with_(BACKOFFICE(403), { admin: 200 }),
      },
      {
        name: 'own voucher burned in the name of another dealership',
        req: async () => ({
          url: `${API}/loyalty/vouchers/use/`,
          payload: { voucher_code: await w.voucher('d1'), dealership_id: fx.d2.id },
        }),
        // ADMIN may name any dealership, but the voucher does not belong to D2 → 400.
        expect: with_(BACKOFFICE(403), { admin: 400 }),
      },
    ],

    [`GET ${API}/loyalty/vouchers/code/:code/`]: [
      {
        name: 'own voucher',
        req: async (role) => ({
          url: `${API}/loyalty/vouchers/code/${await w.voucher(atStore(role) ? 's1' : 'd1')}/`,
        }),
        expect: STAFF(),
      },
      {
        name: "another tenant's voucher",
        req: async (role) => ({
          url: `${API}/loyalty/vouchers/code/${await w.voucher(atStore(role) ? 's2' : 'd2')}/`,
        }),
        expect: with_(BACKOFFICE(403), { admin: 200 }),
      },
    ],

    // Reports
    [`GET ${API}/reports/redemption-reports/`]: [
      { name: 'own scope', req: () => ({ url: `${API}/reports/redemption-reports/` }), expect: BACKOFFICE() },
      {
        name: 'naming another dealership',
        req: () => ({ url: `${API}/reports/redemption-reports/?dealership_id=${fx.d2.id}` }),
        expect: with_(BACKOFFICE(403), { admin: 200 }),
      },
      {
        name: 'naming another partner',
        req: () => ({ url: `${API}/reports/redemption-reports/?partner_id=${fx.p2.id}` }),
        expect: with_(BACKOFFICE(403), { admin: 200 }),
      },
    ],
    [`GET ${API}/reports/redemption-reports/pdf/`]: [
      {
        name: 'own scope',
        req: () => ({ url: `${API}/reports/redemption-reports/pdf/` }),
        expect: BACKOFFICE(),
      },
      {
        name: 'naming another dealership',
        req: () => ({ url: `${API}/reports/redemption-reports/pdf/?dealership_id=${fx.d2.id}` }),
        expect: with_(BACKOFFICE(403), { admin: 200 }),
      },
    ],

    [`GET ${API}/reports/liability/`]: [
      { name: 'own scope', req: () => ({ url: `${API}/reports/liability/` }), expect: BACKOFFICE() },
      { name: 'CSV', req: () => ({ url: `${API}/reports/liability/?format=csv` }), expect: BACKOFFICE() },
      { name: 'PDF', req: () => ({ url: `${API}/reports/liability/?format=pdf` }), expect: BACKOFFICE() },
      {
        name: 'naming another dealership',
        req: () => ({ url: `${API}/reports/liability/?dealership_id=${fx.d2.id}` }),
        expect: with_(BACKOFFICE(403), { admin: 200 }),
      },
      {
        name: 'naming its own dealership',
        req: () => ({ url: `${API}/reports/liability/?dealership_id=${fx.d1.id}` }),
        expect: with_(BACKOFFICE(), { parceiro: 403 }),
      },
    ],

    // Settings (partnerships): reads scoped, writes ADMIN-only
    [`GET ${API}/partnerships/locations/`]: [
      { name: own(), req: () => ({ url: `${API}/partnerships/locations/` }), expect: BACKOFFICE() },
    ],
    [`POST ${API}/partnerships/locations/`]: [
      {
        name: 'create',
        req: () => ({
          url: `${API}/partnerships/locations/`,
          payload: { address: 'Rua Nova, 1', city: 'Natal', state: 'RN' },
        }),
        expect: ADMIN(201),
      },
    ],
    [`GET ${API}/partnerships/locations/:id/`]: [
      {
        name: 'own location',
        req: () => ({ url: `${API}/partnerships/locations/${loc1}/` }),
        expect: BACKOFFICE(),
      },
      {
        name: "another tenant's location",
        req: () => ({ url: `${API}/partnerships/locations/${loc2}/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/partnerships/locations/:id/`]: [
      {
        name: 'update',
        req: async () => ({
          url: `${API}/partnerships/locations/${await freshLocation()}/`,
          payload: { address: 'Rua Trocada, 2', city: 'Natal', state: 'RN' },
        }),
        expect: ADMIN(),
      },
    ],
    [`DELETE ${API}/partnerships/locations/:id/`]: [
      {
        name: 'delete',
        req: async () => ({ url: `${API}/partnerships/locations/${await freshLocation()}/` }),
        expect: ADMIN(204),
      },
    ],
    [`GET ${API}/partnerships/partners/`]: [
      { name: own(), req: () => ({ url: `${API}/partnerships/partners/` }), expect: BACKOFFICE() },
    ],
    [`POST ${API}/partnerships/partners/`]: [
      {
        name: 'create',
        req: () => ({
          url: `${API}/partnerships/partners/`,
          payload: { brand_name: `Marca ${uniq()}`, category: 'varejo' },
        }),
        expect: ADMIN(201),
      },
    ],
    [`GET ${API}/partnerships/partners/:id/`]: [
      {
        name: 'own partner',
        req: () => ({ url: `${API}/partnerships/partners/${fx.p1.id}/` }),
        expect: with_(BACKOFFICE(), { staff: 404 }),
      },
      {
        name: 'another partner',
        req: () => ({ url: `${API}/partnerships/partners/${fx.p2.id}/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/partnerships/partners/:id/`]: [
      {
        name: 'update',
        req: async () => ({
          url: `${API}/partnerships/partners/${await freshPartner()}/`,
          payload: { brand_name: `Marca ${uniq()}`, category: 'casa' },
        }),
        expect: ADMIN(),
      },
    ],
    [`DELETE ${API}/partnerships/partners/:id/`]: [
      {
        name: 'delete',
        req: async () => ({ url: `${API}/partnerships/partners/${await freshPartner()}/` }),
        expect: ADMIN(204),
      },
    ],
    [`GET ${API}/partnerships/dealerships/`]: [
      { name: own(), req: () => ({ url: `${API}/partnerships/dealerships/` }), expect: BACKOFFICE() },
    ],
    [`POST ${API}/partnerships/dealerships/`]: [
      {
        name: 'create',
        req: () => ({
          url: `${API}/partnerships/dealerships/`,
          payload: { name: `Conc ${uniq()}`, cnpj: '44.444.444/0001-44', location_id: loc2 },
        }),
        expect: ADMIN(201),
      },
    ],
    [`GET ${API}/partnerships/dealerships/:id/`]: [
      {
        name: 'own dealership',
        req: () => ({ url: `${API}/partnerships/dealerships/${fx.d1.id}/` }),
        expect: with_(BACKOFFICE(), { parceiro: 404 }),
      },
      {
        name: 'another dealership',
        req: () => ({ url: `${API}/partnerships/dealerships/${fx.d2.id}/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/partnerships/dealerships/:id/`]: [
      {
        name: 'update',
        req: async () => ({
          url: `${API}/partnerships/dealerships/${await freshDealership()}/`,
          payload: { name: `Conc ${uniq()}`, cnpj: '55.555.555/0001-55', location_id: loc2 },
        }),
        expect: ADMIN(),
      },
    ],
    [`DELETE ${API}/partnerships/dealerships/:id/`]: [
      {
        name: 'delete',
        req: async () => ({ url: `${API}/partnerships/dealerships/${await freshDealership()}/` }),
        expect: ADMIN(204),
      },
    ],
    [`GET ${API}/partnerships/partner-locations/`]: [
      { name: own(), req: () => ({ url: `${API}/partnerships/partner-locations/` }), expect: BACKOFFICE() },
    ],
    [`POST ${API}/partnerships/partner-locations/`]: [
      {
        name: 'create',
        req: () => ({
          url: `${API}/partnerships/partner-locations/`,
          payload: { store_name: `Loja ${uniq()}`, partner_id: fx.p2.id, location_id: loc2 },
        }),
        expect: ADMIN(201),
      },
    ],
    [`GET ${API}/partnerships/partner-locations/:id/`]: [
      {
        name: 'own store',
        req: () => ({ url: `${API}/partnerships/partner-locations/${fx.s1.id}/` }),
        expect: with_(BACKOFFICE(), { staff: 404 }),
      },
      {
        name: "another partner's store",
        req: () => ({ url: `${API}/partnerships/partner-locations/${fx.s2.id}/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/partnerships/partner-locations/:id/`]: [
      {
        name: 'update',
        req: async () => ({
          url: `${API}/partnerships/partner-locations/${await freshStore()}/`,
          payload: { store_name: `Loja ${uniq()}` },
        }),
        expect: ADMIN(),
      },
    ],
    [`DELETE ${API}/partnerships/partner-locations/:id/`]: [
      {
        name: 'delete',
        req: async () => ({ url: `${API}/partnerships/partner-locations/${await freshStore()}/` }),
        expect: ADMIN(204),
      },
    ],

    // Integrations (ERP sync): ADMIN only. The ADMIN outcome of calls that reach the ERP is not
    // asserted here (integrations tests own it); unknown ids are 404.
    ...Object.fromEntries(
      ['logs/latest/?limit=50', 'logs/statistics/', 'status/', 'api-configs/', 'tasks/'].map((path) => [
        `GET ${API}/integrations/api/${path.replace(/\?.*/, '')}`,
        [{ name: 'read', req: () => ({ url: `${API}/integrations/api/${path}` }), expect: ADMIN() }],
      ]),
    ),
    ...Object.fromEntries(
      [
        'api-configs/:id/test_connection/',
        'api-configs/:id/enable/',
        'api-configs/:id/disable/',
        'tasks/:id/execute/',
      ].map((path) => [
        `POST ${API}/integrations/api/${path}`,
        [
          {
            name: 'unknown id',
            req: () => ({ url: `${API}/integrations/api/${path.replace(':id', '999999')}` }),
            expect: ADMIN(404),
          },
        ],
      ]),
    ),
    ...Object.fromEntries(
      [
        'sync-customers/',
        'sync-services/',
        'sync-merchandise-purchase/',
        'sync-all-erp/',
        'sync-all-erp-async/',
      ].map((path) => [
        `POST ${API}/integrations/api/${path}`,
        [{ name: 'start', req: () => ({ url: `${API}/integrations/api/${path}` }), expect: ADMIN(null) }],
      ]),
    ),

    // Communications
    [`GET ${API}/communications/admin/feedback/list/`]: [
      { name: 'list', req: () => ({ url: `${API}/communications/admin/feedback/list/` }), expect: ADMIN() },
    ],
    [`POST ${API}/communications/admin/feedback/:id/respond/`]: [
      {
        name: 'respond',
        req: () => ({
          url: `${API}/communications/admin/feedback/${feedbacks.fbOwn.id}/respond/`,
          payload: { response: 'Obrigado!', status: 'RESOLVED' },
        }),
        expect: ADMIN(),
      },
    ],
    ...Object.fromEntries(
      ['send-push', 'send-push-notification'].map((path) => [
        `POST ${API}/communications/admin/${path}/`,
        [
          {
            name: 'send to own audience',
            req: () => ({
              url: `${API}/communications/admin/${path}/`,
              payload: { title: 'Oi', message: 'Mensagem' },
            }),
            expect: SENDER(201),
          },
          {
            name: 'body names another dealership (ignored: audience comes from the token)',
            req: () => ({
              url: `${API}/communications/admin/${path}/`,
              payload: { title: 'Oi', message: 'Mensagem', dealership_id: fx.d2.id, user_type: 'ADMIN' },
            }),
            expect: SENDER(201),
          },
        ],
      ]),
    ),
    [`GET ${API}/communications/admin/notifications/`]: [
      {
        name: 'own history',
        req: () => ({ url: `${API}/communications/admin/notifications/` }),
        expect: SENDER(),
      },
    ],
    [`GET ${API}/communications/admin/notifications/list/`]: [
      {
        name: 'own history',
        req: () => ({ url: `${API}/communications/admin/notifications/list/` }),
        expect: SENDER(),
      },
    ],
    [`GET ${API}/communications/admin/notifications/:id/`]: [
      {
        name: 'own notification',
        req: () => ({ url: `${API}/communications/admin/notifications/${notifications.nD1.id}/` }),
        expect: SENDER(),
      },
      {
        name: "another dealership's notification",
        req: () => ({ url: `${API}/communications/admin/notifications/${notifications.nD2.id}/` }),
        expect: with_(SENDER(404), { admin: 200 }),
      },
    ],
    // A sent notification can be neither edited nor cancelled (409): past the guard, nothing written.
    [`PUT ${API}/communications/admin/notifications/:id/`]: [
      {
        name: 'own notification, already sent',
        req: () => ({
          url: `${API}/communications/admin/notifications/${notifications.nD1.id}/`,
          payload: {
            title: 'Novo',
            message: 'Texto',
            scheduled_for: new Date(Date.now() + 3_600_000).toISOString(),
          },
        }),
        expect: SENDER(409),
      },
      {
        name: "another dealership's notification",
        req: () => ({
          url: `${API}/communications/admin/notifications/${notifications.nD2.id}/`,
          payload: {
            title: 'Novo',
            message: 'Texto',
            scheduled_for: new Date(Date.now() + 3_600_000).toISOString(),
          },
        }),
        expect: with_(SENDER(404), { admin: 409 }),
      },
    ],
    [`POST ${API}/communications/admin/notifications/:id/cancel/`]: [
      {
        name: 'own notification, already sent',
        req: () => ({ url: `${API}/communications/admin/notifications/${notifications.nD1.id}/cancel/` }),
        expect: SENDER(409),
      },
      {
        name: "another dealership's notification",
        req: () => ({ url: `${API}/communications/admin/notifications/${notifications.nD2.id}/cancel/` }),
        expect: with_(SENDER(404), { admin: 409 }),
      },
    ],
    [`GET ${API}/communications/admin/send-push/recipients/`]: [
      {
        name: 'own audience',
        req: () => ({ url: `${API}/communications/admin/send-push/recipients/` }),
        expect: SENDER(),
      },
    ],
    [`GET ${API}/marketing/audiences/`]: [
      { name: 'own audiences', req: () => ({ url: `${API}/marketing/audiences/` }), expect: BACKOFFICE() },
    ],
    [`GET ${API}/marketing/audiences/options/`]: [
      {
        name: 'own options',
        req: () => ({ url: `${API}/marketing/audiences/options/` }),
        expect: BACKOFFICE(),
      },
    ],
    [`POST ${API}/marketing/audiences/preview/`]: [
      {
        name: 'count own customers',
        req: () => ({ url: `${API}/marketing/audiences/preview/`, payload: { rules: AUDIENCE_RULES } }),
        expect: BACKOFFICE(),
      },
    ],
    [`POST ${API}/marketing/audiences/`]: [
      {
        name: 'save one',
        req: () => ({
          url: `${API}/marketing/audiences/`,
          payload: { name: `Público ${uniq()}`, rules: AUDIENCE_RULES },
        }),
        expect: BACKOFFICE(201),
      },
    ],
    [`GET ${API}/marketing/audiences/:id/`]: [
      {
        name: 'own',
        req: async (role) => ({ url: `${API}/marketing/audiences/${await freshAudience(role)}/` }),
        expect: BACKOFFICE(),
      },
      {
        name: "D2's",
        req: async () => ({ url: `${API}/marketing/audiences/${await freshAudience('d2')}/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/marketing/audiences/:id/`]: [
      {
        name: 'own',
        req: async (role) => ({
          url: `${API}/marketing/audiences/${await freshAudience(role)}/`,
          payload: { name: 'Renomeado', rules: AUDIENCE_RULES },
        }),
        expect: BACKOFFICE(),
      },
      {
        name: "D2's",
        req: async () => ({
          url: `${API}/marketing/audiences/${await freshAudience('d2')}/`,
          payload: { name: 'Renomeado', rules: AUDIENCE_RULES },
        }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`DELETE ${API}/marketing/audiences/:id/`]: [
      {
        name: 'own',
        req: async (role) => ({ url: `${API}/marketing/audiences/${await freshAudience(role)}/` }),
        expect: BACKOFFICE(204),
      },
      {
        name: "D2's",
        req: async () => ({ url: `${API}/marketing/audiences/${await freshAudience('d2')}/` }),
        expect: with_(BACKOFFICE(404), { admin: 204 }),
      },
    ],
    [`GET ${API}/marketing/audiences/:id/members/`]: [
      {
        name: 'own',
        req: async (role) => ({ url: `${API}/marketing/audiences/${await freshAudience(role)}/members/` }),
        expect: BACKOFFICE(),
      },
      {
        name: "D2's",
        req: async () => ({ url: `${API}/marketing/audiences/${await freshAudience('d2')}/members/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`DELETE ${API}/marketing/audiences/:id/members/:user_id/`]: [
      {
        name: 'a customer listed in its own',
        req: async (role) => ({
          url: `${API}/marketing/audiences/${await listedAudience(role)}/members/${w.customers.cD1}/`,
        }),
        expect: BACKOFFICE(204),
      },
      {
        name: "a customer listed in D2's",
        req: async () => ({
          url: `${API}/marketing/audiences/${await listedAudience('d2')}/members/${w.customers.cD1}/`,
        }),
        expect: with_(BACKOFFICE(404), { admin: 204 }),
      },
    ],
    [`DELETE ${API}/marketing/audiences/:id/members/`]: [
      {
        name: 'own',
        req: async (role) => ({ url: `${API}/marketing/audiences/${await listedAudience(role)}/members/` }),
        expect: BACKOFFICE(),
      },
      {
        name: "D2's",
        req: async () => ({ url: `${API}/marketing/audiences/${await listedAudience('d2')}/members/` }),
        expect: with_(BACKOFFICE(404), { admin: 200 }),
      },
    ],
    [`GET ${API}/marketing/campaigns/`]: [
      { name: 'own campaigns', req: () => ({ url: `${API}/marketing/campaigns/` }), expect: SENDER() },
    ],
    [`POST ${API}/marketing/campaigns/`]: [
      {
        name: 'create one',
        req: () => ({
          url: `${API}/marketing/campaigns/`,
          payload: {
            name: `Campanha ${uniq()}`,
            trigger: 'WIN_BACK',
            trigger_days: 180,
            title: 'Sentimos sua falta',
            message: 'Volte para uma revisão',
            starts_at: iso(Date.now() - HOUR),
          },
        }),
        expect: SENDER(201),
      },
    ],
    [`GET ${API}/marketing/campaigns/:id/`]: [
      {
        name: 'D1’s',
        req: async () => ({ url: `${API}/marketing/campaigns/${await freshCampaign('d1')}/` }),
        expect: SENDER(),
      },
      {
        name: 'D2’s',
        req: async () => ({ url: `${API}/marketing/campaigns/${await freshCampaign('d2')}/` }),
        expect: with_(SENDER(404), { admin: 200 }),
      },
    ],
    [`PUT ${API}/marketing/campaigns/:id/`]: [
      {
        name: 'D1’s',
        req: async () => ({
          url: `${API}/marketing/campaigns/${await freshCampaign('d1')}/`,
          payload: {
            name: `Campanha ${uniq()}`,
            trigger: 'WIN_BACK',
            trigger_days: 180,
            title: 'Sentimos sua falta',
            message: 'Volte para uma revisão',
            starts_at: iso(Date.now() - HOUR),
          },
        }),
        expect: SENDER(),
      },
      {
        name: 'D2’s',
        req: async () => ({
          url: `${API}/marketing/campaigns/${await freshCampaign('d2')}/`,
          payload: {
            name: `Campanha ${uniq()}`,
            trigger: 'WIN_BACK',
            trigger_days: 180,
            title: 'Sentimos sua falta',
            message: 'Volte para uma revisão',
            starts_at: iso(Date.now() - HOUR),
          },
        }),
        expect: with_(SENDER(404), { admin: 200 }),
      },
    ],
    [`DELETE ${API}/marketing/campaigns/:id/`]: [
      {
        name: 'D1’s',
        req: async () => ({ url: `${API}/marketing/campaigns/${await freshCampaign('d1')}/` }),
        expect: SENDER(204),
      },
      {
        name: 'D2’s',
        req: async () => ({ url: `${API}/marketing/campaigns/${await freshCampaign('d2')}/` }),
        expect: with_(SENDER(404), { admin: 204 }),
      },
    ],
    [`POST ${API}/marketing/campaigns/:id/run/`]: [
      {
        name: 'D1’s, now',
        req: async () => ({ url: `${API}/marketing/campaigns/${await freshCampaign('d1')}/run/` }),
        expect: SENDER(),
      },
      {
        name: 'D2’s',
        req: async () => ({ url: `${API}/marketing/campaigns/${await freshCampaign('d2')}/run/` }),
        expect: with_(SENDER(404), { admin: 200 }),
      },
    ],
    [`POST ${API}/communications/feedbacks/`]: [
      {
        name: 'send',
        req: () => ({
          url: `${API}/communications/feedbacks/`,
          payload: { subject: 'Assunto', message: 'Mensagem' },
        }),
        expect: CLIENT(201),
      },
    ],
    [`GET ${API}/communications/feedbacks/`]: [
      { name: 'own', req: () => ({ url: `${API}/communications/feedbacks/` }), expect: CLIENT() },
    ],
    [`GET ${API}/communications/feedbacks/:id/`]: [
      {
        name: 'own',
        req: () => ({ url: `${API}/communications/feedbacks/${feedbacks.fbOwn.id}/` }),
        expect: CLIENT(),
      },
      {
        name: "another customer's",
        req: () => ({ url: `${API}/communications/feedbacks/${feedbacks.fbOther.id}/` }),
        expect: CLIENT(404),
      },
    ],
    [`GET ${API}/communications/notifications/`]: [
      { name: 'own', req: () => ({ url: `${API}/communications/notifications/` }), expect: CLIENT() },
    ],
    [`GET ${API}/communications/notifications/:id/`]: [
      {
        name: 'delivered to me',
        req: () => ({ url: `${API}/communications/notifications/${notifications.nAll.id}/` }),
        expect: CLIENT(),
      },
      {
        name: 'delivered to another customer',
        req: () => ({ url: `${API}/communications/notifications/${notifications.nD1.id}/` }),
        expect: CLIENT(404),
      },
    ],
  };
}

describe('authorization matrix (every route × every role)', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let world: World;
  const routes: string[] = [];

  before(async () => {
    ctx = await createTestContext();
    app = await buildApp({
      db: ctx.handle,
      logger: false,
      // An empty remote registry: the release writes answer on the data (404/400), not 503.
      config: { ...TEST_CONFIG, REGISTRY_ROOT: await emptyRegistry() },
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
      },
    });
    await app.ready();
    world = await buildWorld(app, ctx.db);
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  test('every registered route has an entry, and every entry is a registered route', () => {
    const table = routeTable(world, ctx.db, app);
    const missing = routes.filter((r) => !(r in table));
    assert.deepEqual(missing, [], `routes without an authorization entry: ${missing.join(', ')}`);
    // Integrations entries may precede their routes (another change adds them).
    const stale = Object.keys(table).filter((r) => !routes.includes(r) && !r.includes('/integrations/'));
    assert.deepEqual(stale, [], `entries for routes that do not exist: ${stale.join(', ')}`);
  });

  test('each role gets the docs/architecture.md §6 outcome; refusals change nothing; no cross-tenant data', async () => {
    const table = routeTable(world, ctx.db, app);
    const failures: string[] = [];
    let calls = 0;
    for (const key of routes) {
      const cases = table[key];
      if (!cases) continue;
      const method = key.slice(0, key.indexOf(' ')) as InjectOptions['method'];
      for (const c of cases) {
        for (const role of ROLES) {
          const r = await c.req(role);
          const before = await snapshot(ctx.db);
          const res = await app.inject({
            method,
            url: r.url,
            headers: { ...(r.noAuth ? {} : bearer(world.tokens[role])), ...(r.headers ?? {}) },
            ...(r.payload === undefined ? {} : { payload: r.payload as object }),
          });
          calls++;
          const label = `${key} [${c.name}] as ${role}`;
          const expected = c.expect[role];
          if (expected === null ? res.statusCode >= 500 : res.statusCode !== expected) {
            failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
            continue;
          }
          if (res.statusCode >= 400) {
            const body = res.json();
            if (typeof body !== 'object' || body === null || Object.keys(body).length === 0)
              failures.push(`${label}: error without a JSON body`);
            if (!c.refusalWrites && (await snapshot(ctx.db)) !== before)
              failures.push(`${label}: refused (${res.statusCode}) but the database changed`);
          } else if (res.headers['content-type']?.toString().includes('json')) {
            for (const mark of FORBIDDEN_MARKS[role])
              if (res.body.includes(mark))
                failures.push(`${label}: response contains ${mark} (another tenant's data)`);
          }
        }
      }
    }
    assert.deepEqual(failures, [], `${failures.length} of ${calls} calls failed:\n${failures.join('\n')}`);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
  });
});
