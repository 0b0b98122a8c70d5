import type { ReactNode } from 'react';

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

export interface FilterBarProps<K extends string> {
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
}

export type Render<P> = (props: P) => ReactNode;
