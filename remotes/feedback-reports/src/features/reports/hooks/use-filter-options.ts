import { useDealershipOptions } from '../api/get-dealership-options';
import { usePartnerOptions } from '../api/get-partner-options';
import type { LockedFilter, ReportScope } from './use-report-scope';

interface Option {
  value: string;
  label: string;
}

/** A locked filter must show its own name even when the list does not contain it (or failed to load). */
function withLocked(options: Option[], locked: LockedFilter | null): Option[] {
  if (!locked || locked.id === '' || options.some((option) => option.value === locked.id)) return options;
  return [{ value: locked.id, label: locked.name ?? `#${locked.id}` }, ...options];
}

/** The dealership filter's options (ids as strings, as the query sends them), the locked one included. */
export function useDealershipFilterOptions(scope: ReportScope): Option[] {
  const dealerships = useDealershipOptions();
  return withLocked(
    (dealerships.data ?? []).map((dealership) => ({ value: String(dealership.id), label: dealership.name })),
    scope.dealership,
  );
}

/** Select options for the partner and dealership filters (ids as strings, as the query sends them). */
export function useFilterOptions(scope: ReportScope) {
  const partners = usePartnerOptions();
  return {
    partners: withLocked(
      (partners.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.brand_name })),
      scope.partner,
    ),
    dealerships: useDealershipFilterOptions(scope),
  };
}
