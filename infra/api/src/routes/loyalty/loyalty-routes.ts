import type { FastifyInstance } from 'fastify';
import pointsSummary from './points-summary.ts';
import redeem from './redeem.ts';
import redemptionsRecent from './redemptions-recent.ts';
import rulesPontuation from './rules-pontuation.ts';
import vouchersList from './vouchers-list.ts';
import vouchersUse from './vouchers-use.ts';

/** Redemptions, vouchers, points summary and rules. */
export default async function loyaltyRoutes(app: FastifyInstance) {
  for (const route of [
    redeem,
    vouchersList,
    vouchersUse,
    pointsSummary,
    redemptionsRecent,
    rulesPontuation,
  ]) {
    await app.register(route);
  }
}
