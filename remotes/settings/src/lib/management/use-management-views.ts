import { useCallback, useState } from 'react';

export type ManagementView = 'table' | 'create' | 'edit' | 'details';

/**
 * The four views of a management screen (docs/product.md §4), switched by internal state. Edit and details
 * need a selected item: without one they fall back to the table.
 */
export function useManagementViews<T>() {
  const [state, setState] = useState<{ view: ManagementView; selected: T | null }>({
    view: 'table',
    selected: null,
  });
  const needsItem = state.view === 'edit' || state.view === 'details';
  const view: ManagementView = needsItem && state.selected === null ? 'table' : state.view;
  return {
    view,
    selected: state.selected,
    showTable: useCallback(() => setState({ view: 'table', selected: null }), []),
    showCreate: useCallback(() => setState({ view: 'create', selected: null }), []),
    showEdit: useCallback((item: T) => setState({ view: 'edit', selected: item }), []),
    showDetails: useCallback((item: T) => setState({ view: 'details', selected: item }), []),
  };
}
