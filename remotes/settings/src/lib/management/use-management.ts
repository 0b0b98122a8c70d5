import { type ClientTableOptions, type FilterValues, useClientTable } from '@fidelidade/ui/use-client-table';
import { useHighlight } from '@fidelidade/ui/use-highlight';
import { useMemo } from 'react';
import { type EntityNoun, managementMessages } from './entity-noun';
import type { Identified } from './types';
import { type CrudApi, useManagementCrud } from './use-management-crud';
import { useManagementViews } from './use-management-views';

/** The settings lists a management screen shows (each sortable by the API, newest first by default). */
export type ManagementList =
  | 'partnerships/locations/'
  | 'partnerships/partners/'
  | 'partnerships/dealerships/'
  | 'partnerships/partner-locations/';

/** The list as useClientTable reads it (read whole, filtered in the browser), plus what it is and its writes. */
export interface ManagementOptions<T extends Identified, V, Fs extends FilterValues>
  extends ClientTableOptions<T, Fs> {
  list: ManagementList;
  noun: EntityNoun;
  api: CrudApi<T, V>;
}

const idOf = (item: Identified) => item.id;

/**
 * Everything a management screen needs (the list kit's client table, views, CRUD with alerts),
 * written once for locations, partners, dealerships and partner stores.
 */
export function useManagement<T extends Identified, V, Fs extends FilterValues>(
  options: ManagementOptions<T, V, Fs>,
) {
  const messages = useMemo(() => managementMessages(options.noun), [options.noun]);
  const table = useClientTable<T, Fs>(options);
  const views = useManagementViews<T>();
  const crud = useManagementCrud<T, V>(options.queryKey, options.api, messages);
  const { highlight, rowProps } = useHighlight<T>(idOf);

  return {
    noun: options.noun,
    messages,
    views,
    saving: crud.saving,
    table,
    rowProps,
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
      table.resetView();
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

export type Management<T extends Identified, V, Fs extends FilterValues> = ReturnType<
  typeof useManagement<T, V, Fs>
>;
