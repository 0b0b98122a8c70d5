import { ACTIVITY_TYPES, type ActivityType } from '@fidelidade/contract/enums';
import type { ReactNode } from 'react';
import { SearchSelectFilters, type SearchSelectState } from '../../../components/search-select-filters';

const options: { value: ActivityType | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  ...ACTIVITY_TYPES.map((type) => ({ value: type, label: type })),
];

export function ActivitiesFilters(props: SearchSelectState<ActivityType> & { actions?: ReactNode }) {
  return (
    <SearchSelectFilters<ActivityType>
      {...props}
      label="Filtros de atividades"
      id="activities"
      searchPlaceholder="Usuário ou descrição"
      selectKey="type"
      selectLabel="Tipo de atividade"
      options={options}
    />
  );
}
