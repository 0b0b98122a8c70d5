import { ManagementDetailsView } from './management-details-view';
import { ManagementFormView } from './management-form-view';
import { ManagementTable, type ManagementTableProps } from './management-table';
import type { EntityDetailsProps, EntityFormProps, Identified, Render } from './types';

interface ManagementScreenProps<T extends Identified, V, K extends string>
  extends ManagementTableProps<T, V, K> {
  formTitles: { create: string; edit: string };
  renderForm: Render<EntityFormProps<T, V>>;
  renderDetails: Render<EntityDetailsProps<T>>;
}

/** Table, create, edit and details of one entity; the screens differ only in what they pass in. */
export function ManagementScreen<T extends Identified, V, K extends string>(
  props: ManagementScreenProps<T, V, K>,
) {
  const { management: m } = props;
  const { view, selected } = m.views;

  if (view === 'details' && selected) {
    return (
      <ManagementDetailsView
        title={props.rowLabel(selected)}
        onBack={m.views.showTable}
        onEdit={() => m.views.showEdit(selected)}
        onDelete={() => void m.requestDelete(selected)}
      >
        {props.renderDetails({ item: selected, onEdit: () => m.views.showEdit(selected) })}
      </ManagementDetailsView>
    );
  }
  if (view === 'create' || view === 'edit') {
    const initial = view === 'edit' ? selected : null;
    return (
      <ManagementFormView<T, V>
        key={initial ? `edit-${initial.id}` : 'create'}
        title={initial ? props.formTitles.edit : props.formTitles.create}
        initial={initial}
        saving={m.saving}
        onSubmit={(values) => void m.submit(values)}
        onLeave={m.views.showTable}
        renderForm={props.renderForm}
      />
    );
  }
  return <ManagementTable {...props} />;
}
