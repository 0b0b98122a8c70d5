import { formatNumber } from '@fidelidade/session';
import { ManagementScreen } from '../../../lib/management/management-screen';
import { usePartnerLocationsScreen } from '../hooks/use-partner-locations-screen';
import { storeColumns } from './store-columns';
import { StoreDetails } from './store-details';
import { StoreFilters } from './store-filters';
import { StoreForm } from './store-form';

const emptyText = { noMatch: 'Nenhuma loja encontrada', emptyList: 'Nenhuma loja de parceiro cadastrada' };

export function PartnerLocationsScreen() {
  const management = usePartnerLocationsScreen();
  return (
    <ManagementScreen
      management={management}
      title="Lojas de Parceiros"
      newLabel="Nova Loja de Parceiro"
      formTitles={{ create: 'Nova Loja de Parceiro', edit: 'Editar Loja de Parceiro' }}
      columns={storeColumns}
      rowLabel={(item) => item.store_name}
      filters={<StoreFilters {...management.filterBar} />}
      counter={(filtered) => `${formatNumber(filtered)} loja(s) encontrada(s)`}
      clearLabel="Limpar"
      emptyText={emptyText}
      renderForm={(props) => <StoreForm {...props} />}
      renderDetails={(props) => <StoreDetails {...props} />}
    />
  );
}
