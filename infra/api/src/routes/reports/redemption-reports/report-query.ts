import type { RedemptionReport, RedemptionReportRow, ReportQuery } from '@fidelidade/contract';
import type { Capability } from '@fidelidade/contract/capabilities';
import type { FastifyRequest } from 'fastify';
import { dayPeriod } from '../../../domain/calendar-day.ts';
import { forbidden, notAuthenticated } from '../../../domain/http-error.ts';
import { centsToNumber } from '../../../domain/money.ts';
import { type Paging, pageBody } from '../../../domain/pagination.ts';
import { type Principal, principalCan, scopeOf } from '../../../domain/principal.ts';
import type { ReportFilter, ReportRow, ReportTotals } from '../../../repositories/reports.ts';

/** Whether the caller may name that filter: the capability, and any value or only its own. */
function mayFilter(principal: Principal, capability: Capability, own: boolean): boolean {
  return principalCan(principal, capability) && (own || principalCan(principal, 'reports.filter.any'));
}

/**
 * Turns the query into a filter within the caller's scope. Asking for another tenant's data is a
 * 403: the capability table's reports.filter.* (the same facts as the report screen's locked
 * filters) let a DEALERSHIP user name only its own dealership (and no partner), a PARCEIRO user only
 * its own partner (and no dealership).
 */
export function reportFilter(request: FastifyRequest, query: ReportQuery): ReportFilter {
  const { dateFrom, dateTo } = dayPeriod(query);
  const principal = request.principal;
  if (!principal) throw notAuthenticated();
  const scope = scopeOf(principal);
  const ownDealership = scope.kind === 'dealership' && scope.dealershipId === query.dealership_id;
  if (query.dealership_id !== undefined && !mayFilter(principal, 'reports.filter.dealership', ownDealership))
    throw forbidden();
  const ownPartner = scope.kind === 'partner' && scope.partnerId === query.partner_id;
  if (query.partner_id !== undefined && !mayFilter(principal, 'reports.filter.partner', ownPartner))
    throw forbidden();
  return { scope, partnerId: query.partner_id, dealershipId: query.dealership_id, dateFrom, dateTo };
}

/** Weighted average: 100 × total discount / total value, two decimals (0 without burned values). */
export function averageDiscount(totals: ReportTotals): number {
  if (totals.valueCents === 0) return 0;
  return Math.round((totals.discountCents * 10_000) / totals.valueCents) / 100;
}

const money = (value: string | null) => (value === null ? null : Number(value));

/**
 * The report's JSON: the six totals of the whole filtered period (one SQL aggregate) and one page of
 * its rows; the total count is the summary's (no second count). `timings` (ms) feed Server-Timing.
 */
export async function buildReport(request: FastifyRequest, filter: ReportFilter, p: Paging) {
  const repository = request.server.reportsRepository;
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const result = await run();
    return [result, performance.now() - started];
  };
  const [[totals, summaryMs], [rows, rowsMs]] = await Promise.all([
    timed(() => repository.totals(filter)),
    timed(() => repository.page(filter, p)),
  ]);
  return { body: reportBody(request, p, totals, rows), timings: { summaryMs, rowsMs } };
}

function reportBody(
  request: FastifyRequest,
  p: Paging,
  totals: ReportTotals,
  rows: ReportRow[],
): RedemptionReport {
  const { results, ...page } = pageBody(request, p, totals.totalRedemptions, rows.map(reportRowJson));
  return {
    ...page,
    data: results,
    summary: {
      total_redemptions: totals.totalRedemptions,
      total_points_spent: totals.totalPointsSpent,
      total_value_offers: centsToNumber(totals.valueCents),
      total_discounts_applied: centsToNumber(totals.discountCents),
      total_value_spent_by_users: centsToNumber(totals.spentCents),
      average_discount_percentage: averageDiscount(totals),
    },
  };
}

/** One redemption as the report's JSON `data` (and its CSV) carries it. */
export function reportRowJson(row: ReportRow): RedemptionReportRow {
  return {
    id: row.id,
    redemption: { id: row.id },
    partner: row.partnerName === null ? null : { brand_name: row.partnerName },
    dealership: row.dealershipName === null ? null : { name: row.dealershipName },
    user_redeemed: { full_name: row.userName },
    burned_by: row.burnedByName === null ? null : { full_name: row.burnedByName },
    points_spent: row.pointsSpent,
    total_value_offer: money(row.totalValueOffer),
    total_discount_applied: money(row.totalDiscountApplied),
    total_value_spent_by_user: money(row.totalValueSpentByUser),
    reference_code: row.referenceCode,
    offer_title: row.offerTitle,
    offer_type: row.offerType,
    redemption_date: row.createdAt.toISOString(),
  };
}
