import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Actor, CAPABILITY_NAMES, can, effectiveRole } from '@fidelidade/contract/capabilities';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import * as s from '../db/schema/index.ts';
import { toActor, toPrincipal } from '../domain/principal.ts';
import { capabilityProbes, type ProbeContext } from '../test/capability-probes.ts';
import { createTestContext, sessionAccess, TEST_CONFIG, type TestContext } from '../test/helpers.ts';
import { emptyRegistry } from '../test/registry-helpers.ts';
import { bearer, buildWorld, newCpf, type World } from '../test/world.ts';

/*
 * Capability parity: the server against the one capability table (shared/contract capabilities.ts).
 *
 * The UI decides what to show with `can(user, capability)`: the side menu and the router guard
 * (host/src/app/screen-access-parity.test.tsx), the Ações tabs, the offer form's location lock and
 * the ADMIN warnings (remotes/acoes/src/app-tabs-parity.test.tsx), the dashboard's quick actions
 * (remotes/dashboard/.../quick-actions-parity.test.tsx) and the report filters
 * (remotes/feedback-reports/src/reports-scope-parity.test.tsx). Those tests prove, for every kind of
 * user, "element shown ⇔ can() says yes".
 *
 * This test proves, for the same kinds of user and every capability of the table, "the API accepts
 * the capability's requests (not 401/403) ⇔ can() says yes", on the real database: each capability
 * has one or more probe requests (capability-probes.ts; a Record over the table, so a new
 * capability without probes does not compile).
 *
 * Both sides equal the same table, so they equal each other: nothing is shown that the server
 * refuses, and nothing the server accepts is refused by the UI. Changing a role's rights means
 * changing the table, and both sides follow.
 */

/**
 * The kinds of caller: the six of the world (its staff and parceiro burn vouchers:
 * account_for_qr_code_burn), a plain ADMIN, a superuser of another type, a DEALERSHIP and a
 * PARCEIRO without the flag (the FLAG_REQUIRED capabilities), and the counter clerks (ATENDENTE) of
 * store S1 and of dealership D1.
 */
const CALLERS = [
  'anon',
  'cliente',
  'naoStaff',
  'parceiro',
  'staff',
  'admin',
  'plainAdmin',
  'superuser',
  'staffSemQr',
  'parceiroSemQr',
  'atendenteLoja',
  'atendenteConc',
] as const;
type Caller = (typeof CALLERS)[number];

interface Who {
  token: string | null;
  actor: Actor | null;
  partner: boolean;
}

describe('capability parity (API ⇔ can())', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let world: World;
  const callers = {} as Record<Caller, Who>;

  before(async () => {
    ctx = await createTestContext();
    // An empty remote registry: the release probes get past the guard and are refused on the data.
    const config = { ...TEST_CONFIG, REGISTRY_ROOT: await emptyRegistry() };
    app = await buildApp({ db: ctx.handle, logger: false, config });
    await app.ready();
    world = await buildWorld(app, ctx.db);
    const [plainAdmin, superuser, staffSemQr, parceiroSemQr, atendenteLoja, atendenteConc] = await ctx.db
      .insert(s.users)
      .values([
        { cpf: newCpf(), email: 'adminsimples@teste.com.br', fullName: 'Admin Simples', userType: 'ADMIN' },
        {
          cpf: newCpf(),
          email: 'super@teste.com.br',
          fullName: 'Super Concessionária',
          userType: 'DEALERSHIP',
          isSuperuser: true,
          dealershipId: world.fx.d1.id,
        },
        {
          cpf: newCpf(),
          email: 'staffsemqr@teste.com.br',
          fullName: 'Staff Sem QR',
          userType: 'DEALERSHIP',
          isStaff: true,
          dealershipId: world.fx.d1.id,
        },
        {
          cpf: newCpf(),
          email: 'parceirosemqr@teste.com.br',
          fullName: 'Parceiro Sem QR',
          userType: 'PARCEIRO',
          partnerId: world.fx.p1.id,
        },
        {
          cpf: newCpf(),
          email: 'atendenteloja@teste.com.br',
          fullName: 'Atendente Loja',
          userType: 'ATENDENTE',
          partnerLocationId: world.fx.s1.id,
        },
        {
          cpf: newCpf(),
          email: 'atendenteconc@teste.com.br',
          fullName: 'Atendente Concessionária',
          userType: 'ATENDENTE',
          dealershipId: world.fx.d1.id,
        },
      ])
      .returning({ id: s.users.id, userType: s.users.userType });
    if (!plainAdmin || !superuser || !staffSemQr || !parceiroSemQr || !atendenteLoja || !atendenteConc)
      throw new Error('callers');
    const ids: Record<Exclude<Caller, 'anon'>, number> = {
      ...world.ids,
      plainAdmin: plainAdmin.id,
      superuser: superuser.id,
      staffSemQr: staffSemQr.id,
      parceiroSemQr: parceiroSemQr.id,
      atendenteLoja: atendenteLoja.id,
      atendenteConc: atendenteConc.id,
    };
    callers.anon = { token: null, actor: null, partner: false };
    for (const [caller, id] of Object.entries(ids) as Array<[Exclude<Caller, 'anon'>, number]>) {
      const account = await app.usersRepository.findById(id);
      if (!account) throw new Error(caller);
      const actor = toActor(toPrincipal(account));
      callers[caller] = {
        token: await sessionAccess(app, account),
        actor,
        // Its home is store S1 (a PARCEIRO's, or the ATENDENTE's own), else dealership D1.
        partner: effectiveRole(actor) === 'PARCEIRO' || actor.partner_location === world.fx.s1.id,
      };
    }
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  test('every capability of the table has probes', () => {
    const probes = capabilityProbes(newCpf);
    assert.deepEqual(Object.keys(probes).sort(), [...CAPABILITY_NAMES].sort());
  });

  test('each caller is allowed each capability exactly when can() says so', async () => {
    const probes = capabilityProbes(newCpf);
    const failures: string[] = [];
    let calls = 0;
    for (const capability of CAPABILITY_NAMES) {
      for (const caller of CALLERS) {
        const who = callers[caller];
        const expected = can(who.actor, capability);
        const probeContext: ProbeContext = {
          w: world,
          home: { partner: who.partner },
          freshOffer: () => freshOffer(who.partner),
          freshLocation,
          freshStore,
        };
        for (const probe of await probes[capability](probeContext)) {
          const res = await app.inject({
            method: probe.method,
            url: probe.url,
            headers: bearer(who.token),
            ...(probe.payload ? { payload: probe.payload } : {}),
          });
          calls++;
          const allowed = probe.allowed
            ? probe.allowed(res)
            : res.statusCode !== 401 && res.statusCode !== 403;
          if (res.statusCode >= 500 || allowed !== expected)
            failures.push(
              `${capability} [${probe.name}] as ${caller}: can() = ${expected}, API ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    assert.deepEqual(
      failures,
      [],
      `${failures.length} of ${calls} probes disagree with the table:\n${failures.join('\n')}`,
    );
  });

  async function freshOffer(partner: boolean): Promise<number> {
    const target = partner ? { partnerLocationId: world.fx.s1.id } : { dealershipId: world.fx.d1.id };
    const now = Date.now();
    const [row] = await ctx.db
      .insert(s.offers)
      .values({
        title: 'Oferta descartável',
        offerType: 'GIFT',
        pointsCost: 1,
        validFrom: new Date(now - 3_600_000),
        validUntil: new Date(now + 3_600_000),
        ...target,
      })
      .returning({ id: s.offers.id });
    if (!row) throw new Error('offer');
    return row.id;
  }
  async function freshLocation(): Promise<number> {
    const [row] = await ctx.db
      .insert(s.locations)
      .values({ address: 'Rua Descartável, 9', city: 'Natal', state: 'RN' })
      .returning({ id: s.locations.id });
    if (!row) throw new Error('location');
    return row.id;
  }
  async function freshStore(): Promise<number> {
    const locationId = world.fx.d2.locationId;
    if (locationId === null) throw new Error('location');
    const [row] = await ctx.db
      .insert(s.partnerLocations)
      .values({ storeName: 'Loja descartável', partnerId: world.fx.p2.id, locationId })
      .returning({ id: s.partnerLocations.id });
    if (!row) throw new Error('store');
    return row.id;
  }
});
