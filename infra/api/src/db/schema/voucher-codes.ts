import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { imports } from './bulk.ts';
import { createdAt, id } from './columns.ts';
import { offers, redemptions } from './loyalty.ts';

/**
 * An offer's pool of voucher codes imported from a CSV (Configurações → Importação, migration 0030):
 * each redemption of the offer takes one free code and its voucher carries it. `code` is unique
 * across every offer because the counter finds a voucher by its code alone. A code is taken for
 * good once `assigned_at` is set: a cancelled redemption does not free it (the partner may already
 * have seen it used or printed), and `redemption_id` only points at the voucher that took it.
 */
export const offerVoucherCodes = pgTable(
  'offer_voucher_codes',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Normalised as the counter reads it (@fidelidade/contract/voucher-code). */
    code: varchar('code', { length: 32 }).notNull(),
    importId: integer('import_id').references(() => imports.id, { onDelete: 'set null' }),
    redemptionId: integer('redemption_id').references(() => redemptions.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_voucher_codes_code_key').on(t.code),
    index('offer_voucher_codes_offer_idx').on(t.offerId),
    // What a redemption reads: the offer's free codes in import order.
    index('offer_voucher_codes_free_idx').on(t.offerId, t.id).where(sql`${t.assignedAt} is null`),
  ],
);
