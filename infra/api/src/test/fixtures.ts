import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { hashPassword } from '../domain/password.ts';

export const PASSWORD = 'senha-de-teste-forte';
export const EMAILS = {
  admin: 'admin@teste.com.br',
  staff: 'staff@teste.com.br',
  nonStaff: 'naostaff@teste.com.br',
  partner: 'parceiro@teste.com.br',
  client: 'cliente@teste.com.br',
  inactive: 'inativo@teste.com.br',
} as const;

const HOUR = 3_600_000;

/** Both consents given by these customers (a push reaches only those with the marketing one). */
export async function grantConsents(db: Database, customers: number[]) {
  const consents = customers.flatMap((userId) =>
    (['marketing_push', 'data_processing'] as const).map((purpose) => ({
      userId,
      purpose,
      granted: true,
      source: 'seed' as const,
    })),
  );
  if (consents.length === 0) return;
  await db.insert(s.customerConsents).values(consents);
  await db.insert(s.consentEvents).values(consents);
}

/**
 * A small world: dealerships D1/D2, partners P1/P2 with one store each, back-office users of every
 * kind, three customers and five ledger entries (two of them redemptions).
 */
export async function insertFixtures(db: Database) {
  const hash = await hashPassword(PASSWORD);
  const [l1, l2] = await db
    .insert(s.locations)
    .values([
      { address: 'Rua A, 1', city: 'São Paulo', state: 'SP' },
      { address: 'Rua B, 2', city: 'Recife', state: 'PE' },
    ])
    .returning();
  const [d1, d2] = await db
    .insert(s.dealerships)
    .values([
      { name: 'Concessionária Um', cnpj: '11.111.111/0001-11', locationId: l1?.id },
      { name: 'Concessionária Dois', cnpj: '22.222.222/0001-22', locationId: l2?.id },
    ])
    .returning();
  const [p1, p2] = await db
    .insert(s.partners)
    .values([
      { brandName: 'Parceiro Um', category: 'Alimentação' },
      { brandName: 'Parceiro Dois', category: 'Lazer' },
    ])
    .returning();
  if (!l1 || !l2 || !d1 || !d2 || !p1 || !p2) throw new Error('fixtures');
  const [s1, s2] = await db
    .insert(s.partnerLocations)
    .values([
      { storeName: 'Loja Um', partnerId: p1.id, locationId: l1.id },
      { storeName: 'Loja Dois', partnerId: p2.id, locationId: l2.id },
    ])
    .returning();
  if (!s1 || !s2) throw new Error('fixtures');

  let cpf = 10_000_000_000;
  const account = (email: string, fullName: string, extra: Partial<typeof s.users.$inferInsert>) => ({
    cpf: String(cpf++),
    email,
    fullName,
    passwordHash: hash,
    ...extra,
  });
  const users = await db
    .insert(s.users)
    .values([
      account(EMAILS.admin, 'Admin Teste', { userType: 'ADMIN', isSuperuser: true, isStaff: true }),
      // Staff Um and Parceira Um burn vouchers at the counter (vouchers.use needs the flag).
      account(EMAILS.staff, 'Staff Um', {
        userType: 'DEALERSHIP',
        isStaff: true,
        dealershipId: d1.id,
        accountForQrCodeBurn: true,
      }),
      account(EMAILS.nonStaff, 'Sem Staff', { userType: 'DEALERSHIP', dealershipId: d1.id }),
      account(EMAILS.partner, 'Parceira Um', {
        userType: 'PARCEIRO',
        partnerId: p1.id,
        accountForQrCodeBurn: true,
      }),
      account(EMAILS.client, 'Cliente Com Senha', { userType: 'CLIENTE', dealershipId: d2.id }),
      account(EMAILS.inactive, 'Admin Inativo', { userType: 'ADMIN', isActive: false }),
      account('c1@teste.com.br', 'Cliente Um', { dealershipId: d1.id, passwordHash: null }),
      account('c2@teste.com.br', 'Cliente Dois', {
        dealershipId: d1.id,
        passwordHash: null,
        isActive: false,
      }),
      account('c3@teste.com.br', 'Cliente Três', { dealershipId: d2.id, passwordHash: null }),
    ])
    .returning({ id: s.users.id, email: s.users.email });
  const id = (email: string) => users.find((u) => u.email === email)?.id as number;
  const [c1, c2, c3] = [id('c1@teste.com.br'), id('c2@teste.com.br'), id('c3@teste.com.br')];

  const now = Date.now();
  const valid = { validFrom: new Date(now - 240 * HOUR), validUntil: new Date(now + 240 * HOUR) };
  const [o1, o2] = await db
    .insert(s.offers)
    .values([
      { title: 'Kit de limpeza', offerType: 'GIFT', pointsCost: 100, dealershipId: d1.id, ...valid },
      { title: 'Café grátis', offerType: 'GIFT', pointsCost: 40, partnerLocationId: s1.id, ...valid },
    ])
    .returning();
  if (!o1 || !o2) throw new Error('fixtures');
  const [r1, r2] = await db
    .insert(s.redemptions)
    .values([
      { userId: c1, offerId: o1.id, pointsSpent: 100, voucherCode: 'T-1', dealershipId: d1.id },
      {
        userId: c3,
        offerId: o2.id,
        pointsSpent: 40,
        voucherCode: 'T-2',
        partnerLocationId: s1.id,
        isUsed: true,
      },
    ])
    .returning();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.insert(s.pointsLedger).values([
    {
      userId: c1,
      points: 200,
      kind: 'SERVICE',
      description: 'Serviço realizado: Troca de óleo (R$ 2.000,00)',
      dealershipId: d1.id,
      createdAt: at(50),
    },
    {
      userId: c1,
      points: -100,
      kind: 'REDEMPTION',
      description: 'Resgate de oferta: Kit de limpeza (100 pontos)',
      dealershipId: d1.id,
      offerId: o1.id,
      redemptionId: r1?.id,
      createdAt: at(40),
    },
    {
      userId: c2,
      points: 50,
      kind: 'MERCHANDISE',
      description: 'Compra de mercadoria: Jogo de tapetes (R$ 1.000,00)',
      dealershipId: d1.id,
      createdAt: at(30),
    },
    {
      userId: c3,
      points: 300,
      kind: 'SERVICE',
      description: 'Serviço realizado: Alinhamento (R$ 3.000,00)',
      dealershipId: d2.id,
      createdAt: at(20),
    },
    {
      userId: c3,
      points: -40,
      kind: 'REDEMPTION',
      description: 'Resgate de oferta: Café grátis (40 pontos)',
      partnerLocationId: s1.id,
      offerId: o2.id,
      redemptionId: r2?.id,
      createdAt: at(10),
    },
  ]);
  // The customers said yes to both consents (the push audience needs the marketing one).
  await grantConsents(db, [id(EMAILS.client), c1, c2, c3]);
  // The balances above came straight into the ledger: their OPENING batches, as the migration does.
  await db.execute(sql`select points_open_batches()`);
  return { d1, d2, p1, p2, s1, s2, c1, c2, c3, users: users.length };
}
