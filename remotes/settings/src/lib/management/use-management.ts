import { useHighlight } from '@fidelidade/ui/use-highlight';
import { useUrlListState } from '@fidelidade/ui/use-url-list-state';
import { useUrlSort } from '@fidelidade/ui/use-url-sort';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyFilters, type FilterSpec } from './client-filters';
import { type EntityNoun, managementMessages } from './entity-noun';
import type { Identified } from './types';
import { type CrudApi, useManagementCrud } from './use-management-crud';
import { useManagementList } from './use-management-list';
import { useManagementViews } from './use-management-views';

/** The settings lists a management screen shows (each sortable by the API, newest first by default). */
export type ManagementList =
  | 'partnerships/locations/'
  | 'partnerships/partners/'
  | 'partnerships/dealerships/'
  | 'partnerships/partner-locations/';

export interface ManagementOptions<T extends Identified, V, K extends string> {
  noun: EntityNoun;
  queryKey: QueryKey;
  /** API path of the list, e.g. 'partnerships/locations/'. */
  path: ManagementList;
  api: CrudApi<T, V>;
  /** Filters applied on the client to the whole list. */
  filters: ReadonlyArray<FilterSpec<T, K>>;
  filterDefaults: Record<K, string>;
  /** Filters the API applies instead (sent under their own name, e.g. the partners' `search`). */
  serverFilters?: readonly K[];
}

const idOf = (item: Identified) => item.id;

/**
 * Everything a management screen needs (list, URL filters and sort, views, CRUD with alerts), written
 * once for locations, partners, dealerships and partner stores.
 */
export function useManagement<T extends Identified, V, K extends string>(
  options: ManagementOptions<T, V, K>,
) {
  const messages = useMemo(() => managementMessages(options.noun), [options.noun]);
  const urlState = useUrlListState<K>(options.filterDefaults);
  const sort = useUrlSort(options.path);
  const serverParams = Object.fromEntries(
    (options.serverFilters ?? []).map((key) => [key, urlState.filters[key].trim()]),
  );
  const searching = Object.values(serverParams).some((value) => value !== '');
  // The whole list in the chosen order gives the total; a server-side search gives what it matches.
  const whole = useManagementList<T>(options.queryKey, options.path, { ordering: sort.ordering });
  const searched = useManagementList<T>(
    options.queryKey,
    options.path,
    { ordering: sort.ordering, ...serverParams },
    { enabled: searching },
  );
  const views = useManagementViews<T>();
  const crud = useManagementCrud<T, V>(options.queryKey, options.api, messages);
  const { highlight, rowProps } = useHighlight<T>(idOf);
  const items = whole.data ?? [];
  const source = searching ? searched.data : whole.data;
  const filtered = useMemo(
    () => applyFilters(source ?? [], options.filters, urlState.filters),
    [source, options.filters, urlState.filters],
  );
  const isFiltering = Object.values<string>(urlState.filters).some((value) => value.trim() !== '');

  return {
    noun: options.noun,
    messages,
    views,
    saving: crud.saving,
    list: {
      items,
      filtered,
      total: items.length,
      isLoading: whole.isPending || (searching && searched.isPending),
      isFetching: whole.isFetching || (searching && searched.isFetching),
      isFiltering,
    },
    sort,
    rowProps,
    filterBar: { values: urlState.filters, onChange: urlState.setFilter },
    clearFilters: urlState.clearFilters,
    submit: async (values: V) => {
      const editing = views.view === 'edit' ? views.selected : null;
      if (editing) {
        if (await crud.update(editing.id, values)) views.showTable();
        return;
      }
      const created = await crud.create(values);
      if (!created) return;
      // New records in sight: page 1 of the whole list, newest first (no filters, no sort), the
      // new row on top and marked.
      urlState.resetView();
      views.showTable();
      highlight(created.id);
    },
    requestDelete: async (item: T) => {
      const deleted = await crud.confirmRemove(item);
      // Deleting the item shown in details returns to the table (docs/product.md §4).
      if (deleted && views.selected?.id === item.id) views.showTable();
    },
  };
}

export type Management<T extends Identified, V, K extends string> = ReturnType<typeof useManagement<T, V, K>>;
