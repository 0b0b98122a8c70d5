import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { App } from 'antd';
import { useMemo } from 'react';
import { useExportLiabilityReportPdf } from '../api/export-liability-report-pdf';
import { type LiabilitySearch, useLiabilityReport } from '../api/get-liability-report';
import { chosenFilters } from '../api/report-request';
import {
  currentMonth,
  isMonth,
  monthChoices,
  monthDays,
  periodError,
  shiftMonth,
} from '../lib/liability-months';
import { useReportScope } from './use-report-scope';

export const liabilityExportFailure = 'Erro ao exportar PDF';

/** The URL's filters of the liability tab (next to `tab=passivo`). */
export type LiabilityFilterKey = 'month_from' | 'month_to' | 'dealership_id';

/**
 * The liability tab's state (docs/product.md §2.12): its filters live in the URL (`month_from`,
 * `month_to` as 'AAAA-MM', `dealership_id`; a default leaves the URL), the report follows them at
 * once, and both exports carry exactly the filters of the report shown. A DEALERSHIP user's
 * dealership is its own, locked; a PARCEIRO user has no dealership filter (its report is its stores').
 * A period the API would refuse (reversed, over 36 months) is not sent: the form says why.
 */
export function useLiabilityScreen() {
  const { message } = App.useApp();
  const user = useSession((state) => state.user);
  const scope = useReportScope();
  const withDealership = user !== null && can(user, 'reports.filter.dealership');
  const latest = useMemo(() => currentMonth(), []);
  const defaults = useMemo(
    () => ({ month_from: shiftMonth(latest, -11), month_to: latest, dealership_id: '' }),
    [latest],
  );
  const { filters, setFilter } = useUrlListState<LiabilityFilterKey>(defaults);
  const from = isMonth(filters.month_from) ? filters.month_from : defaults.month_from;
  const to = isMonth(filters.month_to) ? filters.month_to : defaults.month_to;
  const picked = /^\d+$/.test(filters.dealership_id) ? filters.dealership_id : '';
  const dealership = scope.dealership?.id ?? (withDealership ? picked : '');
  const invalid = periodError(from, to);
  const query: LiabilitySearch | null = invalid
    ? null
    : { ...monthDays(from, to), ...(dealership ? { dealership_id: dealership } : {}) };
  const report = useLiabilityReport(query);
  const exporter = useExportLiabilityReportPdf();

  return {
    filterProps: {
      months: monthChoices(latest),
      from,
      to,
      dealership,
      withDealership,
      scope,
      periodError: invalid,
      onChange: setFilter,
      exporting: exporter.isPending,
      canExport: query !== null && report.isSuccess,
      onExportPdf: () => {
        if (query) exporter.mutate(query, { onError: () => void message.error(liabilityExportFailure) });
      },
      csvParams: query ? chosenFilters(query) : {},
    },
    resultProps: {
      valid: query !== null,
      loading: report.isFetching,
      error: report.error,
      report: report.data,
      onRetry: () => void report.refetch(),
    },
  };
}
