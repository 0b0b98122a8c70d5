import { ManagementScreen } from '../../../lib/management/management-screen';
import { usePartnersScreen } from '../hooks/use-partners-screen';
import { partnerColumns } from './partner-columns';
import { PartnerDetails } from './partner-details';
import { PartnerFilters } from './partner-filters';
import { PartnerForm } from './partner-form';

export function PartnersScreen() {
  const management = usePartnersScreen();
  return (
    <ManagementScreen
      management={management}
      title="Parceiros"
      newLabel="Novo Parceiro"
      formTitles={{ create: 'Novo Parceiro', edit: 'Editar Parceiro' }}
      columns={partnerColumns}
      rowLabel={(item) => item.brand_name}
      filters={<PartnerFilters {...management.filterBar} />}
      renderForm={(props) => <PartnerForm {...props} />}
      renderDetails={(props) => <PartnerDetails {...props} />}
    />
  );
}
