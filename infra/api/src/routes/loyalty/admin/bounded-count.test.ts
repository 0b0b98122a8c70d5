import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { balanceMismatches, credit } from '../../../test/loyalty-helpers.ts';

const ACTIVITIES = '/api/v1/loyalty/admin/activities/recent/';
const SUMMARY = '/api/v1/loyalty/admin/points/summary/';

interface Page {
  count: number;
  count_is_exact: boolean;
  total_pages: number;
  next: string | null;
  results: Array<Record<string, unknown>>;
}

/**
 * The ledger lists count at most ten pages past the visible one: exact below that, "more than N"
 * (count_is_exact false) above it — a million-entry ledger is never counted whole per request.
 */
describe('bounded counts on the ledger lists', () => {
  let ctx: TestContext;
  let admin = '';
  let customer = 0;
  before(async () => {
    ctx = await createTestContext();
    const ids = await insertFixtures(ctx.db);
    customer = ids.c2;
    // 5 fixture entries + 20 credits = 25 entries.
    for (let i = 1; i <= 20; i++) await credit(ctx.db, customer, i);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  const page = async (query: string) =>
    (await getJson(ctx.app, `${ACTIVITIES}?${query}`, admin)).json<Page>();

  test('stops counting ten pages past the visible one and says so', async () => {
    const first = await page('page_size=1');
    assert.deepEqual([first.count, first.count_is_exact, first.total_pages], [11, false, 11]);
    assert.match(first.next ?? '', /page=2/);
    const eleventh = await page('page_size=1&page=11');
    assert.deepEqual([eleventh.count, eleventh.count_is_exact], [21, false]);
  });

  test('near the end, and with larger pages, the count is exact', async () => {
    const late = await page('page_size=1&page=20');
    assert.deepEqual([late.count, late.count_is_exact, late.total_pages], [25, true, 25]);
    const whole = await page('page_size=10');
    assert.deepEqual([whole.count, whole.count_is_exact, whole.total_pages], [25, true, 3]);
    const credits = await page('page_size=1&activity_type=Adição&search=B%C3%B4nus');
    assert.deepEqual([credits.count, credits.count_is_exact], [11, false]);
  });

  test('the points summary reads the trigger-kept totals, equal to the ledger', async () => {
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    const summary = (await getJson(ctx.app, `${SUMMARY}?page_size=100`, admin)).json<Page>();
    assert.equal(summary.count_is_exact, true);
    const row = summary.results.find((r) => r.user_id === customer);
    assert.ok(row);
    assert.equal(row.total_earned, (row.points_balance as number) + (row.total_spent as number));
    // The customer with the newest entries leads the list.
    assert.equal(summary.results[0]?.user_id, customer);
  });
});
