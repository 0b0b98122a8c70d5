import type { LiabilityReportQuery } from '@fidelidade/contract';
import type { FastifyRequest } from 'fastify';
import { REVERSED_PERIOD, saoPauloDay } from '../../../domain/calendar-day.ts';
import { HttpError } from '../../../domain/http-error.ts';
import type { LiabilityReportFilter } from '../../../repositories/liability-report.ts';
import { reportFilter } from '../redemption-reports/report-query.ts';

/** The longest period one report covers: its rows are places × months. */
export const MAX_MONTHS = 36;
/** Months in the default period, the current one included. */
const DEFAULT_MONTHS = 12;
export const PERIOD_TOO_LONG = `O período pode ter no máximo ${MAX_MONTHS} meses.`;

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const firstDayOf = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * The report's filter in the caller's scope (docs/api.md#liability-report). The dealership filter
 * follows the redemption report's rules (reportFilter: the capability table's reports.filter.*): a
 * DEALERSHIP user may name only its own dealership, a PARCEIRO user none; another tenant is a 403.
 * The period is whole São Paulo days: `date_to` defaults to today, `date_from` to the first day of
 * the twelfth month back; bad days or a reversed period are the reports' 400s, and a period over
 * MAX_MONTHS months is a 400 too.
 */
export function liabilityFilter(
  request: FastifyRequest,
  query: LiabilityReportQuery,
  now: Date = new Date(),
): LiabilityReportFilter {
  const base = reportFilter(request, {
    dealership_id: query.dealership_id,
    date_from: query.date_from,
    date_to: query.date_to,
  });
  const today = saoPauloDay(now);
  const to = base.dateTo ?? today;
  const from = base.dateFrom ?? firstDayOf(monthIndex(to) - (DEFAULT_MONTHS - 1));
  if (from > to) throw new HttpError(400, { date_to: [REVERSED_PERIOD] });
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_MONTHS)
    throw new HttpError(400, { date_from: [PERIOD_TOO_LONG] });
  return { scope: base.scope, dealershipId: base.dealershipId, from, to, today };
}

/** The filters' line of the PDF: the dealership named (or the scope's own), or the partner's. */
export async function placeLine(request: FastifyRequest, filter: LiabilityReportFilter): Promise<string> {
  const repository = request.server.reportsRepository;
  const { scope } = filter;
  if (scope.kind === 'partner') return `Parceiro: ${(await repository.partnerName(scope.partnerId)) ?? '—'}`;
  const id = filter.dealershipId ?? (scope.kind === 'dealership' ? scope.dealershipId : undefined);
  if (id === undefined) return 'Concessionária: todas';
  return `Concessionária: ${(await repository.dealershipName(id)) ?? '—'}`;
}
