import type { AudienceRules } from '@fidelidade/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { dealerships, partners } from './partnerships.ts';
import { users } from './users.ts';

/**
 * A saved audience (docs/architecture.md §5, "Audiences"): named rules over customer facts,
 * compiled to one parameterised WHERE (services/audiences/compile.ts) whenever it is counted or
 * used. The owner's scope is kept with it: a DEALERSHIP's audience never leaves its customers, a
 * PARCEIRO's never leaves the customers with activity at its stores.
 */
export const audiences = pgTable(
  'audiences',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    rules: jsonb('rules').$type<AudienceRules>().notNull(),
    /** The owner's scope: a dealership, a partner, or neither (ADMIN: every customer). */
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audiences_created_at_idx').on(t.createdAt),
    index('audiences_dealership_idx').on(t.dealershipId),
    index('audiences_partner_idx').on(t.partnerId),
    check('audiences_one_scope', sql`${t.dealershipId} is null or ${t.partnerId} is null`),
  ],
);

export type AudienceRow = typeof audiences.$inferSelect;
