import type { LiabilityReport, LiabilityReportQuery } from '@fidelidade/contract';
import { useReport } from './report-request';

/** The filters the liability report sends: the contract's query fields as text, `format` aside. */
export type LiabilitySearch = { [K in Exclude<keyof LiabilityReportQuery, 'format'>]?: string };

/** The report's URL; `format=csv` or `format=pdf` answers the same report as a file. */
export const liabilityReportPath = 'reports/liability/';

export const liabilityLoadFallback = 'Erro ao carregar o relatório de passivo';

/** Runs whenever the filters are valid (`query` not null); the URL holds them. */
export const useLiabilityReport = (query: LiabilitySearch | null) =>
  useReport<LiabilityReport>(liabilityReportPath, query, liabilityLoadFallback);
