import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { loginHistory, simulateActivity } from './activity.ts';
import { seedCommunications } from './communications.ts';
import { DEFAULT_ERP_BASE_URL, seedIntegrations } from './integrations.ts';
import { buildOffers } from './offers.ts';
import { customers, demoAccounts, supervisorAccount } from './people.ts';
import { createRng } from './prng.ts';
import { seedReference } from './reference.ts';

export { DEMO_ACCOUNTS } from './people.ts';

export const SEED = 20_261_122;

/**
 * The demo programme shows the points lifecycle without changing what the screens show: new credits
 * (an ERP sync, a manual credit) expire after 24 months with a reminder 30 days before, nothing
 * waits (pending days 0). The seed's balances are OPENING batches, which never expire (a validity
 * applies to new credits only), so no demo figure moves and no reminder is due.
 */
export const DEMO_PROGRAMME = {
  validityMonths: 24,
  reminderDays: 30,
  pendingDaysService: 0,
  pendingDaysPurchase: 0,
  pendingDaysManual: 0,
} as const;
const CUSTOMERS = 300;

/** Milliseconds elapsed since midnight in America/Sao_Paulo (the dashboard's "today"). */
function msSinceMidnightInBrazil(now: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Loads the deterministic pt-BR demo data set. Expects an empty database. `erpBaseUrl` (ERP_BASE_URL)
 * goes into the seeded ERP config.
 */
export async function seedDatabase(db: Database, now = Date.now(), erpBaseUrl = DEFAULT_ERP_BASE_URL) {
  const rng = createRng(SEED);
  await db.transaction(async (tx) => {
    const { dealerships, partners, stores } = await seedReference(tx, rng);

    const dealershipIds = dealerships.map((d) => d.id);
    const [firstDealership, firstPartner] = [dealershipIds[0] as number, partners[0]?.id as number];
    const cpfs = new Set<string>();
    const staff = await tx
      .insert(s.users)
      .values(await demoAccounts(rng, firstDealership, firstPartner, cpfs))
      .returning({ id: s.users.id, userType: s.users.userType });
    const clientRows = await tx
      .insert(s.users)
      .values(customers(rng, CUSTOMERS, now, dealershipIds, cpfs))
      .returning({ id: s.users.id, dealershipId: s.users.dealershipId, isActive: s.users.isActive });
    const clients = clientRows.map((c) => ({ ...c, dealershipId: c.dealershipId as number }));
    // Consents (docs/security.md, LGPD): every customer agreed to the processing of its data; one in
    // ten said no to marketing pushes, so the push audience is visibly smaller than the customer base.
    const consents = clients.flatMap((c, i) => [
      { userId: c.id, purpose: 'data_processing' as const, granted: true, source: 'seed' as const },
      { userId: c.id, purpose: 'marketing_push' as const, granted: i % 10 !== 9, source: 'seed' as const },
    ]);
    await insertChunks(consents, (chunk) => tx.insert(s.customerConsents).values(chunk));
    await insertChunks(
      consents.map((c) => ({ ...c, note: 'Dados de demonstração' })),
      (chunk) => tx.insert(s.consentEvents).values(chunk),
    );

    const storeRefs = stores.map((st) => ({
      id: st.id,
      partnerIndex: partners.findIndex((p) => p.id === st.partnerId),
    }));
    const offers = await tx
      .insert(s.offers)
      .values(buildOffers(rng, now, dealershipIds, storeRefs))
      .returning();

    const byType = (t: string) => staff.find((u) => u.userType === t)?.id as number;
    const activity = simulateActivity(rng, now, clients, offers, {
      dealershipStaff: { id: byType('DEALERSHIP'), dealershipId: firstDealership },
      partnerUser: {
        id: byType('PARCEIRO'),
        storeIds: new Set(stores.filter((st) => st.partnerId === firstPartner).map((st) => st.id)),
      },
    });
    const voucherIds = new Map<string, number>();
    await insertChunks(activity.redemptions, async (chunk) => {
      const rows = await tx
        .insert(s.redemptions)
        .values(chunk)
        .returning({ id: s.redemptions.id, code: s.redemptions.voucherCode });
      for (const r of rows) voucherIds.set(r.code, r.id);
    });
    // What those redemptions used of their offers (the redemption route keeps it from here on).
    await tx.execute(sql`insert into offer_usage (offer_id, used_redemptions, used_points)
      select offer_id, count(*), sum(points_spent) from redemptions where cancelled_at is null group by offer_id`);
    const debits = activity.pendingDebits.map((d) => ({
      ...d.entry,
      redemptionId: voucherIds.get(d.voucherCode),
    }));
    await insertChunks([...activity.ledger, ...debits], (chunk) => tx.insert(s.pointsLedger).values(chunk));
    // Balances and totals derive from the ledger (points_ledger_totals trigger); the balances get
    // their OPENING batches, as the points lifecycle's migration gives existing ones.
    await tx.execute(sql`select points_open_batches()`);
    await tx.update(s.programmeSettings).set(DEMO_PROGRAMME).where(eq(s.programmeSettings.id, 1));

    await insertChunks(loginHistory(rng, now, msSinceMidnightInBrazil(now), clients), (chunk) =>
      tx.insert(s.loginEvents).values(chunk),
    );
    await tx.execute(
      sql`update users set last_login = (select max(created_at) from login_events e where e.user_id = users.id)`,
    );

    await seedCommunications(tx, rng, now, {
      adminId: byType('ADMIN'),
      staffId: byType('DEALERSHIP'),
      dealershipId: firstDealership,
      customers: clients,
    });
    await seedIntegrations(tx, now, erpBaseUrl);
    await tx.insert(s.users).values(await supervisorAccount(createRng(SEED + 1), cpfs));
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.users);
  return (row?.n ?? 0) === 0;
}

/** Seeds only a database without users; returns whether it seeded. */
export async function seedIfEmpty(db: Database, erpBaseUrl?: string): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db, Date.now(), erpBaseUrl);
  return true;
}
