import type { LiabilityReport, LiabilityReportQuery } from '@fidelidade/contract';
import { getErrorMessage, getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** The filters the liability report sends: the contract's query fields as text, `format` aside. */
export type LiabilitySearch = { [K in Exclude<keyof LiabilityReportQuery, 'format'>]?: string };

/** The report's URL; `format=csv` or `format=pdf` answers the same report as a file. */
export const liabilityReportPath = 'reports/liability/';

export const liabilityLoadFallback = 'Erro ao carregar o relatório de passivo';

/** Drops empty values so the server only sees the filters that were chosen. */
export function liabilityParams(query: LiabilitySearch): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return params;
}

export async function getLiabilityReport(query: LiabilitySearch): Promise<LiabilityReport> {
  try {
    return await getHttp()
      .get(liabilityReportPath, { searchParams: liabilityParams(query) })
      .json<LiabilityReport>();
  } catch (error) {
    // The screen shows 'Erro: {message}': the server's detail when it gave one.
    throw new Error(await getErrorMessage(error, liabilityLoadFallback));
  }
}

/** Runs whenever the filters are valid (`query` not null); the URL holds them. */
export const useLiabilityReport = (query: LiabilitySearch | null) =>
  useQuery({
    queryKey: [liabilityReportPath, query],
    queryFn: () => getLiabilityReport(query ?? {}),
    enabled: query !== null,
    retry: false,
  });
