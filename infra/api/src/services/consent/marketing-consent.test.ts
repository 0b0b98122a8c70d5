import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as s from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { recordConsents } from './consent-store.ts';
import { marketingConsentSql } from './marketing-consent.ts';

type Op =
  | {
      op: 'record';
      changes: Array<{ who: number; purpose: 'marketing_push' | 'data_processing'; granted: boolean }>;
    }
  | { op: 'delete'; who: number }
  | { op: 'raw-update'; who: number; granted: boolean };

const who = fc.nat(3);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('record' as const),
    changes: fc.uniqueArray(
      fc.record({
        who,
        purpose: fc.constantFrom('marketing_push' as const, 'data_processing' as const),
        granted: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4, selector: (c) => `${c.who}:${c.purpose}` },
    ),
  }),
  fc.record({ op: fc.constant('delete' as const), who }),
  fc.record({ op: fc.constant('raw-update' as const), who, granted: fc.boolean() }),
);

describe('users.marketing_consent mirrors the marketing consent (migration 0028 triggers)', () => {
  let ctx: TestContext;
  let customers: number[] = [];
  before(async () => {
    ctx = await createTestContext();
    const rows = await ctx.db
      .insert(s.users)
      .values([0, 1, 2, 3].map((i) => ({ cpf: String(91_000_000_000 + i), fullName: `Cliente ${i}` })))
      .returning({ id: s.users.id });
    customers = rows.map((row) => row.id);
  });
  after(() => ctx.close());

  /** Customers whose flag differs from what customer_consents says. */
  async function mismatches(): Promise<number[]> {
    const rows = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(
        and(
          inArray(s.users.id, customers),
          sql`${s.users.marketingConsent} is distinct from exists (select 1 from customer_consents c
            where c.user_id = ${s.users.id} and c.purpose = 'marketing_push' and c.granted)`,
        ),
      );
    return rows.map((row) => row.id);
  }

  async function apply(op: Op) {
    const userOf = (n: number) => customers[n] ?? 0;
    if (op.op === 'record')
      await recordConsents(
        ctx.db,
        op.changes.map((c) => ({
          userId: userOf(c.who),
          purpose: c.purpose,
          granted: c.granted,
          source: 'seed',
        })),
      );
    else if (op.op === 'delete')
      await ctx.db.delete(s.customerConsents).where(eq(s.customerConsents.userId, userOf(op.who)));
    else
      await ctx.db
        .update(s.customerConsents)
        .set({ granted: op.granted })
        .where(
          and(
            eq(s.customerConsents.userId, userOf(op.who)),
            eq(s.customerConsents.purpose, 'marketing_push'),
          ),
        );
  }

  test('after any sequence of upserts, updates and deletes, in one statement or many', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        await ctx.db.delete(s.customerConsents).where(inArray(s.customerConsents.userId, customers));
        for (const op of ops) {
          await apply(op);
          assert.deepEqual(await mismatches(), [], JSON.stringify(op));
        }
      }),
      { numRuns: 40 },
    );
  });

  test('the recipient condition reads the flag', async () => {
    const first = customers[0] ?? 0;
    await recordConsents(ctx.db, [
      { userId: first, purpose: 'marketing_push', granted: true, source: 'seed' },
    ]);
    const reachable = async () =>
      (
        await ctx.db
          .select({ id: s.users.id })
          .from(s.users)
          .where(and(eq(s.users.id, first), marketingConsentSql()))
      ).length;
    assert.equal(await reachable(), 1);
    await recordConsents(ctx.db, [
      { userId: first, purpose: 'marketing_push', granted: false, source: 'seed' },
    ]);
    assert.equal(await reachable(), 0);
  });
});
