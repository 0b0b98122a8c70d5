import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { hashPassword } from '../domain/password.ts';
import { createErpIntegration } from '../services/erp-integration.ts';
import { insertErpTestRules } from './erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from './fixtures.ts';
import { credit, insertRedeemableOffer } from './loyalty-helpers.ts';

/** The customers who sign in and redeem during the failover test. */
export const LOAD_CUSTOMERS = [EMAILS.client, 'c1@teste.com.br', 'c3@teste.com.br'] as const;

/**
 * The failover test's database: the fixtures' world, customers with passwords and plenty of points,
 * an offer every customer may redeem without a limit, and the ERP integration pointed at the fixture.
 */
export async function prepareFailoverWorld(db: Database, erpUrl: string): Promise<{ offerId: number }> {
  const fx = await insertFixtures(db);
  const hash = await hashPassword(PASSWORD);
  for (const id of [fx.c1, fx.c3])
    await db.update(s.users).set({ passwordHash: hash }).where(eq(s.users.id, id));
  const customers = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.userType, 'CLIENTE'));
  for (const customer of customers) await credit(db, customer.id, 1_000_000);
  const offerId = await insertRedeemableOffer(db, fx.s1.id, 'Resgate durante a troca de instância');
  await insertErpTestRules(db);
  await createErpIntegration(db, erpUrl);
  return { offerId };
}
