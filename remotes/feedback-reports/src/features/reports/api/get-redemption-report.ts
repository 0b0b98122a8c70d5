import type { RedemptionReport, ReportQuery } from '@fidelidade/contract';
import { useReport } from './report-request';

/**
 * The report filters as the screen holds and sends them: the contract's ReportQuery fields as text
 * (ids from the selects, dates as YYYY-MM-DD), each optional.
 */
export type ReportSearch = { [K in keyof ReportQuery]?: string };

export const reportLoadFallback = 'Erro ao carregar relatórios';

/** The report's URL; with `format=csv` the API sends the same rows as a CSV file. */
export const redemptionReportPath = 'reports/redemption-reports/';

/** Runs only once a search was submitted (`query` not null). */
export const useRedemptionReport = (query: ReportSearch | null) =>
  useReport<RedemptionReport>(redemptionReportPath, query, reportLoadFallback);
