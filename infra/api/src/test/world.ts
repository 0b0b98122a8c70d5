import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { cpfWithCheckDigits } from '../domain/cpf.ts';
import { EMAILS, insertFixtures, PASSWORD } from './fixtures.ts';
import { sessionAccess } from './helpers.ts';
import { credit } from './loyalty-helpers.ts';

/**
 * Who calls: no token, or an access token of each kind of user (docs/architecture.md §6); the
 * counter clerk (`atendente`, ATENDENTE) serves store S1.
 */
export const ROLES = ['anon', 'cliente', 'naoStaff', 'parceiro', 'staff', 'admin', 'atendente'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Marker strings in the names of each tenant's objects: a response to a user of another tenant must
 * never contain them.
 */
export const MARK = { d1: 'MARCA-D1', d2: 'MARCA-D2', p2: 'MARCA-P2' } as const;

const HOUR = 3_600_000;

/** A CPF with valid check digits, unique per call. */
let cpfSeq = 200_000_000 + Math.floor(Math.random() * 500_000_000);
export function newCpf(): string {
  return cpfWithCheckDigits(String(cpfSeq++).padStart(9, '0').slice(-9));
}

/**
 * The fixture world (D1/D2, P1/P2 with stores S1/S2, users of every kind) plus objects of each
 * tenant marked with MARK, notifications, feedback and deliveries — everything the role matrix
 * and the bad-input tests read or try to change.
 */
export async function buildWorld(app: FastifyInstance, db: Database) {
  const fx = await insertFixtures(db);
  const userId = async (email: string) => {
    const [row] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email));
    if (!row) throw new Error(email);
    return row.id;
  };
  // The counter clerk of store S1, with the fixtures' password.
  const counterEmail = 'atendente@teste.com.br';
  const [withPassword] = await db
    .select({ hash: s.users.passwordHash })
    .from(s.users)
    .where(eq(s.users.email, EMAILS.admin));
  await db.insert(s.users).values({
    cpf: newCpf(),
    email: counterEmail,
    fullName: 'Atendente S1',
    userType: 'ATENDENTE',
    partnerLocationId: fx.s1.id,
    passwordHash: withPassword?.hash ?? null,
  });
  const ids = {
    admin: await userId(EMAILS.admin),
    staff: await userId(EMAILS.staff),
    naoStaff: await userId(EMAILS.nonStaff),
    parceiro: await userId(EMAILS.partner),
    cliente: await userId(EMAILS.client),
    atendente: await userId(counterEmail),
  };
  const now = Date.now();
  const valid = { validFrom: new Date(now - 240 * HOUR), validUntil: new Date(now + 240 * HOUR) };

  // Customers of each tenant with a marked name and activity there.
  const [cD1, cD2] = await db
    .insert(s.users)
    .values([
      { cpf: newCpf(), email: 'cd1@teste.com.br', fullName: `Cliente ${MARK.d1}`, dealershipId: fx.d1.id },
      { cpf: newCpf(), email: 'cd2@teste.com.br', fullName: `Cliente ${MARK.d2}`, dealershipId: fx.d2.id },
    ])
    .returning({ id: s.users.id });
  if (!cD1 || !cD2) throw new Error('world');
  await credit(db, cD1.id, 500, fx.d1.id);
  await credit(db, cD2.id, 500, fx.d2.id);
  await credit(db, ids.cliente, 10_000, fx.d2.id);

  const [oD1, oD2, oS2, oRedeem] = await db
    .insert(s.offers)
    .values([
      { title: `Oferta ${MARK.d1}`, offerType: 'GIFT', pointsCost: 10, dealershipId: fx.d1.id, ...valid },
      { title: `Oferta ${MARK.d2}`, offerType: 'GIFT', pointsCost: 10, dealershipId: fx.d2.id, ...valid },
      {
        title: `Oferta ${MARK.p2}`,
        offerType: 'GIFT',
        pointsCost: 10,
        partnerLocationId: fx.s2.id,
        ...valid,
      },
      // What the CLIENTE (a D2 customer) redeems in the matrix: its dealership's, no limit.
      {
        title: 'Resgate do cliente',
        offerType: 'GIFT',
        pointsCost: 1,
        dealershipId: fx.d2.id,
        maxRedemptions: null,
        ...valid,
      },
    ])
    .returning();
  if (!oD1 || !oD2 || !oS2 || !oRedeem) throw new Error('world');

  const [nAll, nD1, nD2] = await db
    .insert(s.notifications)
    .values([
      {
        title: 'Aviso geral',
        message: 'Para todos',
        status: 'SENT',
        sentAt: new Date(),
        createdById: ids.admin,
      },
      {
        title: `Aviso ${MARK.d1}`,
        message: 'Só D1',
        status: 'SENT',
        sentAt: new Date(),
        createdById: ids.staff,
        dealershipId: fx.d1.id,
      },
      {
        title: `Aviso ${MARK.d2}`,
        message: 'Só D2',
        status: 'SENT',
        sentAt: new Date(),
        dealershipId: fx.d2.id,
      },
    ])
    .returning();
  if (!nAll || !nD1 || !nD2) throw new Error('world');
  await db.insert(s.notificationDeliveries).values([
    {
      notificationId: nAll.id,
      userId: ids.cliente,
      provider: 'outbox',
      status: 'DELIVERED',
      deliveredAt: new Date(),
    },
    {
      notificationId: nD2.id,
      userId: ids.cliente,
      provider: 'outbox',
      status: 'DELIVERED',
      deliveredAt: new Date(),
    },
    {
      notificationId: nD1.id,
      userId: cD1.id,
      provider: 'outbox',
      status: 'DELIVERED',
      deliveredAt: new Date(),
    },
  ]);
  const [fbOwn, fbOther] = await db
    .insert(s.feedbacks)
    .values([
      { userId: ids.cliente, subject: 'Minha sugestão', message: 'Texto' },
      { userId: cD1.id, subject: `Feedback ${MARK.d1}`, message: 'De outro cliente' },
    ])
    .returning();
  if (!fbOwn || !fbOther) throw new Error('world');

  const [offerS1] = await db.select().from(s.offers).where(eq(s.offers.partnerLocationId, fx.s1.id));
  if (!offerS1) throw new Error('world');
  /** A fresh pending voucher of that tenant (so each use can succeed once): D1, D2, S1 or S2. */
  const voucher = async (at: 'd1' | 'd2' | 's1' | 's2') => {
    const code = randomBytes(5).toString('hex').toUpperCase();
    const where = {
      d1: { offerId: oD1.id, userId: cD1.id, dealershipId: fx.d1.id },
      d2: { offerId: oD2.id, userId: cD2.id, dealershipId: fx.d2.id },
      s1: { offerId: offerS1.id, userId: fx.c1, partnerLocationId: fx.s1.id },
      s2: { offerId: oS2.id, userId: cD2.id, partnerLocationId: fx.s2.id },
    }[at];
    await db.insert(s.redemptions).values({ pointsSpent: 0, voucherCode: code, ...where });
    return code;
  };

  const tokens: Record<Role, string | null> = {
    anon: null,
    cliente: await sessionAccess(app, { id: ids.cliente, userType: 'CLIENTE', sessionVersion: 0 }),
    // A non-staff DEALERSHIP cannot sign in; its token stands for one issued before is_staff was removed.
    naoStaff: await sessionAccess(app, { id: ids.naoStaff, userType: 'DEALERSHIP', sessionVersion: 0 }),
    parceiro: await sessionAccess(app, { id: ids.parceiro, userType: 'PARCEIRO', sessionVersion: 0 }),
    staff: await sessionAccess(app, { id: ids.staff, userType: 'DEALERSHIP', sessionVersion: 0 }),
    admin: await sessionAccess(app, { id: ids.admin, userType: 'ADMIN', sessionVersion: 0 }),
    atendente: await sessionAccess(app, { id: ids.atendente, userType: 'ATENDENTE', sessionVersion: 0 }),
  };

  return {
    fx,
    ids,
    customers: { cD1: cD1.id, cD2: cD2.id },
    offers: { oD1, oD2, oS2, oRedeem, offerS1 },
    notifications: { nAll, nD1, nD2 },
    feedbacks: { fbOwn, fbOther },
    voucher,
    tokens,
    emails: { ...EMAILS, atendente: counterEmail },
    password: PASSWORD,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Tables whose content a refused request must leave untouched (refresh_tokens/login_events too). */
export const TABLES = [
  'users',
  'login_events',
  'refresh_tokens',
  'locations',
  'partners',
  'dealerships',
  'partner_locations',
  'offers',
  'redemptions',
  'points_ledger',
  'points_rules',
  'notifications',
  'notification_deliveries',
  'feedbacks',
  'approval_requests',
] as const;

/** One digest of every main table's rows (order by id): equal digests ⇒ nothing changed. */
export async function snapshot(db: Database): Promise<string> {
  const parts = TABLES.map(
    (t) => `(select md5(coalesce(string_agg(x::text, ',' order by x.id), '')) from ${t} x)`,
  );
  const result = await db.execute(sql.raw(`select md5(concat_ws('|', ${parts.join(', ')})) as digest`));
  return (result as unknown as { rows: Array<{ digest: string }> }).rows[0]?.digest ?? '';
}

/** Row counts of the main tables and the ledger sum (what bad input must never change). */
export async function counts(db: Database): Promise<Record<string, number>> {
  const parts = TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`);
  const result = await db.execute(
    sql.raw(
      `select ${parts.join(', ')}, (select coalesce(sum(points), 0)::int from points_ledger) as ledger_sum`,
    ),
  );
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0] ?? {};
}

export const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
