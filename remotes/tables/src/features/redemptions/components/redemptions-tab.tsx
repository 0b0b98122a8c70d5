import type { Redemption } from '@fidelidade/contract';
import {
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@fidelidade/contract/enums';
import { ListTable } from '@fidelidade/ui/list-table';
import { useTable } from '@fidelidade/ui/use-table';
import { SearchSelectFilters } from '../../../components/search-select-filters';
import {
  recentRedemptionsFilters,
  recentRedemptionsParams,
  recentRedemptionsPath,
} from '../api/get-recent-redemptions';
import { redemptionColumns } from './redemption-columns';

const options: { value: RedemptionStatus | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  ...REDEMPTION_STATUSES.map((value) => ({ value, label: REDEMPTION_STATUS_LABELS[value] })),
];

export function RedemptionsTab() {
  const table = useTable<Redemption, typeof recentRedemptionsFilters>({
    list: recentRedemptionsPath,
    filters: recentRedemptionsFilters,
    search: 'search',
    toParams: recentRedemptionsParams,
    exportFileName: 'resgates.csv',
  });
  return (
    <>
      <SearchSelectFilters
        table={table}
        label="Filtros de resgates"
        id="redemptions"
        searchPlaceholder="Usuário ou oferta"
        select={{ key: 'status', id: 'status', label: 'Status', values: REDEMPTION_STATUSES, options }}
      />
      <ListTable<Redemption>
        table={table}
        label="Últimos resgates"
        columns={redemptionColumns}
        rowKey={(row) => row.id}
        errorMessage="Erro ao carregar dados de resgates. Verifique sua conexão."
        emptyText="Nenhum resgate encontrado"
      />
    </>
  );
}
