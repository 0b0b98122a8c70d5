import { REDEMPTION_STATUS_LABELS } from '@fidelidade/contract/enums';
import { SearchSelectTab } from '../../../components/search-select-tab';
import { recentRedemptionsQuery } from '../api/get-recent-redemptions';
import { redemptionColumns } from './redemption-columns';

export function RedemptionsTab() {
  return (
    <SearchSelectTab
      id="redemptions"
      query={recentRedemptionsQuery}
      exportFileName="resgates.csv"
      select={{ id: 'status', label: 'Status', optionLabel: (status) => REDEMPTION_STATUS_LABELS[status] }}
      texts={{
        filters: 'Filtros de resgates',
        searchPlaceholder: 'Usuário ou oferta',
        table: 'Últimos resgates',
        error: 'Erro ao carregar dados de resgates. Verifique sua conexão.',
        empty: 'Nenhum resgate encontrado',
      }}
      columns={redemptionColumns}
    />
  );
}
