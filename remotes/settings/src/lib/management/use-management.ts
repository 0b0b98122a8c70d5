import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyFilters, type FilterSpec } from './client-filters';
import { type EntityNoun, managementMessages } from './entity-noun';
import type { Identified } from './types';
import { type CrudApi, useManagementCrud } from './use-management-crud';
import { useManagementList } from './use-management-list';
import { useManagementViews } from './use-management-views';

export interface ManagementOptions<T extends Identified, V, K extends string> {
  noun: EntityNoun;
  queryKey: QueryKey;
  /** API path of the list, e.g. 'partnerships/locations/'. */
  path: string;
  api: CrudApi<T, V>;
  filters: ReadonlyArray<FilterSpec<T, K>>;
  filterDefaults: Record<K, string>;
}

/**
 * Everything a management screen needs (list, URL filters, views, CRUD with alerts), written once
 * for locations, partners, dealerships and partner stores.
 */
export function useManagement<T extends Identified, V, K extends string>(
  options: ManagementOptions<T, V, K>,
) {
  const messages = useMemo(() => managementMessages(options.noun), [options.noun]);
  const list = useManagementList<T>(options.queryKey, options.path);
  const urlState = useUrlListState<K>(options.filterDefaults);
  const views = useManagementViews<T>();
  const crud = useManagementCrud<T, V>(options.queryKey, options.api, messages);
  const items = list.data ?? [];
  const filtered = useMemo(
    () => applyFilters(list.data ?? [], options.filters, urlState.filters),
    [list.data, options.filters, urlState.filters],
  );
  const isFiltering = Object.values<string>(urlState.filters).some((value) => value.trim() !== '');

  return {
    noun: options.noun,
    messages,
    views,
    saving: crud.saving,
    list: { items, filtered, total: items.length, isLoading: list.isPending, isFiltering },
    filterBar: { values: urlState.filters, onChange: urlState.setFilter },
    clearFilters: urlState.clearFilters,
    submit: async (values: V) => {
      const editing = views.view === 'edit' ? views.selected : null;
      const ok = editing ? await crud.update(editing.id, values) : await crud.create(values);
      if (ok) views.showTable();
    },
    requestDelete: async (item: T) => {
      const deleted = await crud.confirmRemove(item);
      // Deleting the item shown in details returns to the table (docs/product.md §4).
      if (deleted && views.selected?.id === item.id) views.showTable();
    },
  };
}

export type Management<T extends Identified, V, K extends string> = ReturnType<typeof useManagement<T, V, K>>;
