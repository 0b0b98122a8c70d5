import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useExportRedemptionReportPdf } from '../api/export-redemption-report-pdf';
import { type ReportSearch, useRedemptionReport } from '../api/get-redemption-report';
import { chosenFilters } from '../api/report-request';
import { isValidReportSearch, sameReportSearch } from '../lib/report-search';
import { useReportScope } from './use-report-scope';

export const exportFailureMessage = 'Erro ao exportar PDF';

/** The search on screen: its filters (already scoped) and the page shown. */
interface ReportRequest {
  query: ReportSearch;
  page: number;
}

const pageOf = (raw: string | null) => {
  const page = Number.parseInt(raw ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
};

/**
 * The reports screen's state: the submitted search, its result, and the PDF and CSV exports. The
 * search and its page change together in one state (the URL's `page` mirrors it), so one Buscar
 * or one page change is one request; an invalid search is never sent, and both exports carry the
 * search on screen, never unsent edits of the form (docs/product.md §2.12).
 */
export function useReportsScreen() {
  const { message } = App.useApp();
  const scope = useReportScope();
  const [request, setRequest] = useState<ReportRequest | null>(null);
  // What the form holds now: compared with the search on screen to say when they differ.
  const [draft, setDraft] = useState<ReportSearch | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlPage = pageOf(searchParams.get('page'));
  const writeUrlPage = (target: number) => {
    if (target === urlPage) return;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });
  };
  // Back and forward move the URL's page: the search follows it.
  useEffect(() => {
    setRequest((current) => (current && current.page !== urlPage ? { ...current, page: urlPage } : current));
  }, [urlPage]);

  const report = useRedemptionReport(
    request && (request.page > 1 ? { ...request.query, page: String(request.page) } : request.query),
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
    if (!isValidReportSearch(next)) return;
    // Same filters again on page 1: run the search again (new redemptions may exist).
    if (request && sameReportSearch(request.query, next) && request.page === 1) void report.refetch();
    // A new search starts at its first page.
    else setRequest({ query: next, page: 1 });
    setDraft(next);
    writeUrlPage(1);
  };

  const setPage = (target: number) => {
    setRequest((current) => current && { ...current, page: target });
    writeUrlPage(target);
  };

  const exportPdf = () => {
    if (request) exporter.mutate(request.query, { onError: () => void message.error(exportFailureMessage) });
  };

  return {
    filterProps: {
      scope,
      searching: report.isFetching,
      exporting: exporter.isPending,
      canExport: request !== null,
      onSearch: search,
      onDraftChange: (query: ReportSearch) => setDraft(scoped(query)),
      onExport: exportPdf,
      // The CSV holds the rows of the search on screen (its filters, already scoped), not unsent edits.
      csvParams: chosenFilters(request?.query ?? {}),
    },
    resultProps: {
      submitted: request !== null,
      // The form no longer holds the filters of the rows shown.
      stale: request !== null && draft !== null && !sameReportSearch(request.query, draft),
      loading: report.isFetching,
      error: report.error,
      report: report.data,
      page: request?.page ?? 1,
      onPageChange: setPage,
      // docs/product.md §2.12: the error's 'Tentar novamente' reloads the page.
      onRetry: () => window.location.reload(),
    },
  };
}
