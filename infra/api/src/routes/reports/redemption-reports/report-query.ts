import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { centsToNumber } from '../../lib/money.ts';
import { requestScope } from '../../plugins/auth.ts';
import type { ReportFilter, ReportRow, ReportTotals } from '../../repositories/reports.ts';
import { Nullable } from '../common/schemas.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Day = Type.String({ maxLength: 10 });

export const ReportQuery = Type.Object({
  partner_id: Type.Optional(Id),
  dealership_id: Type.Optional(Id),
  date_from: Type.Optional(Day),
  date_to: Type.Optional(Day),
});

export interface ReportQueryInput {
  partner_id?: number | undefined;
  dealership_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

const Money = Nullable(Type.Number());

export const Report = Type.Object({
  summary: Type.Object({
    total_redemptions: Type.Integer(),
    total_points_spent: Type.Integer(),
    total_value_offers: Type.Number(),
    total_discounts_applied: Type.Number(),
    total_value_spent_by_users: Type.Number(),
    average_discount_percentage: Type.Number(),
  }),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      redemption: Type.Object({ id: Type.Integer() }),
      partner: Nullable(Type.Object({ brand_name: Type.String() })),
      dealership: Nullable(Type.Object({ name: Type.String() })),
      user_redeemed: Type.Object({ full_name: Type.String() }),
      burned_by: Nullable(Type.Object({ full_name: Type.String() })),
      points_spent: Type.Integer(),
      total_value_offer: Money,
      total_discount_applied: Money,
      total_value_spent_by_user: Money,
      reference_code: Nullable(Type.String()),
      offer_title: Type.String(),
      offer_type: Type.String(),
      redemption_date: Type.String({ format: 'date-time' }),
    }),
  ),
});

const DATE_MESSAGE = 'Formato de data inválido. Use AAAA-MM-DD.';

function validDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/**
 * Turns the query into a filter within the caller's scope. Asking for another tenant's data is a
 * 403: a DEALERSHIP user may only name its own dealership (and no partner), a PARCEIRO user only its
 * own partner (and no dealership).
 */
export function reportFilter(request: FastifyRequest, query: ReportQueryInput): ReportFilter {
  const errors: Record<string, string[]> = {};
  const dateFrom = query.date_from?.trim() || undefined;
  const dateTo = query.date_to?.trim() || undefined;
  if (dateFrom && !validDay(dateFrom)) errors.date_from = [DATE_MESSAGE];
  if (dateTo && !validDay(dateTo)) errors.date_to = [DATE_MESSAGE];
  if (dateFrom && dateTo && !errors.date_from && !errors.date_to && dateFrom > dateTo)
    errors.date_to = ['A data final deve ser igual ou posterior à data inicial.'];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);

  const scope = requestScope(request);
  if (scope.kind === 'dealership') {
    if (query.dealership_id !== undefined && query.dealership_id !== scope.dealershipId) throw forbidden();
    if (query.partner_id !== undefined) throw forbidden();
  }
  if (scope.kind === 'partner') {
    if (query.partner_id !== undefined && query.partner_id !== scope.partnerId) throw forbidden();
    if (query.dealership_id !== undefined) throw forbidden();
  }
  return { scope, partnerId: query.partner_id, dealershipId: query.dealership_id, dateFrom, dateTo };
}

/** Weighted average: 100 × total discount / total value, two decimals (0 without burned values). */
export function averageDiscount(totals: ReportTotals): number {
  if (totals.valueCents === 0) return 0;
  return Math.round((totals.discountCents * 10_000) / totals.valueCents) / 100;
}

const money = (value: string | null) => (value === null ? null : Number(value));

export async function buildReport(app: FastifyInstance, filter: ReportFilter) {
  const [totals, rows] = await Promise.all([
    app.reportsRepository.totals(filter),
    app.reportsRepository.rows(filter),
  ]);
  return { totals, rows, body: reportBody(totals, rows) };
}

export function reportBody(totals: ReportTotals, rows: ReportRow[]) {
  return {
    summary: {
      total_redemptions: totals.totalRedemptions,
      total_points_spent: totals.totalPointsSpent,
      total_value_offers: centsToNumber(totals.valueCents),
      total_discounts_applied: centsToNumber(totals.discountCents),
      total_value_spent_by_users: centsToNumber(totals.spentCents),
      average_discount_percentage: averageDiscount(totals),
    },
    data: rows.map((row) => ({
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
    })),
  };
}
