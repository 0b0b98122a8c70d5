import type { BulkSelection } from '@fidelidade/contract';
import { bulkActionsFor } from '@fidelidade/contract/capabilities';
import type { BulkList } from '@fidelidade/contract/enums';
import { useSession } from '@fidelidade/session';
import { type Key, useState } from 'react';
import { useMatchingCount } from './bulk-actions-api';
import { type BulkFilter, type RowSelection, toSelection } from './bulk-values';

const none: RowSelection = { mode: 'ids', ids: [] };

/**
 * A list's bulk selection, refine-style: props for the bar, the table's `rowSelection` and the
 * modal, or `enabled: false` for a user who may take no bulk action on this list (ADMIN: all; an
 * audience builder on Tabelas → Usuários: 'Adicionar a um público'). A new filter is a new list, so
 * what was selected in the old one is dropped.
 */
export function useBulkSelection(options: {
  list: BulkList;
  /** The list's query key (first part), refreshed when a run ends. */
  listKey: string;
  filter: BulkFilter;
  /** Rows matching the filter, and the ids of those on screen. */
  matching: number;
  /**
   * False when `matching` is only a lower bound (a list that stops counting, 'mais de N
   * registros'): the API then counts the rows matching the filter once a row is ticked.
   */
  matchingIsExact?: boolean;
  pageIds: number[];
}) {
  const user = useSession((state) => state.user);
  const enabled = bulkActionsFor(user, options.list).length > 0;
  const [selection, setSelection] = useState<RowSelection>(none);
  const [acting, setActing] = useState<BulkSelection | null>(null);
  const filterKey = JSON.stringify(options.filter);
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    setSelection(none);
  }
  const exact = options.matchingIsExact ?? true;
  const counting = enabled && !exact && (selection.mode === 'all' || selection.ids.length > 0);
  const counted = useMatchingCount(
    counting ? toSelection({ mode: 'all' }, options.list, options.filter) : null,
  );
  return {
    enabled,
    barProps: {
      selection,
      matching: exact ? options.matching : counted.data?.count,
      onSelectAll: () => setSelection({ mode: 'all' }),
      onClear: () => setSelection(none),
      onAct: () => setActing(toSelection(selection, options.list, options.filter)),
    },
    rowSelection: enabled
      ? {
          selectedRowKeys: selection.mode === 'all' ? options.pageIds : selection.ids,
          onChange: (keys: Key[]) => setSelection({ mode: 'ids', ids: keys.map(Number) }),
        }
      : undefined,
    modalProps: {
      selection: acting,
      listKey: options.listKey,
      onClose: (started: boolean) => {
        setActing(null);
        if (started) setSelection(none);
      },
    },
  };
}
