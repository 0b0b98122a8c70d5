import { App } from 'antd';
import { useState } from 'react';
import { useExportRedemptionReportPdf } from '../api/export-redemption-report-pdf';
import { type ReportSearch, useRedemptionReport } from '../api/get-redemption-report';
import { useReportScope } from './use-report-scope';

export const exportFailureMessage = 'Erro ao exportar PDF';

const sameQuery = (a: ReportSearch, b: ReportSearch) => JSON.stringify(a) === JSON.stringify(b);

/** The reports screen's state: the submitted search, its result, and the PDF export. */
export function useReportsScreen() {
  const { message } = App.useApp();
  const scope = useReportScope();
  const [submitted, setSubmitted] = useState<ReportSearch | null>(null);
  const report = useRedemptionReport(submitted);
  const exporter = useExportRedemptionReportPdf();

  // A locked filter always carries the user's own id, whatever the form holds.
  const scoped = (query: ReportSearch): ReportSearch => ({
    ...query,
    ...(scope.partner ? { partner_id: scope.partner.id } : {}),
    ...(scope.dealership ? { dealership_id: scope.dealership.id } : {}),
  });

  const search = (query: ReportSearch) => {
    const next = scoped(query);
    // Same filters again: run the search again (new redemptions may exist) instead of reusing the cache.
    if (submitted && sameQuery(submitted, next)) void report.refetch();
    else setSubmitted(next);
  };

  const exportPdf = (query: ReportSearch) =>
    exporter.mutate(scoped(query), { onError: () => void message.error(exportFailureMessage) });

  return {
    filterProps: {
      scope,
      searching: report.isFetching,
      exporting: exporter.isPending,
      canExport: submitted !== null,
      onSearch: search,
      onExport: exportPdf,
    },
    resultProps: {
      submitted: submitted !== null,
      loading: report.isFetching,
      error: report.error,
      report: report.data,
      // SPEC §2.12: the error's 'Tentar novamente' reloads the page.
      onRetry: () => window.location.reload(),
    },
  };
}
