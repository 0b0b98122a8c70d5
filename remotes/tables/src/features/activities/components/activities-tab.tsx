import { SearchSelectTab } from '../../../components/search-select-tab';
import { recentActivitiesQuery } from '../api/get-recent-activities';
import { activityColumns } from './activity-columns';

export function ActivitiesTab() {
  return (
    <SearchSelectTab
      id="activities"
      query={recentActivitiesQuery}
      exportFileName="atividades.csv"
      select={{ id: 'type', label: 'Tipo de atividade', optionLabel: (type) => type }}
      texts={{
        filters: 'Filtros de atividades',
        searchPlaceholder: 'Usuário ou descrição',
        table: 'Atividades recentes',
        error: 'Erro ao carregar dados de atividades. Verifique sua conexão.',
        empty: 'Nenhuma atividade encontrada',
      }}
      columns={activityColumns}
    />
  );
}
