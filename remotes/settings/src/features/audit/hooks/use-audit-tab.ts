import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useCallback } from 'react';
import { useAuditLog } from '../api/get-audit-log';

// Module-level so the URL state hook gets a stable object. The names are the API's: a link from
// another screen (…?tab=auditoria&target_type=offer&target_id=12) opens the tab filtered.
const defaults = { actor: '', action: '', target_type: '', target_id: '', date_from: '', date_to: '' };
export type AuditFilterKey = keyof typeof defaults;

/** URL-held filters and page of the Auditoria tab, and its list. */
export function useAuditTab() {
  const { filters, page, setFilter, setPage, clearFilters } = useUrlListState(defaults);
  // Stable, so a re-render (a refetch) does not restart the text boxes' debounce.
  const onActor = useCallback((value: string) => setFilter('actor', value), [setFilter]);
  const onTargetId = useCallback((value: string) => setFilter('target_id', value), [setFilter]);
  const list = useAuditLog(filters, page, setPage);
  return {
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
