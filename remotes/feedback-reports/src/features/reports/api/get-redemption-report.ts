import type { RedemptionReport, ReportQuery } from '@fidelidade/contract';
import { getErrorMessage, getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The report filters as the screen holds and sends them: the contract's ReportQuery fields as text
 * (ids from the selects, dates as YYYY-MM-DD), each optional.
 */
export type ReportSearch = { [K in keyof ReportQuery]?: string };

export const reportLoadFallback = 'Erro ao carregar relatórios';

/** The report's URL; with `format=csv` the API sends the same rows as a CSV file. */
export const redemptionReportPath = 'reports/redemption-reports/';

/** Drops empty values so the server only sees the filters that were chosen. */
export function reportSearchParams(query: ReportSearch): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return params;
}

export async function getRedemptionReport(query: ReportSearch): Promise<RedemptionReport> {
  try {
    return await getHttp()
      .get(redemptionReportPath, { searchParams: reportSearchParams(query) })
      .json<RedemptionReport>();
  } catch (error) {
    // The screen shows 'Erro: {message}': the server's detail when it gave one.
    throw new Error(await getErrorMessage(error, reportLoadFallback));
  }
}

/** Runs only once a search was submitted (`query` not null). */
export const useRedemptionReport = (query: ReportSearch | null) =>
  useQuery({
    queryKey: [redemptionReportPath, query],
    queryFn: () => getRedemptionReport(query ?? {}),
    enabled: query !== null,
    retry: false,
  });
