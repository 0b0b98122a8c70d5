import type { FilterValues } from '@fidelidade/ui/use-client-table';
import type { ComponentType } from 'react';
import { ManagementDetailsView } from './management-details-view';
import { ManagementFormView } from './management-form-view';
import { ManagementTable, type ManagementTableTexts } from './management-table';
import type { EntityDetailsProps, EntityFormProps, Identified, ManagementFiltersProps } from './types';
import { type ManagementOptions, useManagement } from './use-management';

/**
 * One management screen, described: its list (read whole, filtered in the browser), its noun (every
 * alert, title and button is built from it), its columns and its filter row, form and details.
 */
export interface ManagementConfig<T extends Identified, V, Fs extends FilterValues>
  extends ManagementOptions<T, V, Fs>,
    ManagementTableTexts<T> {
  /** The row's name for the action buttons' labels and the details' title. */
  rowLabel: (item: T) => string;
  Filters: ComponentType<ManagementFiltersProps<Fs>>;
  Form: ComponentType<EntityFormProps<T, V>>;
  Details: ComponentType<EntityDetailsProps<T>>;
}

/** Table, create, edit and details of one entity; the screens differ only in their config. */
export function ManagementScreen<T extends Identified, V, Fs extends FilterValues>(props: {
  config: ManagementConfig<T, V, Fs>;
}) {
  const { config } = props;
  const m = useManagement<T, V, Fs>(config);
  const { view, selected } = m.views;

  if (view === 'details' && selected) {
    const edit = () => m.views.showEdit(selected);
    return (
      <ManagementDetailsView
        title={config.rowLabel(selected)}
        onBack={m.views.showTable}
        onEdit={edit}
        onDelete={() => void m.requestDelete(selected)}
      >
        <config.Details item={selected} onEdit={edit} />
      </ManagementDetailsView>
    );
  }
  if (view === 'create' || view === 'edit') {
    const initial = view === 'edit' ? selected : null;
    return (
      <ManagementFormView<T, V>
        key={initial ? `edit-${initial.id}` : 'create'}
        title={initial ? m.messages.editItem : m.messages.newItem}
        initial={initial}
        saving={m.saving}
        onSubmit={(values) => void m.submit(values)}
        onLeave={m.views.showTable}
        Form={config.Form}
      />
    );
  }
  return (
    <ManagementTable
      management={m}
      texts={config}
      rowLabel={config.rowLabel}
      filters={<config.Filters table={m.table} />}
    />
  );
}
