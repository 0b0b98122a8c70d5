import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import { useCallback } from 'react';
import { auditListPath, useAuditLog } from '../api/get-audit-log';

// Module-level so the URL state hook gets a stable object. The names are the API's: a link from
// another screen (…?tab=auditoria&target_type=offer&target_id=12) opens the tab filtered.
const defaults = { actor: '', action: '', target_type: '', target_id: '', date_from: '', date_to: '' };
export type AuditFilterKey = keyof typeof defaults;

/** URL-held filters, sort and page of the Auditoria tab, and its list. */
export function useAuditTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  const sort = useUrlSort(auditListPath);
  // Stable, so a re-render (a refetch) does not restart the text boxes' debounce.
  const onActor = useCallback((value: string) => setFilter('actor', value), [setFilter]);
  const onTargetId = useCallback((value: string) => setFilter('target_id', value), [setFilter]);
  const list = useAuditLog({ ...filters, ordering: sort.ordering }, page, setPage);
  return {
    sort,
    filterProps: {
      filters,
      onActor,
      onTargetId,
      onChange: setFilter,
      active: Object.values(filters).some((value) => value !== ''),
      onClear: clearFilters,
    },
    list,
  };
}
