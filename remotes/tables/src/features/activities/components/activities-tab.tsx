import type { Activity } from '@fidelidade/contract';
import { ACTIVITY_TYPES, type ActivityType } from '@fidelidade/contract/enums';
import { ListTable } from '@fidelidade/ui/list-table';
import { useTable } from '@fidelidade/ui/use-table';
import { SearchSelectFilters } from '../../../components/search-select-filters';
import {
  recentActivitiesFilters,
  recentActivitiesParams,
  recentActivitiesPath,
} from '../api/get-recent-activities';
import { activityColumns } from './activity-columns';

const options: { value: ActivityType | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  ...ACTIVITY_TYPES.map((type) => ({ value: type, label: type })),
];

export function ActivitiesTab() {
  const table = useTable<Activity, typeof recentActivitiesFilters>({
    list: recentActivitiesPath,
    filters: recentActivitiesFilters,
    search: 'search',
    toParams: recentActivitiesParams,
    exportFileName: 'atividades.csv',
  });
  return (
    <>
      <SearchSelectFilters
        table={table}
        label="Filtros de atividades"
        id="activities"
        searchPlaceholder="Usuário ou descrição"
        select={{
          key: 'activity_type',
          id: 'type',
          label: 'Tipo de atividade',
          values: ACTIVITY_TYPES,
          options,
        }}
      />
      <ListTable<Activity>
        table={table}
        label="Atividades recentes"
        columns={activityColumns}
        rowKey={(row) => row.id}
        errorMessage="Erro ao carregar dados de atividades. Verifique sua conexão."
        emptyText="Nenhuma atividade encontrada"
      />
    </>
  );
}
