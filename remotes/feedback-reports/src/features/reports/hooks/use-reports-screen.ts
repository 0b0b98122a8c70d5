import { App } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useExportRedemptionReportPdf } from '../api/export-redemption-report-pdf';
import { type ReportSearch, reportSearchParams, useRedemptionReport } from '../api/get-redemption-report';
import { useReportScope } from './use-report-scope';

export const exportFailureMessage = 'Erro ao exportar PDF';

const sameQuery = (a: ReportSearch, b: ReportSearch) => JSON.stringify(a) === JSON.stringify(b);

/** The reports screen's state: the submitted search, its result, and the PDF and CSV exports. */
export function useReportsScreen() {
  const { message } = App.useApp();
  const scope = useReportScope();
  const [submitted, setSubmitted] = useState<ReportSearch | null>(null);
  // The table's page lives in the URL like every list's; the API sends one page and the period's totals.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage > 1 ? requestedPage : 1;
  const setPage = (target: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });
  const report = useRedemptionReport(
    submitted && (page > 1 ? { ...submitted, page: String(page) } : submitted),
  );
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
    if (submitted && sameQuery(submitted, next) && page === 1) void report.refetch();
    else setSubmitted(next);
    // A new search starts at its first page.
    setPage(1);
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
      // The CSV holds the rows of the search on screen (its filters, already scoped), not unsent edits.
      csvParams: reportSearchParams(submitted ?? {}),
    },
    resultProps: {
      submitted: submitted !== null,
      loading: report.isFetching,
      error: report.error,
      report: report.data,
      page,
      onPageChange: setPage,
      // docs/product.md §2.12: the error's 'Tentar novamente' reloads the page.
      onRetry: () => window.location.reload(),
    },
  };
}
