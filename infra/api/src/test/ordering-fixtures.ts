import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { insertFixtures } from './fixtures.ts';
import { credit } from './loyalty-helpers.ts';

type Fixtures = Awaited<ReturnType<typeof insertFixtures>>;

const HOUR = 3_600_000;

/**
 * On top of insertFixtures: at least three rows in every sortable list (pages of two then span
 * pages) and equal values in the sorted field of each, so the id tie-breaker decides between them.
 */
export async function insertOrderingFixtures(db: Database, fx: Fixtures): Promise<void> {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const [l3] = await db
    .insert(s.locations)
    .values([
      { address: 'Rua C, 3', city: 'Santos', state: 'SP', zipCode: '11010-000' },
      { address: 'Rua D, 4', city: 'Olinda', state: 'PE' },
    ])
    .returning();
  await db.insert(s.partners).values({ brandName: 'Parceiro Tres', category: 'alimentacao' });
  await db
    .insert(s.dealerships)
    .values({ name: 'Concessionária Três', cnpj: '33.333.333/0001-33', locationId: l3?.id });
  await db.insert(s.partnerLocations).values([
    { storeName: 'Loja Tres', partnerId: fx.p1.id, locationId: fx.s1.locationId },
    { storeName: 'Loja Quatro', partnerId: fx.p2.id, locationId: fx.s2.locationId },
  ]);
  const valid = { validFrom: at(240), validUntil: new Date(now + 240 * HOUR) };
  const [o3] = await db
    .insert(s.offers)
    .values([
      { title: 'Lavagem', offerType: 'GIFT', pointsCost: 40, dealershipId: fx.d1.id, ...valid },
      { title: 'Revisão', offerType: 'CUPOM_DESCONTO', pointsCost: 250, dealershipId: fx.d2.id, ...valid },
    ])
    .returning();
  if (!o3) throw new Error('ordering fixtures');
  await db.insert(s.redemptions).values([
    { userId: fx.c1, offerId: o3.id, pointsSpent: 40, voucherCode: 'T-3', dealershipId: fx.d1.id },
    { userId: fx.c3, offerId: o3.id, pointsSpent: 100, voucherCode: 'T-4', dealershipId: fx.d1.id },
  ]);
  await credit(db, fx.c1, 200, fx.d1.id);
  await credit(db, fx.c1, 50, fx.d1.id);
  await db.insert(s.pointsRules).values([
    { name: 'Serviços', transactionTypeKey: 'SERVICE', weight: '0.1000' },
    { name: 'Peças', transactionTypeKey: 'MERCHANDISE', weight: '0.0500' },
    { name: 'Indicação', transactionTypeKey: 'REFERRAL', weight: '0.0500', isActive: false },
  ]);
  await db.insert(s.feedbacks).values(
    [1, 2, 2, 3].map((priority, i) => ({
      userId: i % 2 === 0 ? fx.c1 : fx.c3,
      subject: `Assunto ${i + 1}`,
      message: 'Mensagem',
      priority,
      createdAt: at(i + 1),
    })),
  );
  await db.insert(s.notifications).values(
    [null, at(-5), null, at(-2)].map((scheduledFor, i) => ({
      title: `Aviso ${i + 1}`,
      message: 'Mensagem',
      scheduledFor,
      status: scheduledFor ? ('SCHEDULED' as const) : ('SENT' as const),
      createdAt: at(i + 1),
    })),
  );
  const auditAt = at(3);
  await db.insert(s.auditLog).values(
    ['create', 'update', 'update', 'delete'].map((action, i) => ({
      actorName: 'Admin Teste',
      actorRole: 'ADMIN' as const,
      action: action as 'create' | 'update' | 'delete',
      targetType: 'offer' as const,
      targetId: String(o3.id),
      at: i === 3 ? at(1) : auditAt,
    })),
  );
}
