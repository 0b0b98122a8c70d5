import type { FilterValues, UrlFilters } from '@fidelidade/ui/use-client-table';

export interface Identified {
  id: number;
}

/** What every create/edit form of a management screen receives. */
export interface EntityFormProps<T, V> {
  /** The item being edited; null when creating. */
  initial: T | null;
  saving: boolean;
  onSubmit: (values: V) => void;
  onCancel: () => void;
}

/** What every details body receives (the shell draws Voltar, Editar and Excluir). */
export interface EntityDetailsProps<T> {
  item: T;
  onEdit: () => void;
}

/** What a management screen's filter row receives: the list's URL filters and its search box. */
export interface ManagementFiltersProps<Fs extends FilterValues> {
  table: UrlFilters<Fs>;
}
